import Foundation
import Graphics

/// UIKit's mutable path object, with UIKit's initialisers and argument labels, over a
/// `Path` value.
open class UIBezierPath {
  public var path: Path
  /// Fill with even-odd instead of non-zero in `fill()` and `contains(_:)`.
  public var usesEvenOddFillRule = false
  /// How `stroke()` draws: 1 point wide, butt caps, miter joins, miter limit 10.
  public var lineWidth: CGFloat = 1
  public var lineCapStyle = CGLineCap.butt
  public var lineJoinStyle = CGLineJoin.miter
  public var miterLimit: CGFloat = Path.defaultMiterLimit

  public init() { path = Path() }

  public init(path: Path) { self.path = path }

  public convenience init(cgPath: CGPath) { self.init(path: cgPath) }

  /// A closed rectangle, clockwise on screen from the top-left corner.
  public convenience init(rect: CGRect) { self.init(path: Path(rect: rect)) }

  /// An ellipse inscribed in `rect`, clockwise on screen from the right-middle point.
  public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }

  /// A rectangle with circular corners; the radius is clamped to half the shorter side.
  /// (UIKit draws continuous corners; see `Path.addRoundedRect`.)
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius))
  }

  /// A rectangle with only `corners` rounded. As reported for UIKit, only
  /// `cornerRadii.width` is used, clamped to half the shorter side: passing a frame's
  /// whole size gives a capsule (a circle for a square), not an ellipse.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    var path = Path()
    path.addRoundedRect(rect, cornerRadius: cornerRadii.width, corners: corners)
    self.init(path: path)
  }

  /// An arc as a new subpath; `clockwise: true` runs towards growing angles, which in
  /// UIKit's y-down space looks clockwise on screen (0 to pi is the bottom half).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    var path = Path()
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
    self.init(path: path)
  }

  public var cgPath: CGPath {
    get { path }
    set { path = newValue }
  }

  public var isEmpty: Bool { path.isEmpty }
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }

  /// The smallest rectangle holding every point of the path, control points included
  /// (as UIKit documents).
  public var bounds: CGRect { path.boundingBox }

  public func move(to point: CGPoint) { path.move(to: point) }
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: point, control: controlPoint)
  }
  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds an arc; with a current point a straight line first joins it to the arc's start.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  public func close() { path.closeSubpath() }
  public func removeAllPoints() { path = Path() }

  /// Adds `bezierPath`'s subpaths to this path, unchanged and separate.
  public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

  /// The same outline drawn the other way round.
  public func reversing() -> UIBezierPath {
    let reversed = UIBezierPath(path: path.reversed())
    reversed.usesEvenOddFillRule = usesEvenOddFillRule
    return reversed
  }

  /// Whether `point` is inside the path under its fill rule.
  public func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Fills the path in the current graphics context with its fill colour.
  public func fill() {
    UIGraphicsGetCurrentContext()?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Strokes the path in the current graphics context with its stroke colour and its
  /// `lineWidth`, `lineCapStyle`, `lineJoinStyle` and `miterLimit`.
  public func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.stroke(path)
    context.restoreGState()
  }

  /// Fills with a blend mode and alpha, as `fill(with:alpha:)` does.
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    fill()
    context.restoreGState()
  }
}
