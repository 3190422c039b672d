import Foundation
import Graphics

/// Core Animation's layer: a rectangle of content in its superlayer's space, drawn with
/// its sublayers, clipped, masked and faded as one group.
///
/// Geometry follows Core Animation: `bounds` is the layer's own coordinate space (its
/// origin shifts the sublayers, which is how scroll views scroll), `position` is where
/// the `anchorPoint` (unit coordinates, centre by default) sits in the superlayer, and
/// `frame` is derived from both. The model keeps an affine transform (a `transform`
/// that is not affine is flattened to its affine part), draws immediately rather than
/// through a render server, and calls `draw(in:)` whenever the layer is drawn (Core
/// Animation only after `setNeedsDisplay()`).
///
/// One difference in shape: `init()` is `required` here, where Apple's is not. Swift on
/// Linux can only create an instance of a view's `layerClass` through a required
/// initializer, so a subclass that overrides `init()` writes `required override init()`
/// (which Xcode accepts too).
open class CALayer: NSObject, NSSecureCoding {
  open var bounds = CGRect.zero
  open var position = CGPoint.zero
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Layers with a higher `zPosition` draw above their siblings; equal values keep the
  /// order of `sublayers`.
  open var zPosition: CGFloat = 0
  private var transformValue = CGAffineTransform.identity
  open var opacity: Float = 1
  open var isHidden = false
  open var masksToBounds = false
  open var cornerRadius: CGFloat = 0
  /// Which corners `cornerRadius` rounds (all by default), with Core Animation's names.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// `.circular` or `.continuous`. The model draws circular corners either way (see
  /// `Path.addRoundedRect`); the property is kept so that UIKit's code reads the same.
  open var cornerCurve: CALayerCornerCurve = .circular
  open var backgroundColor: CGColor?
  open var borderColor: CGColor? = CGColor.opaqueBlack
  open var borderWidth: CGFloat = 0
  /// A layer whose alpha multiplies this layer's whole output, sublayers included. It is
  /// placed in this layer's coordinate space, as if it were a sublayer.
  open var mask: CALayer? {
    didSet {
      oldValue?.superlayer = nil
      mask?.removeFromSuperlayer()
    }
  }
  /// The shadow's colour (opaque black by default).
  open var shadowColor: CGColor? = CGColor.opaqueBlack
  /// How opaque the shadow is; 0 (no shadow) by default.
  open var shadowOpacity: Float = 0
  /// How far the shadow is blurred, in points; 3 by default. The blur is a Gaussian
  /// whose sigma is `Simulator.layerShadowSigmaPerRadius` times this radius.
  open var shadowRadius: CGFloat = 3
  /// Where the shadow is moved; (0, -3) by default, which in UIKit's y-down space is
  /// three points *up*.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's shape, filled with non-zero; nil means the shape of the layer's
  /// rendered content (its alpha, sublayers included).
  open var shadowPath: CGPath?
  /// Whether the content is drawn again when the bounds change (false by default).
  open var needsDisplayOnBoundsChange = false
  /// Drawn into the bounds, stretched to fill them: a `CGImage` (or, as the model also
  /// accepts, a `UIImage`).
  open var contents: Any?
  public private(set) var sublayers: [CALayer]?
  public private(set) weak var superlayer: CALayer?
  /// The view that owns this layer as its backing layer, if any.
  weak var owningView: UIView?

  public required override init() { super.init() }

  /// Copies the geometry and appearance of another layer (Core Animation uses this for
  /// presentation copies).
  public init(layer: Any) {
    super.init()
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    opacity = other.opacity
    backgroundColor = other.backgroundColor
  }

  /// A layer from an archive: the model reads nothing from it and starts empty.
  public required init?(coder: NSCoder) { super.init() }

  open func encode(with coder: NSCoder) {}
  public static var supportsSecureCoding: Bool { true }

  /// The rectangle the layer occupies in its superlayer. Setting it sets `position` and
  /// `bounds.size`; like Core Animation, it is not meaningful while a transform that is
  /// not a translation is set.
  open var frame: CGRect {
    get {
      CGRect(
        x: position.x - anchorPoint.x * bounds.width,
        y: position.y - anchorPoint.y * bounds.height,
        width: bounds.width, height: bounds.height
      ).applyingAbout(transformValue, anchor: position)
    }
    set {
      let size = newValue.standardized.size
      bounds.size = size
      position = CGPoint(
        x: newValue.standardized.minX + anchorPoint.x * size.width,
        y: newValue.standardized.minY + anchorPoint.y * size.height)
    }
  }

  /// The layer's transform, applied about its anchor point. The model keeps only the
  /// affine part of it.
  open var transform: CATransform3D {
    get { CATransform3DMakeAffineTransform(transformValue) }
    set { transformValue = CATransform3DGetAffineTransform(newValue) }
  }

  public func affineTransform() -> CGAffineTransform { transformValue }
  public func setAffineTransform(_ m: CGAffineTransform) { transformValue = m }

  // MARK: The layer tree

  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(idx), list.count))
    sublayers = list
    layer.superlayer = self
  }

  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }

  /// Puts `newLayer` where `oldLayer` is, and takes `oldLayer` out.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  public func removeFromSuperlayer() {
    if let parent = superlayer {
      parent.sublayers?.removeAll { $0 === self }
      if parent.mask === self { parent.mask = nil }
    }
    superlayer = nil
  }

  // MARK: Coordinates

  /// Maps a point in this layer's bounds space into its superlayer's space.
  var transformToSuperlayer: CGAffineTransform {
    let anchorOffset = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    return CGAffineTransform(translationX: -anchorOffset.x, y: -anchorOffset.y)
      .concatenating(transformValue)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// Maps a point from this layer's space into `layer`'s (both in one tree), as
  /// `convert(_:to:)` does; nil `layer` means the root's superlayer space.
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    let toRoot = transformToAncestorSpace()
    let fromRoot = l?.transformToAncestorSpace().inverted() ?? .identity
    return p.applying(toRoot).applying(fromRoot)
  }

  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    let toRoot = transformToAncestorSpace()
    let fromRoot = l?.transformToAncestorSpace().inverted() ?? .identity
    return r.applying(toRoot.concatenating(fromRoot))
  }

  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    let toRoot = l?.transformToAncestorSpace() ?? .identity
    return p.applying(toRoot.concatenating(transformToAncestorSpace().inverted()))
  }

  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    let toRoot = l?.transformToAncestorSpace() ?? .identity
    return r.applying(toRoot.concatenating(transformToAncestorSpace().inverted()))
  }

  /// From this layer's space to the space the root layer sits in.
  func transformToAncestorSpace() -> CGAffineTransform {
    var transform = CGAffineTransform.identity
    var layer: CALayer? = self
    while let current = layer {
      transform = transform.concatenating(current.transformToSuperlayer)
      layer = current.superlayer
    }
    return transform
  }

  // MARK: Drawing

  /// Asks for the content to be drawn again (the model draws it every time anyway).
  public func setNeedsDisplay() {}
  /// Asks for `layoutSublayers()` before the layer is next drawn.
  public func setNeedsLayout() { needsSublayerLayout = true }
  /// Runs `layoutSublayers()` now if it was asked for.
  public func layoutIfNeeded() {
    if needsSublayerLayout {
      needsSublayerLayout = false
      layoutSublayers()
    }
  }
  /// Override to place sublayers from the current bounds.
  open func layoutSublayers() {}
  var needsSublayerLayout = false

  /// Override to draw custom content with `ctx`, in the layer's bounds space, above its
  /// background and below its sublayers. Does nothing by default.
  open func draw(in ctx: CGContext) {}

  /// Where the layer's own content may draw beyond its bounds (its bounds by default;
  /// a shape layer's path may reach outside them).
  var contentExtent: CGRect { bounds }

  /// What the layer draws itself, before `draw(in:)`: a view's drawing for a backing
  /// layer, the `contents` image, a shape layer's path, a gradient.
  func drawIntrinsicContent(in context: CGContext) {
    if let view = owningView {
      // A backing layer is drawn on the main thread, as its view's drawing is in UIKit.
      nonisolated(unsafe) let context = context
      MainActor.assumeIsolated { view.drawBackingStore(into: context) }
    }
    if let image = contents.flatMap(CALayer.bitmap(ofContents:)) {
      context.draw(image, in: bounds, blendMode: .normal, alpha: 1)
    }
  }

  /// The pixels of a `contents` value: a `CGImage`, or a `UIImage` (which Core Animation
  /// would not show; the model accepts it).
  static func bitmap(ofContents value: Any) -> Bitmap? {
    if let image = value as? CGImage { return image.bitmap }
    if let image = value as? UIImage { return image.bitmapForDrawing }
    return nil
  }
}

extension CGRect {
  /// The bounding box of this rectangle after `transform` is applied about `anchor`.
  func applyingAbout(_ transform: CGAffineTransform, anchor: CGPoint) -> CGRect {
    if transform.isIdentity { return self }
    let about = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    return applying(about)
  }
}

/// The corners of a layer, as Core Animation names them: min/max x and y in the layer's
/// own space, where y grows downwards on iOS (`layerMinXMinYCorner` is the top left).
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's corners curve.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Core Animation's 4 x 4 transform. The model keeps only what an affine transform
/// holds (m11, m12, m21, m22, m41, m42); the rest is carried along but not drawn.
public struct CATransform3D: Equatable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// All zeros, as a C structure starts (not the identity: that is
  /// `CATransform3DIdentity`).
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 0,
      m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
    m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
  m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// A transform that scales by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// The 3D transform that does what `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
