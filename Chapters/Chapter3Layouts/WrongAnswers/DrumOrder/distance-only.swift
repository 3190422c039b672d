// Wrong: it turns the distance into a zIndex directly and never breaks a tie, so at 3.5 rows 3 and 4 (and every pair as far either side) share a zIndex, which UIKit draws in no defined order.
import Workbook

extension StudentWork {
  static func drumZIndex(row: Int, position: CGFloat, count: Int) -> Int {
    -Int((abs(CGFloat(row) - position) * 100).rounded())
  }
}
