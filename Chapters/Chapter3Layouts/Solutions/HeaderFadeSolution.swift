import Workbook

extension Solutions {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    max(0, 1 - 2 * abs(normalized))
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    30 * normalized
  }
}
