import Foundation
import Graphics

/// The fill rule of a shape layer, by Core Animation's names.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

  var rule: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

/// The end style of a shape layer's stroke, by Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  var cap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The corner style of a shape layer's stroke, by Core Animation's names.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  var join: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// A layer that draws a path in its bounds space: filled with `fillColor` (opaque black
/// by default) under `fillRule` (non-zero by default), then stroked with `strokeColor`
/// (none by default) `lineWidth` wide (1), with `lineCap` (butt), `lineJoin` (miter) and
/// `miterLimit` (10), the stroke centred on the path.
open class CAShapeLayer: CALayer {
  open var path: CGPath? {
    didSet { valueChanged("path", from: .path(oldValue?.storage), to: .path(path?.storage)) }
  }
  open var fillColor: CGColor? = CGColor.opaqueBlack {
    didSet {
      valueChanged("fillColor", from: .color(oldValue?.color), to: .color(fillColor?.color))
    }
  }
  open var fillRule = CAShapeLayerFillRule.nonZero
  open var strokeColor: CGColor? {
    didSet {
      valueChanged("strokeColor", from: .color(oldValue?.color), to: .color(strokeColor?.color))
    }
  }
  open var lineWidth: CGFloat = 1 {
    didSet {
      valueChanged("lineWidth", from: .number(Double(oldValue)), to: .number(Double(lineWidth)))
    }
  }
  open var lineCap = CAShapeLayerLineCap.butt
  open var lineJoin = CAShapeLayerLineJoin.miter
  open var miterLimit: CGFloat = 10

  public required init() { super.init() }
  public override init(layer: Any) { super.init(layer: layer) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func modelValue(forKey key: String) -> AnimatableValue? {
    switch key {
    case "path": .path(path?.storage)
    case "fillColor": .color(fillColor?.color)
    case "strokeColor": .color(strokeColor?.color)
    case "lineWidth": .number(Double(lineWidth))
    default: super.modelValue(forKey: key)
    }
  }

  override func setModelValue(_ value: AnimatableValue, forKey key: String) {
    switch (key, value) {
    case ("path", .path(let path)): self.path = path.map(CGPath.init(storage:))
    case ("fillColor", .color(let color)): fillColor = color.map(CGColor.init(color:))
    case ("strokeColor", .color(let color)): strokeColor = color.map(CGColor.init(color:))
    case ("lineWidth", .number(let number)): lineWidth = CGFloat(number)
    default: super.setModelValue(value, forKey: key)
    }
  }

  override var contentExtent: CGRect {
    guard let box = path?.boundingBox, !box.isNull else { return bounds }
    // A miter can reach miterLimit half-widths out; round and square caps half a width.
    let reach = strokeColor == nil ? 0 : lineWidth / 2 * max(miterLimit, 1.5)
    return bounds.union(box.insetBy(dx: -reach, dy: -reach))
  }

  override func drawIntrinsicContent(in context: CGContext) {
    super.drawIntrinsicContent(in: context)
    guard let path = path?.storage else { return }
    context.saveGState()
    if let fillColor {
      context.setFillColor(fillColor)
      context.fill(path, rule: fillRule.rule)
    }
    if let strokeColor, lineWidth > 0 {
      context.setFillColor(strokeColor)
      let outline = path.strokedOutline(
        width: lineWidth, cap: lineCap.cap, join: lineJoin.join, miterLimit: miterLimit)
      context.fill(outline, rule: .nonZero)
    }
    context.restoreGState()
  }
}

/// A layer filled with an axial gradient between `startPoint` and `endPoint` (unit
/// coordinates of the bounds: top centre to bottom centre by default).
///
/// Colours are interpolated in straight sRGB between `locations` (evenly spread when
/// nil); beyond the ends the end colours continue. Only the axial type is modelled.
open class CAGradientLayer: CALayer {
  /// The colours, as `CGColor` values (other values are ignored, as in Core Animation).
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)

  public required init() { super.init() }
  public override init(layer: Any) { super.init(layer: layer) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func drawIntrinsicContent(in context: CGContext) {
    super.drawIntrinsicContent(in: context)
    let start = CGPoint(
      x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
    let end = CGPoint(
      x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
    let stops = GradientStops(self)
    context.drawLinearGradient(in: Path(rect: bounds), from: start, to: end) { stops.color(at: $0) }
  }
}

/// A gradient's colours and their positions, read once per drawing.
struct GradientStops {
  let colors: [Color]
  let positions: [CGFloat]

  init(_ layer: CAGradientLayer) {
    let colors = (layer.colors ?? []).compactMap { ($0 as? CGColor)?.color }
    let spacing = CGFloat(max(1, colors.count - 1))
    self.colors = colors
    positions =
      layer.locations.map { $0.map { CGFloat($0.doubleValue) } }
      ?? colors.indices.map { CGFloat($0) / spacing }
  }

  /// Straight-sRGB interpolation between the stops around `t`; the end colours continue
  /// beyond the ends.
  func color(at t: CGFloat) -> Color {
    guard let first = colors.first, let last = colors.last else { return .clear }
    guard colors.count > 1, let firstPosition = positions.first else { return first }
    if t <= firstPosition { return first }
    for k in 1..<min(colors.count, positions.count) where t <= positions[k] {
      let span = positions[k] - positions[k - 1]
      let local = span > 0 ? (t - positions[k - 1]) / span : 1
      return colors[k - 1].mixed(with: colors[k], local)
    }
    return last
  }
}
