import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter StrokeTests`.
@Suite struct StrokeTests {}

/// A horizontal line from (10, 10) to (30, 10), stroked 8 wide.
private func line(cap: CGLineCap) -> Path {
  var path = Path()
  path.move(to: CGPoint(x: 10, y: 10))
  path.addLine(to: CGPoint(x: 30, y: 10))
  return path.strokedOutline(width: 8, cap: cap)
}

extension StrokeTests {
  @Test func buttCapsEndAtTheEndpoints() {
    let box = line(cap: .butt).boundingBoxOfPath
    #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 30) < 1e-9)
    #expect(abs(box.minY - 6) < 1e-9 && abs(box.maxY - 14) < 1e-9)
  }

  @Test func squareCapsExtendHalfTheWidth() {
    let outline = line(cap: .square)
    let box = outline.boundingBoxOfPath
    #expect(abs(box.minX - 6) < 1e-9 && abs(box.maxX - 34) < 1e-9)
    #expect(outline.contains(CGPoint(x: 6.2, y: 6.2)))  // square corner
  }

  @Test func roundCapsAreHalfDiscs() {
    let outline = line(cap: .round)
    let box = outline.boundingBoxOfPath
    #expect(abs(box.minX - 6) < 0.01 && abs(box.maxX - 34) < 0.01)
    for k in 0...8 {
      let angle = CGFloat.pi / 2 + CGFloat(k) * .pi / 8  // the left half
      #expect(outline.contains(CGPoint(x: 10 + 3.9 * cos(angle), y: 10 + 3.9 * sin(angle))))
      #expect(!outline.contains(CGPoint(x: 10 + 4.1 * cos(angle), y: 10 + 4.1 * sin(angle))))
    }
  }
}

/// A right-angle corner at (20, 10): in from the left, out downwards.
private func corner(_ join: CGLineJoin, limit: CGFloat = 10) -> Path {
  var path = Path()
  path.move(to: CGPoint(x: 0, y: 10))
  path.addLine(to: CGPoint(x: 20, y: 10))
  path.addLine(to: CGPoint(x: 20, y: 30))
  return path.strokedOutline(width: 8, join: join, miterLimit: limit)
}

extension StrokeTests {
  @Test func joinsFillTheOuterCornerEachInTheirOwnWay() {
    // The outer corner is up and to the right of (20, 10).
    let tip = CGPoint(x: 23.8, y: 6.2)  // inside the miter square only
    let roundEdge = CGPoint(x: 20 + 3.8 * cos(-.pi / 4), y: 10 + 3.8 * sin(-.pi / 4))
    #expect(corner(.miter).contains(tip))
    #expect(!corner(.round).contains(tip))
    #expect(corner(.round).contains(roundEdge))
    #expect(!corner(.bevel).contains(roundEdge))
    // Bevel: the straight line from (20, 6) to (24, 10) cuts the corner.
    #expect(corner(.bevel).contains(CGPoint(x: 21.5, y: 8)))
    // A right angle's miter is sqrt(2) ~ 1.41 widths long: a limit of 1.4 bevels it.
    #expect(!corner(.miter, limit: 1.4).contains(tip))
    #expect(corner(.miter, limit: 1.42).contains(tip))
  }

  @Test func miterFallsBackToBevelBelowTheCutOffAngle() {
    // 1 / sin(phi / 2) = 10 at phi = 2 asin(0.1) = 11.48 degrees.
    func spike(degrees phi: CGFloat) -> (Path, CGPoint) {
      let half = phi / 2 * .pi / 180
      var path = Path()
      let vertex = CGPoint(x: 100, y: 50)
      path.move(to: CGPoint(x: vertex.x - 60 * cos(half), y: vertex.y - 60 * sin(half)))
      path.addLine(to: vertex)
      path.addLine(to: CGPoint(x: vertex.x - 60 * cos(half), y: vertex.y + 60 * sin(half)))
      // The miter tip lies along +x, 1 / sin(phi / 2) half-widths from the vertex.
      let tipDistance = 1 / sin(half) * 1  // half-width 1
      return (
        path.strokedOutline(width: 2, join: .miter, miterLimit: 10),
        CGPoint(x: vertex.x + tipDistance * 0.95, y: vertex.y)
      )
    }
    let (wide, wideTip) = spike(degrees: 12)
    #expect(wide.contains(wideTip), "at 12 degrees the miter (9.6 widths) is drawn")
    let (narrow, narrowTip) = spike(degrees: 11)
    #expect(!narrow.contains(narrowTip), "at 11 degrees the miter (10.4 widths) becomes a bevel")
  }

  @Test func closedSubpathsStrokeToARingEmptyInside() {
    let ring = Path(rect: CGRect(x: 10, y: 10, width: 40, height: 40)).strokedOutline(width: 4)
    #expect(ring.contains(CGPoint(x: 10, y: 30)))
    #expect(!ring.contains(CGPoint(x: 30, y: 30)))
    #expect(ring.contains(CGPoint(x: 8.3, y: 8.3)))  // mitred corner
  }

  @Test func degenerateStrokesDrawNothingOrADot() {
    var point = Path()
    point.move(to: CGPoint(x: 5, y: 5))
    point.addLine(to: CGPoint(x: 5, y: 5))
    #expect(point.strokedOutline(width: 4, cap: .butt).isEmpty)
    #expect(point.strokedOutline(width: 4, cap: .round).contains(CGPoint(x: 6.5, y: 5)))
    #expect(Path(rect: .zero).strokedOutline(width: .nan).isEmpty)
    #expect(line(cap: .butt).strokedOutline(width: 0).isEmpty)
  }
}

// MARK: - The stroker against a reference stroker

/// The reference: whether `p` is inside the stroke of the open polyline `points`,
/// defined directly as a union of regions (segment rectangles, join pieces, caps).
private func referenceStrokeContains(
  _ p: CGPoint, polyline points: [CGPoint], halfWidth h: CGFloat, cap: CGLineCap,
  join: CGLineJoin, limit: CGFloat
) -> Bool {
  func dot(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.x + a.y * b.y }
  func unit(_ v: CGPoint) -> CGPoint { v * (1 / v.length) }
  func inPolygon(_ polygon: [CGPoint]) -> Bool {
    var winding = 0
    for k in polygon.indices {
      let a = polygon[k]
      let b = polygon[(k + 1) % polygon.count]
      let cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
      if a.y <= p.y, b.y > p.y, cross > 0 { winding += 1 }
      if a.y > p.y, b.y <= p.y, cross < 0 { winding -= 1 }
    }
    return winding != 0
  }
  for k in 0..<(points.count - 1) {
    let a = points[k]
    let d = points[k + 1] - a
    let t = dot(p - a, d) / dot(d, d)
    if t >= 0, t <= 1, (p - (a + d * t)).length <= h { return true }
  }
  for k in 1..<(points.count - 1) {
    let v = points[k]
    let d1 = unit(v - points[k - 1])
    let d2 = unit(points[k + 1] - v)
    let turn = d1.x * d2.y - d1.y * d2.x
    let side: CGFloat = turn > 0 ? 1 : -1  // the outer side
    let n1 = CGPoint(x: d1.y, y: -d1.x) * (side * h)
    let n2 = CGPoint(x: d2.y, y: -d2.x) * (side * h)
    switch join {
    case .round: if (p - v).length <= h { return true }
    case .bevel: if inPolygon([v, v + n1, v + n2]) { return true }
    case .miter:
      let cosTurn = dot(d1, d2)
      let ratio = 1 / ((1 + cosTurn) / 2).squareRoot()
      if ratio <= limit {
        if inPolygon([v, v + n1, v + (n1 + n2) * (1 / (1 + cosTurn)), v + n2]) { return true }
      } else if inPolygon([v, v + n1, v + n2]) {
        return true
      }
    }
  }
  for (end, previous) in [
    (points[0], points[1]), (points[points.count - 1], points[points.count - 2]),
  ] {
    let d = unit(end - previous)
    switch cap {
    case .butt: break
    case .round: if (p - end).length <= h { return true }
    case .square:
      let t = dot(p - end, d)
      let across = abs(dot(p - end, CGPoint(x: d.y, y: -d.x)))
      if t >= 0, t <= h, across <= h { return true }
    }
  }
  return false
}

extension StrokeTests {
  /// The stroker's outline, filled with non-zero, against the reference stroker sampled
  /// 16 x 16 times per pixel, on random polylines for every cap and join. Tolerance 0.12
  /// for any pixel (the sampling errs by about 1/16 per edge crossing a pixel) and 0.01 on
  /// average.
  @Test(arguments: [
    (CGLineCap.butt, CGLineJoin.miter), (.round, .round), (.square, .bevel), (.butt, .bevel),
    (.square, .miter),
  ])
  func strokerAgreesWithAReferenceStroker(cap: CGLineCap, join: CGLineJoin) {
    var generator = FreshInputs(UInt64(cap.rawValue * 7 + join.rawValue + 1))
    let size = 16
    let samples = 16
    for trial in 0..<8 {
      let points = (0..<Int.random(in: 2...4, using: &generator)).map { _ in
        CGPoint(
          x: CGFloat(Double.random(in: 3...13, using: &generator)),
          y: CGFloat(Double.random(in: 3...13, using: &generator)))
      }
      // Skip near-degenerate polylines (nearly reversing or tiny segments).
      let tooShort = zip(points, points.dropFirst()).contains { ($0 - $1).length < 1.5 }
      if tooShort { continue }
      var path = Path()
      path.move(to: points[0])
      for p in points.dropFirst() { path.addLine(to: p) }
      let halfWidth = CGFloat(Double.random(in: 0.6...2.5, using: &generator))
      let outline = path.strokedOutline(width: 2 * halfWidth, cap: cap, join: join, miterLimit: 4)
      let coverage = Rasterizer.coverage(of: outline, rule: .nonZero, width: size, height: size)
      var totalError: Float = 0
      for y in 0..<size {
        for x in 0..<size {
          var inside = 0
          for sy in 0..<samples {
            for sx in 0..<samples {
              let p = CGPoint(
                x: CGFloat(x) + (CGFloat(sx) + 0.5) / CGFloat(samples),
                y: CGFloat(y) + (CGFloat(sy) + 0.5) / CGFloat(samples))
              if referenceStrokeContains(
                p, polyline: points, halfWidth: halfWidth, cap: cap, join: join, limit: 4)
              {
                inside += 1
              }
            }
          }
          let error = abs(coverage[x, y] - Float(inside) / Float(samples * samples))
          totalError += error
          #expect(
            error <= 0.12, "trial \(trial) pixel (\(x), \(y)): \(points) half-width \(halfWidth)")
        }
      }
      #expect(totalError / Float(size * size) <= 0.01, "trial \(trial): \(points)")
    }
  }
}
