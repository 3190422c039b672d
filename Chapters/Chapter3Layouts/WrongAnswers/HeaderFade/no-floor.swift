// Wrong: the line `1 - 2 * abs(normalized)` without `max(0, ...)` goes below zero past half-way, an alpha that does not exist, where the header must stay gone.
import Workbook

extension StudentWork {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    1 - 2 * abs(normalized)
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    30 * normalized
  }
}
