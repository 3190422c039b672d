// Wrong: the fade is right but the shift is still the starter's 20 points per unit, where the task asks for 30.
import Workbook

extension StudentWork {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    max(0, 1 - 2 * abs(normalized))
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    20 * normalized
  }
}
