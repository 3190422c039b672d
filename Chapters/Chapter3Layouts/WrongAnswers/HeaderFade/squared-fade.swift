// Wrong: it eases the fade (the line squared): right at 0 and at 0.5 and beyond, but not linear in between, so at a quarter of the way it is a quarter visible instead of half.
import Workbook

extension StudentWork {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    let line = max(0, 1 - 2 * abs(normalized))
    return line * line
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    30 * normalized
  }
}
