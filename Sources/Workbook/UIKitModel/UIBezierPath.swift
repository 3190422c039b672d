import Foundation
import Graphics

/// UIKit's mutable path object, with UIKit's initialisers and argument labels, over a
/// `Path` value.
///
/// Not isolated to the main actor (as in UIKit), and not `Sendable`.
open class UIBezierPath: NSObject, NSCopying, NSSecureCoding {
  /// The path's elements, as the engine draws them.
  @_spi(Engine) public var path: Path
  /// Fill with even-odd instead of non-zero in `fill()` and `contains(_:)`.
  open var usesEvenOddFillRule = false
  /// How `stroke()` draws: 1 point wide, butt caps, miter joins, miter limit 10.
  open var lineWidth: CGFloat = 1
  open var lineCapStyle = CGLineCap.butt
  open var lineJoinStyle = CGLineJoin.miter
  open var miterLimit: CGFloat = Path.defaultMiterLimit
  /// How finely curves are flattened when drawn (the model draws them to a fixed, finer
  /// tolerance and keeps this value only to read it back).
  open var flatness: CGFloat = 0.6

  /// An empty path.
  public override init() {
    path = Path()
    super.init()
  }

  /// A path holding `path`'s elements.
  @_spi(Engine) public init(path: Path) {
    self.path = path
    super.init()
  }

  /// A path from an archive: the model reads nothing from it and starts empty.
  public required init?(coder: NSCoder) {
    path = Path()
    super.init()
  }

  open func encode(with coder: NSCoder) {}
  public static var supportsSecureCoding: Bool { true }

  /// A copy with the same elements and drawing properties.
  open func copy(with zone: NSZone? = nil) -> Any {
    let other = UIBezierPath(path: path)
    other.usesEvenOddFillRule = usesEvenOddFillRule
    other.lineWidth = lineWidth
    other.lineCapStyle = lineCapStyle
    other.lineJoinStyle = lineJoinStyle
    other.miterLimit = miterLimit
    other.flatness = flatness
    return other
  }

  public convenience init(cgPath CGPath: CGPath) { self.init(path: CGPath.storage) }

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

  /// The path as a Core Graphics path (a copy: changing one does not change the other).
  open var cgPath: CGPath {
    get { CGPath(storage: path) }
    set { path = newValue.storage }
  }

  open var isEmpty: Bool { path.isEmpty }
  open var currentPoint: CGPoint { path.currentPoint ?? .zero }

  /// The smallest rectangle holding every point of the path, control points included
  /// (as UIKit documents).
  open var bounds: CGRect { path.boundingBox }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds an arc; with a current point a straight line first joins it to the arc's start.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  open func close() { path.closeSubpath() }
  open func removeAllPoints() { path = Path() }

  /// Adds `bezierPath`'s subpaths to this path, unchanged and separate.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

  /// The same outline drawn the other way round.
  open func reversing() -> UIBezierPath {
    let reversed = UIBezierPath(path: path.reversed())
    reversed.usesEvenOddFillRule = usesEvenOddFillRule
    return reversed
  }

  /// Whether `point` is inside the path under its fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Fills the path in the current graphics context with its fill colour.
  open func fill() {
    UIGraphicsGetCurrentContext()?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Strokes the path in the current graphics context with its stroke colour and its
  /// `lineWidth`, `lineCapStyle`, `lineJoinStyle` and `miterLimit`.
  open func stroke() {
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
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    fill()
    context.restoreGState()
  }

  /// Strokes with a blend mode and alpha, as `stroke(with:alpha:)` does.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    stroke()
    context.restoreGState()
  }
}
