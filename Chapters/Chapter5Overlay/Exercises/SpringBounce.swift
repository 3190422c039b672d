import Workbook

// Exercise 5.6: From damping ratio to bounce.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.6

extension StudentWork {
  /// The `bounce` to give iOS 17's `UISpringTimingParameters(duration:bounce:)` (and
  /// `UIView.animate(springDuration:bounce:...)`) so that its spring is the library's
  /// spring of damping ratio `dampingRatio` (0 or more; 1 is critical, above 1
  /// overdamped). The duration is the response, unchanged.
  static func springBounce(dampingRatio: CGFloat) -> CGFloat {
    // Change this: every spring made critical.
    0
  }
}
