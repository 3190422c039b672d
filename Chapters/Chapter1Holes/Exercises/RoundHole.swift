import Workbook

// Exercise 1.2: A round window.
//   Check your work:  swift run workbook-run check chapter1
//   Stuck?            swift run workbook-run hint 1.2

extension StudentWork {
  /// The outline of a round hole that just fits in `square`: a circle, not a square.
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    // Change this: it is the outline of the whole square.
    UIBezierPath(rect: square)
  }
}
