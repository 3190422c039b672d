// Wrong: without `abs` the fade works on one side only: a pizza above the centre (negative distance) gets an alpha above 1, clamped to fully visible, where it should fade as much as one below.
import Workbook

extension StudentWork {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    min(1, max(0, 1 - 2 * normalized))
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    30 * normalized
  }
}
