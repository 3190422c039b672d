import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter FlatteningTests`.
@Suite struct FlatteningTests {}

private func cubicPoint(_ p: [CGPoint], _ t: CGFloat) -> CGPoint {
  let mt = 1 - t
  let a = mt * mt * mt
  let b = 3 * mt * mt * t
  let c = 3 * mt * t * t
  let d = t * t * t
  return CGPoint(
    x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
    y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
}

/// Distance from `point` to the polyline.
private func distance(_ point: CGPoint, to polyline: [CGPoint]) -> CGFloat {
  var best = CGFloat.infinity
  for k in 0..<(polyline.count - 1) {
    let a = polyline[k]
    let b = polyline[k + 1]
    let ab = b - a
    let lengthSquared = ab.x * ab.x + ab.y * ab.y
    let t =
      lengthSquared > 0
      ? (((point - a).x * ab.x + (point - a).y * ab.y) / lengthSquared).clamped(to: 0...1) : 0
    best = min(best, (point - a.lerp(to: b, t)).length)
  }
  return best
}

extension FlatteningTests {
  @Test(arguments: [1.0, 0.25, 0.1, 0.01])
  func flattenedCubicStaysWithinTheTolerance(tolerance: Double) {
    let controls = [
      CGPoint(x: 500, y: 20), CGPoint(x: 650, y: 320), CGPoint(x: 770, y: 650),
      CGPoint(x: 800, y: 980),
    ]
    var path = Path()
    path.move(to: controls[0])
    path.addCurve(to: controls[3], control1: controls[1], control2: controls[2])
    let polyline = path.flattened(tolerance: tolerance)[0]
    let worst =
      (0...400).map { distance(cubicPoint(controls, CGFloat($0) / 400), to: polyline) }.max() ?? 0
    #expect(worst <= tolerance)
  }

  @Test func wangsFormulaGivesTheSegmentCounts() {
    // |p0 - 2p1 + p2| = 40 for this quadratic: sqrt(40 / (4 * 0.1)) = 10 segments.
    #expect(
      Path.quadSegmentCount(.zero, CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 0), tolerance: 0.1)
        == 10)
    // Benchmark cubic: max second difference 90; sqrt(0.75 * 90 / 0.1) = 25.98 -> 26.
    let count = Path.cubicSegmentCount(
      CGPoint(x: 500, y: 20), CGPoint(x: 650, y: 320), CGPoint(x: 770, y: 650),
      CGPoint(x: 800, y: 980),
      tolerance: 0.1)
    #expect(count == 26)
  }

  @Test func absurdCurvesAreCutIntoABoundedNumberOfSegments() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: CGPoint(x: 1, y: 0), control1: CGPoint(x: 1e30, y: 1e30),
      control2: CGPoint(x: -1e30, y: 0))
    let points = path.flattened(tolerance: 0.1)[0]
    #expect(points.count == Path.maximumSegmentsPerCurve + 1)
  }
}
