import Workbook

// Exercise 5.3: Damping by style.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.3

extension StudentWork {
  /// The spring's damping ratio for a release at `fingerVelocityY` (points per second,
  /// either sign): 1 up to 150 pt/s, falling linearly to the style's damping at
  /// 3000 pt/s, and that damping beyond: 0.7 for `.flexibleHeight`, 0.9 for `.rigid`
  /// and `.expandableHeight`.
  static func dampingRatio(fingerVelocityY: CGFloat, style: OverlayStyle) -> CGFloat {
    // Change this: it is the original answer's rule.
    fingerVelocityY == 0 ? 1 : 0.6
  }
}
