import Foundation
import Graphics

/// UIKit's view: a node of the view tree, backed by a layer of class `layerClass` that
/// stores its geometry and draws it.
///
/// Layout follows UIKit's contract in a simplified, synchronous form: a change of size
/// (or `setNeedsLayout()`) marks the view, and `layoutIfNeeded()` runs `layoutSubviews()`
/// on the marked views from the top down. UIKit also lays out on its own at the end of
/// each run-loop turn; the model does that only when a figure is drawn. The model has no
/// main-actor isolation, no Auto Layout and no trait collections.
open class UIView {
  /// The class of the backing layer; override to back a view with, say, `CAShapeLayer`.
  open class var layerClass: AnyClass { CALayer.self }

  public let layer: CALayer
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  private var needsLayout = true
  public var isUserInteractionEnabled = true
  /// Space inside the view's edges that content should keep clear of.
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  public init(frame: CGRect) {
    let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    layer = layerType.init()
    layer.owningView = self
    self.frame = frame
  }

  public convenience init() { self.init(frame: .zero) }

  public var frame: CGRect {
    get { layer.frame }
    set {
      let oldSize = layer.bounds.size
      layer.frame = newValue
      if layer.bounds.size != oldSize { setNeedsLayout() }
    }
  }

  public var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      if newValue.size != oldSize { setNeedsLayout() }
    }
  }

  public var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// Applied about the centre; `frame` is not meaningful while it is not the identity.
  public var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  public var backgroundColor: UIColor? {
    get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
    set { layer.backgroundColor = newValue?.cgColor }
  }

  public var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  public var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  public var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  // MARK: The view tree

  public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    view.removeFromSuperview()
    let index = index.clamped(to: 0...subviews.count)
    // The layer goes just below the layer of the subview now at `index`, so that the
    // view order and the layer order agree even when other sublayers are present.
    if index < subviews.count {
      layer.insertSublayer(view.layer, below: subviews[index].layer)
    } else {
      layer.addSublayer(view.layer)
    }
    subviews.insert(view, at: index)
    view.superview = self
    view.setNeedsLayout()
  }

  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
  }

  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  // MARK: Layout

  public func setNeedsLayout() { needsLayout = true }

  /// Runs `layoutSubviews()` now if the view is marked, then does the same for its
  /// subviews, top down.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Override to place subviews (and sublayers) from the view's current bounds.
  open func layoutSubviews() {}

  /// Override to draw the view's content with the current graphics context
  /// (`UIGraphicsGetCurrentContext()`), in the view's bounds space, over its background.
  /// As in UIKit, what it draws is kept (clipped to the bounds) and shown again in later
  /// frames without calling it, until `setNeedsDisplay()`: a view whose data changes
  /// must call that, or it goes on showing the old drawing. The model also draws again
  /// when the view is shown at another size, place or scale (UIKit would stretch the old
  /// drawing unless `contentMode` is `.redraw`).
  open func draw(_ rect: CGRect) { reachedBaseDraw = true }

  /// Asks for `draw(_:)` to run again before the view is next shown.
  public func setNeedsDisplay() { needsDisplay = true }

  /// Whether `draw(_:)` must run before the view is next shown (true until it first has).
  var needsDisplay = true
  /// What `draw(_:)` drew last, and for which device transform and bounds.
  var drawing: (bitmap: Bitmap, transform: CGAffineTransform, bounds: CGRect)?
  /// Set when `UIView.draw(_:)` itself runs: a view that does not override it draws
  /// nothing, and the model stops preparing a buffer for it.
  var reachedBaseDraw = false
  var drawsContent = true

  // MARK: Touches

  /// The deepest visible, interactive view containing `point` (in this view's bounds
  /// space), as UIKit finds it: nil if this view is hidden, nearly transparent (alpha
  /// below 0.01), not interactive, or `point(inside:with:)` says no; otherwise the first
  /// subview from the front that returns a view, or this view itself.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, point.isFinite,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (bounds space) is inside the view: by default, inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: Coordinates

  /// Maps a point from this view's bounds space into `view`'s (nil: the window's).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: view?.layer)
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: view?.layer)
  }

  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let toRoot = view?.layer.transformToAncestorSpace() ?? .identity
    return point.applying(toRoot.concatenating(layer.transformToAncestorSpace().inverted()))
  }
}

/// A touch event. The model's hit-testing never looks inside it.
public final class UIEvent {
  public init() {}
}

/// Distances inside the edges of a rectangle.
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

/// A view that shows an image stretched over its bounds (the model supports only
/// `scaleToFill`, UIImageView's default content mode).
open class UIImageView: UIView {
  public var image: UIImage? {
    didSet { layer.contents = image }
  }

  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    layer.contents = image
  }
}
