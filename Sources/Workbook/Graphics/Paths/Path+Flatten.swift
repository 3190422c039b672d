import Foundation

extension Path {
  /// The most line segments one curve is cut into, whatever its size: a bound that keeps
  /// an absurd curve (control points a billion points away) from hanging the program.
  /// Curves that large lie almost wholly off any figure, so nothing visible changes.
  public static let maximumSegmentsPerCurve = 4096

  /// Number of equal-t pieces that keep a quadratic within `tolerance` of its chord
  /// polyline (Wang's formula): `ceil(sqrt(|p0 - 2 p1 + p2| / (4 tol)))`.
  static func quadSegmentCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat)
    -> Int
  {
    let dd = (p0 - p1 * 2 + p2).length
    return segmentCount((dd / (4 * tolerance)).squareRoot())
  }

  /// Wang's formula for a cubic:
  /// `ceil(sqrt(0.75 * max(|p0 - 2 p1 + p2|, |p1 - 2 p2 + p3|) / tol))`.
  static func cubicSegmentCount(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat
  ) -> Int {
    let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
    return segmentCount((0.75 * dd / tolerance).squareRoot())
  }

  private static func segmentCount(_ estimate: CGFloat) -> Int {
    guard estimate.isFinite else { return maximumSegmentsPerCurve }
    return Int(estimate.rounded(.up).clamped(to: 1...CGFloat(maximumSegmentsPerCurve)))
  }

  /// The path as polygons, one per subpath (each implicitly closed, as for filling), with
  /// curves cut into lines no farther than `tolerance` from the true curve.
  ///
  /// Points are mapped through `transform` first, so the tolerance is in the output's
  /// units (device pixels for the rasterizer). Non-finite points are dropped.
  public func flattened(
    tolerance: CGFloat, transform: Transform2D = .identity
  ) -> [[CGPoint]] {
    let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.1
    let identity = transform.isIdentity
    func map(_ p: CGPoint) -> CGPoint { identity ? p : p.applying(transform) }
    var polygons: [[CGPoint]] = []
    var polygon: [CGPoint] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    func finish() {
      if polygon.count > 1 { polygons.append(polygon) }
      polygon.removeAll(keepingCapacity: true)
    }
    func add(_ p: CGPoint) { if p.isFinite { polygon.append(p) } }
    for element in elements {
      switch element {
      case .move(let p):
        finish()
        current = map(p)
        start = current
        add(current)
      case .line(let p):
        current = map(p)
        add(current)
      case .quadCurve(let p, let c):
        let (p0, p1, p2) = (current, map(c), map(p))
        let n = Path.quadSegmentCount(p0, p1, p2, tolerance: tolerance)
        for i in 1...n {
          let t = CGFloat(i) / CGFloat(n)
          let mt = 1 - t
          add(
            CGPoint(
              x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x,
              y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y))
        }
        current = p2
      case .curve(let p, let c1, let c2):
        let (p0, p1, p2, p3) = (current, map(c1), map(c2), map(p))
        let n = Path.cubicSegmentCount(p0, p1, p2, p3, tolerance: tolerance)
        for i in 1...n {
          let t = CGFloat(i) / CGFloat(n)
          let mt = 1 - t
          let (a, b, c, d) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
          add(
            CGPoint(
              x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
              y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
        current = p3
      case .closeSubpath:
        finish()
        current = start
      }
    }
    finish()
    return polygons
  }
}
