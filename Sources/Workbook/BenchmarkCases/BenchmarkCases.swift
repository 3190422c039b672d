import Workbook

/// One path the rasterizer's benchmark fills (or strokes), at a fixed size: the same
/// path the peers' script (`Benchmarks/peers.py`) gives Skia and cairo.
package struct BenchmarkCase: Sendable {
  package let name: String
  package let summary: String
  package let path: Path
  package let width: Int
  package let height: Int
  package let rule: FillRule
  /// Stroke the path this wide with round joins and butt caps, instead of filling it.
  package let strokeWidth: Double?

  /// Draws the case into `mask` (reused between runs, cleared first), the way the peers'
  /// script draws it into a reused 8-bit surface.
  package func draw(into mask: inout [UInt8]) {
    if let strokeWidth {
      let outline = path.strokedOutline(width: CGFloat(strokeWidth), cap: .butt, join: .round)
      Rasterizer.fill(outline, rule: .nonZero, into: &mask, width: width, height: height)
    } else {
      Rasterizer.fill(path, rule: rule, into: &mask, width: width, height: height)
    }
  }

  /// The case as the peers' script reads it: a header, then one path command per line
  /// (`M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`), numbers written
  /// so that they read back exactly.
  package var exported: String {
    var lines = [
      "case \(name)", "size \(width) \(height)",
      strokeWidth.map { "stroke \($0) round butt" } ?? "fill \(rule.rawValue)",
    ]
    func text(_ points: CGPoint...) -> String {
      points.map { "\(Double($0.x)) \(Double($0.y))" }.joined(separator: " ")
    }
    for element in path.elements {
      switch element {
      case .move(let p): lines.append("M " + text(p))
      case .line(let p): lines.append("L " + text(p))
      case .quadCurve(let p, let c): lines.append("Q " + text(c, p))
      case .curve(let p, let c1, let c2): lines.append("C " + text(c1, c2, p))
      case .closeSubpath: lines.append("Z")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension BenchmarkCase {
  /// tiny-skia's benchmark path: two cubics and two lines crossing each other, even-odd.
  package static let tinySkia = BenchmarkCase(
    name: "tiny-skia", summary: "tiny-skia's benchmark path, even-odd, 1000 x 1000",
    path: (try? Path(
      svgPathData:
        "M500,20 C650,320 770,650 800,980 L20,380 L200,980 C230,650 350,320 500,20 Z"))
      ?? Path(),
    width: 1000, height: 1000, rule: .evenOdd, strokeWidth: nil)

  /// A star-shaped polygon of `vertices` points around (500, 500), each at a random radius
  /// from 300 to 450: many edges in every row, no crossings.
  package static func jagged(_ vertices: Int) -> BenchmarkCase {
    var random = FreshInputs(1)
    var path = Path()
    for i in 0..<vertices {
      let angle = 2 * Double.pi * Double(i) / Double(vertices)
      let radius = 300 + 150 * random.unit()
      let point = CGPoint(x: 500 + radius * cos(angle), y: 500 + radius * sin(angle))
      if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return BenchmarkCase(
      name: "jagged-\(vertices)",
      summary: "jagged star, \(grouped(vertices)) vertices, non-zero, 1000 x 1000",
      path: path, width: 1000, height: 1000, rule: .nonZero, strokeWidth: nil)
  }

  /// The polyline through (i mod 97, 7 i mod 89) for `segments` points, closed: it
  /// crosses itself everywhere, and after 8,633 points it runs over itself again.
  package static func crossing(_ segments: Int) -> BenchmarkCase {
    var path = Path()
    for i in 0..<segments {
      let point = CGPoint(x: Double(i % 97), y: Double(7 * i % 89))
      if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return BenchmarkCase(
      name: "crossing-\(segments)",
      summary: "self-crossing polyline, \(grouped(segments)) segments, non-zero, 100 x 100",
      path: path, width: 100, height: 100, rule: .nonZero, strokeWidth: nil)
  }

  /// A spiral of `segments` straight segments (0.05 radians each, radius growing from 10
  /// to 190 about (200, 200)) stroked 3 wide with round joins.
  package static func spiral(_ segments: Int) -> BenchmarkCase {
    var path = Path()
    for i in 0...segments {
      let angle = 0.05 * Double(i)
      let radius = 10 + 180 * Double(i) / Double(segments)
      let point = CGPoint(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
      if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return BenchmarkCase(
      name: "spiral-\(segments)",
      summary: "spiral, \(grouped(segments)) segments stroked 3 wide, round joins, 400 x 400",
      path: path, width: 400, height: 400, rule: .nonZero, strokeWidth: 3)
  }

  /// Every case the benchmark runs, everyday first.
  package static let all: [BenchmarkCase] = [
    .tinySkia, .jagged(4000), .jagged(10000), .crossing(8000), .crossing(20000),
    .spiral(4000),
  ]
}
