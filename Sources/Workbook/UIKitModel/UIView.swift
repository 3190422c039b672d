import Foundation
import Graphics

/// UIKit's view: a node of the view tree, backed by a layer of class `layerClass` that
/// stores its geometry and draws it.
///
/// Layout follows UIKit's contract in a simplified, synchronous form: a change of size
/// (or `setNeedsLayout()`) marks the view, and `layoutIfNeeded()` runs `layoutSubviews()`
/// on the marked views from the top down. UIKit also lays out on its own at the end of
/// each run-loop turn; the model does that only when a figure is drawn. The model has no
/// windows, no Auto Layout and no trait collections.
///
/// As in UIKit, `init(frame:)` is the designated initializer and `init?(coder:)` is
/// required (views can come from a storyboard): a subclass that adds a designated
/// initializer must also write `required init?(coder:)`.
@MainActor open class UIView: UIResponder, @preconcurrency NSCoding {
  /// The class of the backing layer; override to back a view with, say, `CAShapeLayer`.
  open class var layerClass: AnyClass { CALayer.self }

  private let backingLayer: CALayer
  /// The layer that stores the view's geometry and draws it.
  open var layer: CALayer { backingLayer }
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  private var needsLayout = true
  /// The view controller whose `view` this is: told before and after each layout.
  weak var viewController: UIViewController?
  open var isUserInteractionEnabled = true
  /// Space inside the view's edges that content should keep clear of.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// A number to find the view by; 0 by default.
  open var tag = 0
  /// Whether the view promises to fill its bounds with opaque pixels (true by default).
  /// A view that overrides `draw(_:)` and keeps it true, with no opaque
  /// `backgroundColor`, shows black wherever its drawing leaves pixels unpainted or
  /// translucent (see `opaqueBackingStore(of:bounds:transform:)`): set it to false, and
  /// the background to `.clear`, for a drawing with transparency.
  open var isOpaque = true

  public init(frame: CGRect) {
    let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    backingLayer = layerType.init()
    super.init()
    backingLayer.owningView = self
    backingLayer.contentsScale = ScreenScale.current  // UIKit sets the screen's
    self.frame = frame
  }

  /// A view from an archive: the model reads nothing from it, and the view starts with a
  /// zero frame.
  public required init?(coder: NSCoder) {
    let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    backingLayer = layerType.init()
    super.init()
    backingLayer.owningView = self
    backingLayer.contentsScale = ScreenScale.current
  }

  /// `init(frame: .zero)`.
  public override convenience init() { self.init(frame: .zero) }

  open func encode(with coder: NSCoder) {}

  open var frame: CGRect {
    get { layer.frame }
    set {
      let oldSize = layer.bounds.size
      layer.frame = newValue
      if layer.bounds.size != oldSize { setNeedsLayout() }
    }
  }

  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      if newValue.size != oldSize { setNeedsLayout() }
    }
  }

  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// Applied about the centre; `frame` is not meaningful while it is not the identity.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  /// Resolved with the view's traits, and again when they change (a dynamic colour such
  /// as `.systemBackground` follows the appearance; a `CGColor` set on a layer does not).
  open var backgroundColor: UIColor? {
    get {
      if let backgroundColorSet,
        layer.backgroundColor?.color
          == backgroundColorSet.resolvedColor(with: traitCollection).color
      {
        return backgroundColorSet
      }
      return layer.backgroundColor.map(UIColor.init(cgColor:))
    }
    set {
      backgroundColorSet = newValue
      layer.backgroundColor = newValue.map {
        CGColor(color: $0.resolvedColor(with: traitCollection).color)
      }
    }
  }
  /// The colour given to `backgroundColor`, dynamic or not.
  private var backgroundColorSet: UIColor?

  // MARK: Traits

  /// The appearance this view and its subviews take whatever the screen's
  /// (`.unspecified`, the default: its superview's, and at the top the screen's).
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { applyTraitChanges() }
  }

  /// The traits the view is shown with: its appearance (see `overrideUserInterfaceStyle`)
  /// and the screen's scale.
  open var traitCollection: UITraitCollection {
    var view: UIView? = self
    while let current = view {
      if current.overrideUserInterfaceStyle != .unspecified {
        return UITraitCollection(userInterfaceStyle: current.overrideUserInterfaceStyle)
      }
      view = current.superview
    }
    return UITraitCollection(userInterfaceStyle: Appearance.screen)
  }

  /// Called after the view's traits changed (its appearance, here), as UIKit does on
  /// iOS 8 to 17 (since iOS 17 `registerForTraitChanges(_:handler:)` is preferred).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The appearance the view was last shown with.
  private var shownStyle: UIUserInterfaceStyle?

  /// Brings the tree up to date with its appearance before it is drawn, as UIKit does
  /// when the appearance changes: dynamic background colours are resolved again, drawn
  /// views draw again, and `traitCollectionDidChange(_:)` is called.
  @_spi(Engine) public func applyTraitChanges() {
    let traits = traitCollection
    if let backgroundColorSet {
      let resolved = backgroundColorSet.resolvedColor(with: traits).color
      if layer.backgroundColor?.color != resolved {
        layer.backgroundColor = CGColor(color: resolved)
      }
    }
    if let shownStyle, shownStyle != traits.userInterfaceStyle {
      setNeedsDisplay()
      traitCollectionDidChange(UITraitCollection(userInterfaceStyle: shownStyle))
    }
    shownStyle = traits.userInterfaceStyle
    for subview in subviews { subview.applyTraitChanges() }
  }

  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// A view whose alpha masks this one.
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  /// How the drawing fits the bounds when they change size without `setNeedsDisplay()`:
  /// stretched (`.scaleToFill`, the default), drawn again (`.redraw`) or placed unscaled.
  open var contentMode = ContentMode.scaleToFill

  // MARK: The view tree

  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    view.removeFromSuperview()
    let index = min(max(index, 0), subviews.count)
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

  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insertSubview(
      view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  // MARK: Layout

  open func setNeedsLayout() { needsLayout = true }

  /// Runs `layoutSubviews()` now if the view is marked, then does the same for its
  /// subviews, top down. The view of a view controller tells it, as UIKit does:
  /// `viewWillLayoutSubviews()` before, `viewDidLayoutSubviews()` after.
  open func layoutIfNeeded() {
    if needsLayout {
      viewController?.viewWillLayoutSubviews()
      needsLayout = false
      layoutSubviews()
      viewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Override to place subviews (and sublayers) from the view's current bounds.
  open func layoutSubviews() {}

  /// The size that fits `size`; by default the view's current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of its current size.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  // MARK: Drawing

  /// Override to draw the view's content with the current graphics context
  /// (`UIGraphicsGetCurrentContext()`), in the view's bounds space, over its background.
  /// As in UIKit, what it draws is kept (clipped to the bounds) and shown again in later
  /// frames without calling it, until `setNeedsDisplay()`: a view whose data changes
  /// must call that, or it goes on showing the old drawing. When the view's size
  /// changes, the old drawing is fitted to the new bounds by `contentMode` (stretched by
  /// the default, `.scaleToFill`); only `.redraw` draws again. (The model also draws
  /// again when a figure shows the view at another place, which on a device does not
  /// happen. A figure drawn at two pixel densities, the terminal's and the web's, keeps a
  /// drawing for each, made and kept by these rules, as two devices would.)
  open func draw(_ rect: CGRect) { reachedBaseDraw = true }

  /// Asks for `draw(_:)` to run again before the view is next shown.
  open func setNeedsDisplay() { needsDisplay = true }

  /// Asks for `draw(_:)` again for `rect` (the model draws the whole view again).
  open func setNeedsDisplay(_ rect: CGRect) { needsDisplay = true }

  /// Whether `draw(_:)` must run before the view is next shown (true until it first has);
  /// setting it forgets every kept drawing.
  var needsDisplay = true {
    didSet { if needsDisplay { drawings = [:] } }
  }
  /// What `draw(_:)` drew last (device pixels), and for which device transform and
  /// bounds, for each pixel density the view was shown at (the transform's scale and
  /// rotation: `a`, `b`, `c`, `d`).
  var drawings: [[CGFloat]: (bitmap: Bitmap, transform: CGAffineTransform, bounds: CGRect)] = [:]
  /// Set when `UIView.draw(_:)` itself runs: a view that does not override it draws
  /// nothing, and the model stops preparing a buffer for it.
  var reachedBaseDraw = false
  var drawsContent = true

  /// Composites what `draw(_:)` drew into `context` (whose transform maps this view's
  /// bounds space to device pixels), drawing it first if it must be.
  func drawBackingStore(into context: CGContext) {
    guard drawsContent else { return }
    let transform = context.ctm
    let bounds = layer.bounds
    let density = [transform.a, transform.b, transform.c, transform.d]
    var redraw = needsDisplay || drawings[density] == nil
    if let drawing = drawings[density], !redraw,
      drawing.transform != transform || drawing.bounds != bounds
    {
      if drawing.bounds.size != bounds.size, contentMode != .redraw {
        // UIKit keeps the old drawing and fits it to the new bounds.
        drawFitted(drawing, into: context, bounds: bounds)
        return
      }
      redraw = true
    }
    var drawing = drawings[density]
    if redraw {
      var buffer = context.bitmap.emptyCopy(limitedTo: bounds.applying(transform))
      if buffer.width > 0, buffer.height > 0 {
        let own = CGContext(bitmap: buffer, ctm: transform)
        GraphicsContextStack.isolated {
          GraphicsContextStack.current.push(own, scale: 1)
          Appearance.$drawing.withValue(traitCollection) { draw(bounds) }
        }
        buffer = own.bitmap
      }
      if isOpaque, (layer.backgroundColor?.alpha ?? 0) < 1, !reachedBaseDraw {
        buffer = Self.opaqueBackingStore(of: buffer, bounds: bounds, transform: transform)
      }
      drawing = (buffer, transform, bounds)
      needsDisplay = false
      drawings[density] = drawing
      if reachedBaseDraw, buffer.pixels.allSatisfy({ $0.w == 0 }) {
        drawsContent = false  // UIView's own draw(_:): nothing to keep
        drawings = [:]
        drawing = nil
      }
    }
    if let drawing, drawing.bitmap.width > 0, drawing.bitmap.height > 0 {
      context.bitmap.draw(drawing.bitmap)
    }
  }

  /// What an opaque view's drawing becomes when it leaves pixels unpainted or
  /// translucent: the drawing over black. UIKit gives an opaque view (`isOpaque`, the
  /// default) a backing store without an alpha channel and does not clear it; Apple's
  /// page says "If the view is opaque and either does not fill its bounds or contains
  /// wholly or partially transparent content, the results are unpredictable" (UIView ›
  /// isOpaque). On a device that is black where nothing was painted, over a nil or clear
  /// `backgroundColor`; the model shows exactly that, so the mistake is visible. (An
  /// opaque `backgroundColor` is painted under the drawing, and hides nothing.)
  static func opaqueBackingStore(of drawing: Bitmap, bounds: CGRect, transform: CGAffineTransform)
    -> Bitmap
  {
    var flattened = drawing.emptyCopy()
    flattened.fill(Path(rect: bounds), color: .black, transform: transform)
    flattened.draw(drawing)
    return flattened
  }

  /// Draws an old drawing made for other bounds into `bounds`, as `contentMode` fits it:
  /// stretched to fill (`.scaleToFill`), scaled to fit or to fill keeping its
  /// proportions, or unscaled at the centre, an edge or a corner.
  private func drawFitted(
    _ drawing: (bitmap: Bitmap, transform: CGAffineTransform, bounds: CGRect),
    into context: CGContext, bounds: CGRect
  ) {
    let old = drawing.bounds
    guard old.width > 0, old.height > 0, drawing.bitmap.width > 0, drawing.bitmap.height > 0
    else { return }
    // The drawing's pixels, and the rectangle of the old bounds space they cover.
    var pixels = Bitmap(width: drawing.bitmap.width, height: drawing.bitmap.height)
    pixels.pixels = drawing.bitmap.pixels
    let covered = CGRect(
      x: drawing.bitmap.originX, y: drawing.bitmap.originY, width: drawing.bitmap.width,
      height: drawing.bitmap.height
    ).applying(drawing.transform.inverted())
    var (sx, sy) = (bounds.width / old.width, bounds.height / old.height)
    switch contentMode {
    case .scaleAspectFit: (sx, sy) = (min(sx, sy), min(sx, sy))
    case .scaleAspectFill: (sx, sy) = (max(sx, sy), max(sx, sy))
    case .scaleToFill, .redraw: break
    default: (sx, sy) = (1, 1)
    }
    // Where the old bounds go: placed by the mode within the new bounds.
    let size = CGSize(width: old.width * sx, height: old.height * sy)
    let x: CGFloat =
      switch contentMode {
      case .left, .topLeft, .bottomLeft: bounds.minX
      case .right, .topRight, .bottomRight: bounds.maxX - size.width
      default: bounds.midX - size.width / 2
      }
    let y: CGFloat =
      switch contentMode {
      case .top, .topLeft, .topRight: bounds.minY
      case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
      default: bounds.midY - size.height / 2
      }
    let target = CGRect(
      x: x + (covered.minX - old.minX) * sx, y: y + (covered.minY - old.minY) * sy,
      width: covered.width * sx, height: covered.height * sy)
    context.draw(pixels, in: target, blendMode: .normal, alpha: 1)
  }

  // MARK: Animation (the options and curves are in UIViewAnimation.swift)

  /// Runs `animations` at once (the model's values jump to the end, as UIKit's model
  /// layer does) on a spring with damping ratio `dampingRatio`, fitted to `duration`
  /// (UIKit does not publish how; see `UISpringTimingParameters`), starting at
  /// `velocity`, normalised by the distance (1 = the whole distance per second, in the
  /// direction of the motion). Returns nothing, as in UIKit: `Simulator.animations(_:)`
  /// gives figure code the animation to sample. `completion` runs at once with true
  /// (UIKit calls it when the animation ends).
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let timing = UISpringTimingParameters(
      dampingRatio: dampingRatio, initialVelocity: CGVector(dx: 0, dy: velocity))
    run(
      UIViewPropertyAnimator(duration: duration, timingParameters: timing), animations, completion)
  }

  /// Runs `animations` at once on the timing curve `options` names (ease in and out by
  /// default); `completion` runs at once with true.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
    let timing = UICubicTimingParameters(animationCurve: curve)
    run(
      UIViewPropertyAnimator(duration: duration, timingParameters: timing), animations, completion)
  }

  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// The duration of the animation block being run, 0 outside one: "This method only
  /// returns a non-zero value if called within a UIView animation block" (Apple, UIView ›
  /// inheritedAnimationDuration). In the model it is the duration of the `UIView.animate`
  /// call or property animator whose animations are running.
  open class var inheritedAnimationDuration: TimeInterval { inheritedDuration }

  /// The duration `inheritedAnimationDuration` answers, one per task.
  @TaskLocal static var inheritedDuration: TimeInterval = 0

  /// Runs `actionsWithoutAnimation` (the model never animates views anyway).
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  private static func run(
    _ animator: UIViewPropertyAnimator, _ animations: @escaping () -> Void,
    _ completion: ((Bool) -> Void)?
  ) {
    animator.addAnimations(animations)
    animator.startAnimation()
    completion?(true)
  }

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
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: view?.layer)
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: view?.layer)
  }

  /// Maps a point from `view`'s bounds space (nil: the window's) into this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: view?.layer)
  }

  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: view?.layer)
  }
}
