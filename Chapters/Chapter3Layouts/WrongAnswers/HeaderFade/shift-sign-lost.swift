// Wrong: `30 * abs(normalized)` loses the sign, so a name above the centre slides down like one below it instead of the other way.
import Workbook

extension StudentWork {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    max(0, 1 - 2 * abs(normalized))
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    30 * abs(normalized)
  }
}
