// Wrong: it truncates each distance to whole pizzas before comparing, and breaks the many ties that makes by row number, so at 3.3 row 4 (0.7 away) is drawn above row 3 (0.3 away).
import Workbook

extension StudentWork {
  static func drumZIndex(row: Int, position: CGFloat, count: Int) -> Int {
    let steps = Int(abs(CGFloat(row) - position))
    return (count - steps) * count + row
  }
}
