import Workbook

extension Solutions {
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    // Any radius of at least half the side is clamped to half the side: a circle.
    UIBezierPath(roundedRect: square, byRoundingCorners: .allCorners, cornerRadii: square.size)
  }
}
