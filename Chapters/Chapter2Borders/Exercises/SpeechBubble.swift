import Workbook

// Exercise 2.4: A speech bubble with a tail.
//   Check your work:  swift run workbook-run check chapter2
//   Stuck?            swift run workbook-run hint 2.4

extension StudentWork {
  /// A speech bubble filling `rect`: a body with corners of radius 12 over the whole
  /// rectangle but its bottom 16 points, and a tail from the body's bottom edge
  /// (between 16 and 36 points from the left) down to a point at (minX + 12, maxY).
  static func speechBubblePath(in rect: CGRect) -> UIBezierPath {
    // Change this: the whole rectangle, rounded, without a tail.
    UIBezierPath(roundedRect: rect, cornerRadius: 12)
  }
}
