import Foundation

/// How an open subpath's ends are drawn when stroked.
public enum LineCap: Int32, Sendable {
  /// The stroke stops square at the endpoint.
  case butt
  /// A half disc of radius width / 2 is added beyond the endpoint.
  case round
  /// The stroke goes on width / 2 beyond the endpoint, square.
  case square
}

/// How a stroke turns at a corner.
public enum LineJoin: Int32, Sendable {
  /// The outer edges are extended until they meet, unless the miter would be longer
  /// than `miterLimit` times the width; then it falls back to bevel.
  case miter
  /// An arc of radius width / 2 about the corner.
  case round
  /// A straight line across the outer corner.
  case bevel
}

extension Path {
  /// Core Graphics' default miter limit (Skia's and SVG's is 4).
  public static let defaultMiterLimit: CGFloat = 10

  /// Curves are cut into lines this close (in points) before stroking.
  package static let strokeFlatteningTolerance: CGFloat = 0.02

  /// The outline of this path stroked with `width`, `cap`, `join` and `miterLimit`
  /// (Core Graphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`).
  ///
  /// Each subpath becomes one contour (open: one side forward, the end cap, the other
  /// side back, the start cap) or two (closed: one per side, in opposite directions).
  /// At a corner the outer side gets the join; the inner side runs through the corner
  /// point itself, so the outline overlaps itself there, as Core Graphics' does: fill it
  /// with non-zero. A miter is used while `1 / sin(phi / 2)` (phi the angle between the
  /// two segments) is at most `miterLimit`, else a bevel. Curves are flattened first
  /// (within 0.02 points) and their inner vertices joined with miters, which for such
  /// small turns is the same as the smooth offset curve; Core Graphics returns curves.
  public func strokedOutline(
    width: CGFloat, cap: LineCap = .butt, join: LineJoin = .miter,
    miterLimit: CGFloat = Path.defaultMiterLimit
  ) -> Path {
    let halfWidth = abs(width) / 2
    guard halfWidth > 0, halfWidth.isFinite else { return Path() }
    var outline = Path()
    for subpath in subpaths() {
      let (points, curveVertex) = flattenedWithCurveMarks(subpath)
      var stroker = SubpathStroker(
        points: points, smooth: curveVertex, closed: subpath.isClosed, halfWidth: halfWidth,
        cap: cap, join: join, miterLimit: miterLimit)
      stroker.stroke(into: &outline)
    }
    return outline
  }

  /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`, by Core Graphics' name.
  public func copy(
    strokingWithWidth width: CGFloat, lineCap: LineCap, lineJoin: LineJoin,
    miterLimit: CGFloat, transform: Transform2D = .identity
  ) -> Path {
    strokedOutline(width: width, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
      .applying(transform)
  }

  /// A subpath's points with curves flattened, without repeated points, and for each
  /// point whether it lies inside a curve (a smooth vertex, not a corner).
  private func flattenedWithCurveMarks(_ subpath: Subpath) -> ([CGPoint], [Bool]) {
    var points = [subpath.start]
    var smooth = [false]
    func add(_ p: CGPoint, isSmooth: Bool) {
      guard p.isFinite else { return }
      if let last = points.last, (p - last).length < 1e-9 { return }
      points.append(p)
      smooth.append(isSmooth)
    }
    for segment in subpath.segments {
      var piece = Path()
      piece.move(to: segment.start)
      switch segment.kind {
      case .line: add(segment.end, isSmooth: false)
      case .quad(let c):
        piece.addQuadCurve(to: segment.end, control: c)
      case .cubic(let c1, let c2):
        piece.addCurve(to: segment.end, control1: c1, control2: c2)
      }
      if segment.kind != .line {
        let line = piece.flattened(tolerance: Path.strokeFlatteningTolerance).first ?? []
        for (k, p) in line.enumerated().dropFirst() { add(p, isSmooth: k < line.count - 1) }
      }
    }
    if subpath.isClosed, points.count > 1, let first = points.first, let last = points.last,
      (first - last).length < 1e-9
    {
      points.removeLast()
      smooth.removeLast()
    }
    return (points, smooth)
  }
}

/// Strokes one flattened subpath.
private struct SubpathStroker {
  let points: [CGPoint]
  let smooth: [Bool]
  let closed: Bool
  let halfWidth: CGFloat
  let cap: LineCap
  let join: LineJoin
  let miterLimit: CGFloat

  init(
    points: [CGPoint], smooth: [Bool], closed: Bool, halfWidth: CGFloat, cap: LineCap,
    join: LineJoin, miterLimit: CGFloat
  ) {
    self.points = points
    self.smooth = smooth
    self.closed = closed && points.count > 2
    self.halfWidth = halfWidth
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
  }

  /// The unit direction of segment k (from point k to point k + 1, wrapping if closed).
  func direction(_ k: Int) -> CGPoint {
    let a = points[k]
    let b = points[(k + 1) % points.count]
    let d = b - a
    return d * (1 / d.length)
  }

  /// The left normal (to the left when facing along `d` on screen, y down).
  func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: d.y, y: -d.x) }

  mutating func stroke(into outline: inout Path) {
    guard let first = points.first else { return }
    if points.count == 1 {
      dot(at: first, into: &outline)
      return
    }
    let segmentCount = closed ? points.count : points.count - 1
    let (left, right) = sides(segmentCount: segmentCount)
    if closed {
      // One contour per side; the right side runs backwards so the ring is empty inside
      // under non-zero.
      emit(left, reversed: false, into: &outline, close: true)
      emit(right, reversed: true, into: &outline, close: true)
      return
    }
    // Left side forward, end cap, right side backward, start cap.
    var contour = left
    contour += capPieces(at: points[points.count - 1], direction: direction(segmentCount - 1))
    contour += reversedPieces(right)
    contour += capPieces(at: points[0], direction: direction(0) * -1)
    emit(contour, reversed: false, into: &outline, close: true)
  }

  /// Both sides' pieces, segment by segment.
  func sides(segmentCount: Int) -> (left: [PathPiece], right: [PathPiece]) {
    var left: [PathPiece] = []
    var right: [PathPiece] = []
    var skipLeft = false
    var skipRight = false
    for k in 0..<segmentCount {
      side(k, sign: 1, segmentCount: segmentCount, skipStart: &skipLeft, into: &left)
      side(k, sign: -1, segmentCount: segmentCount, skipStart: &skipRight, into: &right)
    }
    return (left, right)
  }

  /// The pieces of one side (sign 1 left, -1 right) for segment k: its offset line, and
  /// the join to segment k + 1 where there is one. `skipStart` is set when the join put
  /// down the point where the next offset line starts.
  func side(
    _ k: Int, sign: CGFloat, segmentCount: Int, skipStart: inout Bool,
    into pieces: inout [PathPiece]
  ) {
    let d = direction(k)
    let n = normal(d) * (sign * halfWidth)
    let vertexIndex = (k + 1) % points.count
    let vertex = points[vertexIndex]
    if !skipStart { pieces.append(.point(points[k] + n)) }
    skipStart = false
    let b = vertex + n
    guard closed || k < segmentCount - 1 else {
      pieces.append(.point(b))
      return
    }
    let d2 = direction((k + 1) % segmentCount)
    let n2 = normal(d2) * (sign * halfWidth)
    let cosTurn = (d.x * d2.x + d.y * d2.y).clamped(to: -1...1)
    if smooth[vertexIndex], cosTurn > 0 {
      // Inside a curve both sides meet where their offset lines cross.
      pieces.append(.point(vertex + (n + n2) * (1 / (1 + cosTurn))))
      skipStart = true
      return
    }
    pieces.append(.point(b))
    // turn > 0: a clockwise turn on screen (from +x towards +y), whose outer side is
    // the left one (sign 1).
    let turn = d.x * d2.y - d.y * d2.x
    if abs(turn) < 1e-12, cosTurn > 0 { return }  // straight on
    guard turn * sign > 0 else {
      pieces.append(.point(vertex))  // inner side: through the corner itself
      return
    }
    switch join {
    case .bevel: break
    case .round:
      pieces.append(.arc(center: vertex, from: b, to: vertex + n2, clockwise: sign > 0))
    case .miter:
      // The segments meet at phi = pi - turn; the miter length over the width is
      // 1 / sin(phi / 2) = 1 / cos(turn / 2), with cos(turn / 2)^2 = (1 + cos turn) / 2.
      let sinHalfPhi = ((1 + cosTurn) / 2).squareRoot()
      if sinHalfPhi > 1e-12, 1 / sinHalfPhi <= miterLimit {
        pieces.append(.point(vertex + (n + n2) * (1 / (1 + cosTurn))))
      }
    }
  }

  /// The cap at `end`, leaving along `direction` (outward), from the left side's end to
  /// the right side's end.
  func capPieces(at end: CGPoint, direction d: CGPoint) -> [PathPiece] {
    let n = normal(d) * halfWidth
    let left = end + n
    let right = end - n
    switch cap {
    case .butt: return [.point(right)]
    case .square:
      let out = d * halfWidth
      return [.point(left + out), .point(right + out), .point(right)]
    case .round:
      return [.arc(center: end, from: left, to: right, clockwise: true)]
    }
  }

  func reversedPieces(_ pieces: [PathPiece]) -> [PathPiece] {
    // Walk the side backwards; arcs swap their ends and direction.
    pieces.reversed().map { piece in
      switch piece {
      case .point: piece
      case .arc(let c, let from, let to, let clockwise):
        .arc(center: c, from: to, to: from, clockwise: !clockwise)
      }
    }
  }

  /// A stroke of a single point: a disc for round caps, a square for square caps.
  func dot(at p: CGPoint, into outline: inout Path) {
    switch cap {
    case .butt: return
    case .round:
      outline.addEllipse(
        in: CGRect(
          x: p.x - halfWidth, y: p.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
    case .square:
      outline.addRect(
        CGRect(x: p.x - halfWidth, y: p.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
    }
  }

  func emit(_ pieces: [PathPiece], reversed: Bool, into outline: inout Path, close: Bool) {
    let ordered = reversed ? reversedPieces(pieces) : pieces
    var started = false
    for piece in ordered {
      switch piece {
      case .point(let p):
        if started { outline.addLine(to: p) } else { outline.move(to: p); started = true }
      case .arc(let c, let from, let to, let clockwise):
        if !started { outline.move(to: from); started = true }
        let start = atan2(from.y - c.y, from.x - c.x)
        var end = atan2(to.y - c.y, to.x - c.x)
        // The short way round in the asked direction (joins and caps never exceed pi).
        if clockwise, end < start { end += 2 * .pi }
        if !clockwise, end > start { end -= 2 * .pi }
        outline.addArc(
          center: c, radius: halfWidth, startAngle: start, endAngle: end, clockwise: clockwise)
      }
    }
    if started, close { outline.closeSubpath() }
  }
}

/// A piece of a stroke side: a point to draw a line to, or an arc about a centre.
private enum PathPiece {
  case point(CGPoint)
  case arc(center: CGPoint, from: CGPoint, to: CGPoint, clockwise: Bool)
}
