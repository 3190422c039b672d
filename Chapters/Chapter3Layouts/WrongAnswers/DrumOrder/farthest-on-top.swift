// Wrong: a flipped comparison: it counts the rows nearer than this one, so the farthest pizza gets the highest zIndex and the centred one is drawn under all the others.
import Workbook

extension StudentWork {
  static func drumZIndex(row: Int, position: CGFloat, count: Int) -> Int {
    let distance = abs(CGFloat(row) - position)
    var below = 0
    for other in 0..<count where other != row {
      let otherDistance = abs(CGFloat(other) - position)
      if otherDistance < distance || (otherDistance == distance && other > row) { below += 1 }
    }
    return below
  }
}
