import Foundation

/// How a filled path decides which points are inside.
///
/// - `nonZero`: inside where the winding number (the signed count of edges crossing a ray
///   from the point) is not zero. Core Graphics calls this `.winding`.
/// - `evenOdd`: inside where the winding number is odd.
public enum FillRule: String, Sendable, CaseIterable {
  case nonZero = "nonzero"
  case evenOdd = "evenodd"

  /// Whether a point with this winding number is inside.
  @inlinable public func isInside(winding: Int) -> Bool {
    switch self {
    case .nonZero: winding != 0
    case .evenOdd: winding & 1 != 0
    }
  }
}

/// A path as a list of elements: the value type behind `CGPath` and `UIBezierPath`.
///
/// Coordinates are in points, y growing downward. Like Core Graphics, a path keeps its
/// elements exactly as built; curves are flattened only when something needs lines
/// (filling, hit-testing, tight bounds).
public struct Path: Equatable, Sendable {
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  public private(set) var elements: [Element] = []
  /// Where the next element starts; nil on an empty path.
  public private(set) var currentPoint: CGPoint?
  private var subpathStart: CGPoint?

  public init() {}

  public init(elements: [Element]) {
    for element in elements { append(element) }
  }

  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line. With no current point the line's end starts a new subpath
  /// (UIKit raises an exception there; the model is lenient and says so).
  public mutating func addLine(to point: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    beginImplicitSubpathIfClosed()
    elements.append(.line(to: point))
    currentPoint = point
  }

  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    beginImplicitSubpathIfClosed()
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    beginImplicitSubpathIfClosed()
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath with a straight line to its start; the current point
  /// becomes that start, as in Core Graphics.
  public mutating func closeSubpath() {
    guard currentPoint != nil, let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Appends every element of `other`, keeping its subpaths separate.
  public mutating func addPath(_ other: Path) {
    for element in other.elements { append(element) }
  }

  public mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// After `closeSubpath`, drawing on starts a new subpath at the closed one's start.
  private mutating func beginImplicitSubpathIfClosed() {
    if elements.last == .closeSubpath, let start = currentPoint {
      elements.append(.move(to: start))
    }
  }

  /// The path with every point mapped through `transform`.
  public func applying(_ transform: Transform2D) -> Path {
    Path(elements: elements.map { $0.applying(transform) })
  }

  /// The same outlines drawn in the opposite direction (what `UIBezierPath.reversing()`
  /// returns): each subpath starts at its old end, and curves swap their controls.
  public func reversed() -> Path {
    var result = Path()
    for subpath in subpaths() {
      let last = subpath.segments.last?.end ?? subpath.start
      result.move(to: last)
      for segment in subpath.segments.reversed() {
        switch segment.kind {
        case .line: result.addLine(to: segment.start)
        case .quad(let c): result.addQuadCurve(to: segment.start, control: c)
        case .cubic(let c1, let c2):
          result.addCurve(to: segment.start, control1: c2, control2: c1)
        }
      }
      if subpath.isClosed { result.closeSubpath() }
    }
    return result
  }

  /// The smallest rectangle holding every point of the path, control points included:
  /// what `CGPath.boundingBox` and `UIBezierPath.bounds` return. `.null` when empty.
  public var boundingBox: CGRect {
    var box = BoxAccumulator()
    for element in elements {
      switch element {
      case .move(let p), .line(let p): box.add(p)
      case .quadCurve(let p, let c): box.add(p); box.add(c)
      case .curve(let p, let c1, let c2): box.add(p); box.add(c1); box.add(c2)
      case .closeSubpath: break
      }
    }
    return box.rect
  }

  /// The smallest rectangle holding the drawn outline, without control points
  /// (`CGPath.boundingBoxOfPath`), measured on the flattened path.
  public var boundingBoxOfPath: CGRect {
    var box = BoxAccumulator()
    for polygon in flattened(tolerance: 0.01) { for p in polygon { box.add(p) } }
    return box.rect
  }

  /// Whether `point` is inside the path filled with `rule`. Every subpath counts as
  /// closed, as when filling.
  public func contains(_ point: CGPoint, using rule: FillRule = .nonZero) -> Bool {
    rule.isInside(winding: winding(at: point))
  }

  /// The winding number of the filled path at `point`: the signed count of edges a ray
  /// towards +x crosses (downward edges count +1, upward -1).
  public func winding(at point: CGPoint) -> Int {
    Path.winding(at: point, polygons: flattened(tolerance: 0.01))
  }

  /// The winding number at `point` of already flattened polygons, so callers asking
  /// about many points flatten once.
  package static func winding(at point: CGPoint, polygons: [[CGPoint]]) -> Int {
    var winding = 0
    for polygon in polygons {
      guard var previous = polygon.last else { continue }
      for p in polygon {
        defer { previous = p }
        let (a, b) = (previous, p)
        if a.y <= point.y {
          if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y, cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return winding
  }

  private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}

extension Path.Element {
  func applying(_ t: Transform2D) -> Path.Element {
    switch self {
    case .move(let p): .move(to: p.applying(t))
    case .line(let p): .line(to: p.applying(t))
    case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
    case .curve(let p, let c1, let c2):
      .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: .closeSubpath
    }
  }
}

/// Grows a rectangle around points.
struct BoxAccumulator {
  private var minX = CGFloat.infinity, minY = CGFloat.infinity
  private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

  mutating func add(_ p: CGPoint) {
    guard p.isFinite else { return }
    minX = min(minX, p.x); minY = min(minY, p.y)
    maxX = max(maxX, p.x); maxY = max(maxY, p.y)
  }

  var rect: CGRect {
    minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

// MARK: - Subpaths as segments

extension Path {
  /// One drawn piece of a subpath.
  struct Segment: Equatable {
    enum Kind: Equatable {
      case line
      case quad(CGPoint)
      case cubic(CGPoint, CGPoint)
    }
    var start: CGPoint
    var kind: Kind
    var end: CGPoint
  }

  /// A subpath: where it starts, its segments, and whether it was closed explicitly.
  struct Subpath {
    var start: CGPoint
    var segments: [Segment] = []
    var isClosed = false
  }

  /// The path split into subpaths of explicit segments (the closing line is not listed).
  func subpaths() -> [Subpath] {
    var result: [Subpath] = []
    var current: Subpath?
    var point = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        if let c = current { result.append(c) }
        current = Subpath(start: p)
        point = p
      case .line(let p):
        current?.segments.append(Segment(start: point, kind: .line, end: p))
        point = p
      case .quadCurve(let p, let c):
        current?.segments.append(Segment(start: point, kind: .quad(c), end: p))
        point = p
      case .curve(let p, let c1, let c2):
        current?.segments.append(Segment(start: point, kind: .cubic(c1, c2), end: p))
        point = p
      case .closeSubpath:
        current?.isClosed = true
        if let c = current { result.append(c); point = c.start }
        current = nil
      }
    }
    if let c = current { result.append(c) }
    return result
  }
}
