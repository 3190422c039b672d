// Wrong: it measures each row's distance from the nearest pizza (`position` rounded), as the chapter's order does, so between two pizzas a row nearer the true position can be drawn under a farther one.
import Workbook

extension StudentWork {
  static func drumZIndex(row: Int, position: CGFloat, count: Int) -> Int {
    let centre = Int(position.rounded())
    let distance = abs(row - centre)
    var below = 0
    for other in 0..<count where other != row {
      let otherDistance = abs(other - centre)
      if otherDistance > distance || (otherDistance == distance && other > row) { below += 1 }
    }
    return below
  }
}
