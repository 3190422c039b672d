import Foundation
import Graphics

/// Core Animation's layer: a rectangle of content in its superlayer's space, drawn with
/// its sublayers, clipped, masked and faded as one group.
///
/// Geometry follows Core Animation: `bounds` is the layer's own coordinate space (its
/// origin shifts the sublayers, which is how scroll views scroll), `position` is where
/// the `anchorPoint` (unit coordinates, centre by default) sits in the superlayer, and
/// `frame` is derived from both. The model keeps an affine transform rather than a
/// `CATransform3D`, and draws immediately rather than through a render server.
open class CALayer {
  public var bounds = CGRect.zero
  public var position = CGPoint.zero
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Layers with a higher `zPosition` draw above their siblings; equal values keep the
  /// order of `sublayers`.
  public var zPosition: CGFloat = 0
  private var transformValue = CGAffineTransform.identity
  public var opacity: Float = 1
  public var isHidden = false
  public var masksToBounds = false
  public var cornerRadius: CGFloat = 0
  /// Which corners `cornerRadius` rounds (all by default), with Core Animation's names.
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// `.circular` or `.continuous`. The model draws circular corners either way (see
  /// `Path.addRoundedRect`); the property is kept so that UIKit's code reads the same.
  public var cornerCurve: CALayerCornerCurve = .circular
  public var backgroundColor: CGColor?
  public var borderColor: CGColor? = .black
  public var borderWidth: CGFloat = 0
  /// A layer whose alpha multiplies this layer's whole output, sublayers included. It is
  /// placed in this layer's coordinate space, as if it were a sublayer.
  public var mask: CALayer? {
    didSet {
      oldValue?.superlayer = nil
      mask?.removeFromSuperlayer()
    }
  }
  /// The shadow's colour (opaque black by default).
  public var shadowColor: CGColor? = .black
  /// How opaque the shadow is; 0 (no shadow) by default.
  public var shadowOpacity: Float = 0
  /// How far the shadow is blurred, in points; 3 by default. The blur is a Gaussian
  /// whose sigma is `CALayer.shadowSigmaPerRadius` times this radius.
  public var shadowRadius: CGFloat = 3
  /// Where the shadow is moved; (0, -3) by default, which in UIKit's y-down space is
  /// three points *up*.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's shape, filled with non-zero; nil means the shape of the layer's
  /// rendered content (its alpha, sublayers included).
  public var shadowPath: CGPath?

  /// The Gaussian's sigma per point of `shadowRadius`. Apple does not publish how the
  /// radius becomes a blur; the evidence points to sigma close to the radius for layers
  /// (for `CGContext.setShadow(offset:blur:color:)`, to blur / 2), so the model uses 1.
  public static let shadowSigmaPerRadius: CGFloat = 1

  /// Drawn into the bounds, stretched to fill them: a `UIImage` or its `cgImage`.
  public var contents: Any?
  public private(set) var sublayers: [CALayer]?
  public private(set) weak var superlayer: CALayer?
  /// The view that owns this layer as its backing layer, if any.
  weak var owningView: UIView?

  public required init() {}

  /// Copies the geometry and appearance of another layer (Core Animation uses this for
  /// presentation copies).
  public init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    opacity = other.opacity
    backgroundColor = other.backgroundColor
  }

  /// The rectangle the layer occupies in its superlayer. Setting it sets `position` and
  /// `bounds.size`; like Core Animation, it is not meaningful while a transform that is
  /// not a translation is set.
  public var frame: CGRect {
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

  public func affineTransform() -> CGAffineTransform { transformValue }
  public func setAffineTransform(_ transform: CGAffineTransform) { transformValue = transform }

  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
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

  public func removeFromSuperlayer() {
    if let parent = superlayer {
      parent.sublayers?.removeAll { $0 === self }
      if parent.mask === self { parent.mask = nil }
    }
    superlayer = nil
  }

  /// Maps a point in this layer's bounds space into its superlayer's space.
  public var transformToSuperlayer: CGAffineTransform {
    let anchorOffset = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    return CGAffineTransform(translationX: -anchorOffset.x, y: -anchorOffset.y)
      .concatenating(transformValue)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// Maps a point from this layer's space into `layer`'s (both in one tree), as
  /// `convert(_:to:)` does; nil `layer` means the root's superlayer space.
  public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    let toRoot = transformToAncestorSpace()
    let fromRoot = layer?.transformToAncestorSpace().inverted() ?? .identity
    return point.applying(toRoot).applying(fromRoot)
  }

  public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    let toRoot = transformToAncestorSpace()
    let fromRoot = layer?.transformToAncestorSpace().inverted() ?? .identity
    return rect.applying(toRoot.concatenating(fromRoot))
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

  /// Where the layer's own content may draw beyond its bounds (its bounds by default;
  /// a shape layer's path may reach outside them).
  open var contentExtent: CGRect { bounds }

  /// Draws the layer's own content (not its background, border or sublayers) in its
  /// bounds space. Subclasses override it, as they override `draw(in:)` in Core
  /// Animation; `context`'s transform already maps bounds space to device pixels.
  open func draw(in context: CGContext) {
    if let view = owningView, view.drawsContent {
      // A view's draw(_:) runs into a buffer of its own, clipped to its bounds, which is
      // kept and composited again until setNeedsDisplay() (or the view is shown at
      // another size, place or scale).
      let transform = context.ctm
      if view.needsDisplay || view.drawing?.transform != transform
        || view.drawing?.bounds != bounds
      {
        var buffer = context.bitmap.emptyCopy(limitedTo: bounds.applying(transform))
        if buffer.width > 0, buffer.height > 0 {
          let own = CGContext(bitmap: buffer, ctm: transform)
          GraphicsContextStack.isolated {
            GraphicsContextStack.current.push(own, scale: 1)
            view.draw(bounds)
          }
          buffer = own.bitmap
        }
        view.drawing = (buffer, transform, bounds)
        view.needsDisplay = false
        if view.reachedBaseDraw, buffer.pixels.allSatisfy({ $0.w == 0 }) {
          view.drawsContent = false  // UIView's own draw(_:): nothing to keep
          view.drawing = nil
        }
      }
      if let drawing = view.drawing, drawing.bitmap.width > 0, drawing.bitmap.height > 0 {
        context.bitmap.draw(drawing.bitmap)
      }
    }
    if let image = (contents as? UIImage) ?? (contents as? CGImage).map({ UIImage(cgImage: $0) }) {
      context.draw(image.bitmapForDrawing, in: bounds, blendMode: .normal, alpha: 1)
    }
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
public enum CALayerCornerCurve: Sendable {
  case circular
  case continuous
}
