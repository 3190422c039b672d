// Wrong: it halves the slope (`1 - abs(normalized) / 2`) instead of doubling it, so the header fades slower than the chapter's, not faster, and is still three quarters visible at 0.5.
import Workbook

extension StudentWork {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    max(0, 1 - abs(normalized) / 2)
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    30 * normalized
  }
}
