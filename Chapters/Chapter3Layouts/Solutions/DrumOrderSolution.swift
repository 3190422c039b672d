import Workbook

extension Solutions {
  static func drumZIndex(row: Int, position: CGFloat, count: Int) -> Int {
    // The row's rank, counted from the farthest: one step up for every row that is
    // farther away, or as far and later in the list.
    let distance = abs(CGFloat(row) - position)
    var below = 0
    for other in 0..<count where other != row {
      let otherDistance = abs(CGFloat(other) - position)
      if otherDistance > distance || (otherDistance == distance && other > row) { below += 1 }
    }
    return below
  }
}
