// Wrong: only the shift was changed; the alpha is still the chapter's `1 - abs(normalized)`, which is half visible at 0.5, where the header must be gone.
import Workbook

extension StudentWork {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    max(0, 1 - abs(normalized))
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    30 * normalized
  }
}
