import Workbook

// Exercise 5.3: The library's damping.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.3

extension StudentWork {
  /// The spring's damping ratio for a release at `velocity` (points per second): 1 up to
  /// 150 pt/s, falling linearly to 0.7 at 3000 pt/s, and 0.7 beyond, whatever the sign.
  static func dampingRatio(velocity: CGFloat) -> CGFloat {
    // Change this: it is the original answer's rule.
    velocity == 0 ? 1 : 0.6
  }
}
