import Workbook

// Exercise 4.4: The fillet.
//   Check your work:  swift run workbook-run check chapter4
//   Stuck?            swift run workbook-run hint 4.4

extension StudentWork {
  /// The fillet for an inner corner at `corner`: the square from `corner` to
  /// `corner + (radius, radius)`, with the quarter circle of `radius` centred at its
  /// far corner taken out, so only the curved sliver next to `corner` remains.
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    // Change this: it is the whole square.
    UIBezierPath(rect: CGRect(x: corner.x, y: corner.y, width: radius, height: radius))
  }
}
