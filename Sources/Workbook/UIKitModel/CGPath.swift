import Foundation
import Graphics

/// Core Graphics' immutable path: lines and curves in subpaths, as a value the model
/// draws with. As in Core Graphics it is a class that cannot be changed once made
/// (`CGMutablePath` is the one that can), compared by its elements.
///
/// Arcs and ellipses are kept as cubic Bézier curves (Core Graphics does the same), and
/// `roundedRect` corners are elliptical quarter arcs.
public class CGPath: Hashable {
  var storage: Path

  init(storage: Path) { self.storage = storage }

  /// The path as the engine draws it.
  @_spi(Engine) public var path: Path { storage }
  /// A path holding `path`'s elements.
  @_spi(Engine) public convenience init(path: Path) { self.init(storage: path) }

  /// A closed rectangle, clockwise on screen from its top-left corner.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(storage: Path(rect: rect).applying(transform?.pointee ?? .identity))
  }

  /// An ellipse inscribed in `rect`, clockwise on screen from the right-middle point.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(storage: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
  }

  /// A rectangle with elliptical corners of `cornerWidth` by `cornerHeight`, each
  /// clamped to half the rectangle's side, as Core Graphics does.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    var path = Path()
    path.addEllipticalRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    self.init(storage: path.applying(transform?.pointee ?? .identity))
  }

  public var isEmpty: Bool { storage.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingBox: CGRect { storage.boundingBox }

  /// The smallest rectangle holding the path's curves themselves.
  public var boundingBoxOfPath: CGRect { storage.boundingBoxOfPath }

  /// Where the next element starts (`.zero` for an empty path).
  public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

  /// Whether `point` is inside the path under `rule`, after `transform`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    storage.applying(transform).contains(point, using: rule.rule)
  }

  // MARK: Path operations (iOS 16)

  /// A path that fills what this one fills under `rule`, under either rule: its
  /// subpaths do not overlap and all turn the same way, so nothing depends on which way
  /// the original's subpaths ran. (iOS 16. The model's pieces are trapezoids, not the
  /// region's outlines as Core Graphics returns them: fill them, do not stroke them; see
  /// `Path.normalizedRegion(rule:tolerance:)`.)
  public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.normalizedRegion(rule: rule.rule))
  }

  /// What this path or `other` fills, each under `rule`, as a normalized path (iOS 16).
  public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.combinedRegion(with: other.storage, .union, rule: rule.rule))
  }

  /// What both this path and `other` fill, as a normalized path (iOS 16).
  public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.combinedRegion(with: other.storage, .intersection, rule: rule.rule))
  }

  /// What this path fills and `other` does not, as a normalized path (iOS 16).
  public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.combinedRegion(with: other.storage, .subtracting, rule: rule.rule))
  }

  /// What exactly one of this path and `other` fills, as a normalized path (iOS 16).
  public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding)
    -> CGPath
  {
    CGPath(
      storage: storage.combinedRegion(with: other.storage, .symmetricDifference, rule: rule.rule))
  }

  /// The outline of the path stroked `lineWidth` wide: a path to fill with non-zero.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    CGPath(
      storage: storage.strokedOutline(
        width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit
      ).applying(transform))
  }

  /// The path transformed by `transform` (the same path for nil).
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(storage: storage.applying(transform?.pointee ?? .identity))
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }
  public func hash(into hasher: inout Hasher) { hasher.combine(storage.elements.count) }
}

/// Core Graphics' mutable path. Every `add` method takes an optional transform applied to
/// what it adds, as Core Graphics' do.
public final class CGMutablePath: CGPath {
  public init() { super.init(storage: Path()) }

  override init(storage: Path) { super.init(storage: storage) }

  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    storage.move(to: point.applying(transform))
  }

  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    storage.addLine(to: point.applying(transform))
  }

  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    storage.move(to: first.applying(transform))
    for point in points.dropFirst() { storage.addLine(to: point.applying(transform)) }
  }

  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    storage.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    storage.addCurve(
      to: end.applying(transform), control1: control1.applying(transform),
      control2: control2.applying(transform))
  }

  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    storage.addPath(Path(rect: rect).applying(transform))
  }

  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    storage.addPath(Path(ellipseIn: rect).applying(transform))
  }

  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    var path = Path()
    path.addEllipticalRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    storage.addPath(path.applying(transform))
  }

  /// An arc of a circle; with a current point, a line first joins it to the arc's start.
  /// `clockwise: true` runs towards decreasing angles, clockwise in Core Graphics' y-up
  /// space, which in a y-down (UIKit) context looks anticlockwise on screen: the opposite
  /// of `UIBezierPath`'s flag, as Apple's documentation warns.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var arc = Path()
    arc.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
    appendJoining(arc.applying(transform))
  }

  /// An arc of `delta` radians from `startAngle` (positive: towards growing angles).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    var arc = Path()
    arc.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
      clockwise: delta >= 0)
    appendJoining(arc.applying(transform))
  }

  /// Appends `piece`, which starts with a move to its first point: with a current point
  /// the move becomes a line, so the piece continues the current subpath.
  private func appendJoining(_ piece: Path) {
    for (index, element) in piece.elements.enumerated() {
      if index == 0, case .move(let start) = element, storage.currentPoint != nil,
        storage.elements.last != .closeSubpath
      {
        storage.addLine(to: start)
      } else {
        storage.append(element)
      }
    }
  }

  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    storage.addPath(path.storage.applying(transform))
  }

  public func closeSubpath() { storage.closeSubpath() }
}

/// Core Graphics' fill rules.
public enum CGPathFillRule: Int {
  case winding = 0
  case evenOdd = 1

  var rule: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}
