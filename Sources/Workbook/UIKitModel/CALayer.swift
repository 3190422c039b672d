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
  open var bounds = CGRect.zero {
    didSet {
      if needsDisplayOnBoundsChange, bounds != oldValue { setNeedsDisplay() }
      valueChanged("bounds", from: .rect(oldValue), to: .rect(bounds))
    }
  }
  open var position = CGPoint.zero {
    didSet { valueChanged("position", from: .point(oldValue), to: .point(position)) }
  }
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Layers with a higher `zPosition` draw above their siblings; equal values keep the
  /// order of `sublayers`.
  open var zPosition: CGFloat = 0
  private var transformValue = CGAffineTransform.identity
  open var opacity: Float = 1 {
    didSet {
      valueChanged("opacity", from: .number(Double(oldValue)), to: .number(Double(opacity)))
    }
  }
  open var isHidden = false
  open var masksToBounds = false
  open var cornerRadius: CGFloat = 0 {
    didSet {
      valueChanged(
        "cornerRadius", from: .number(Double(oldValue)), to: .number(Double(cornerRadius)))
    }
  }
  /// Which corners `cornerRadius` rounds (all by default), with Core Animation's names.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// `.circular` or `.continuous`. The model draws circular corners either way (see
  /// `Path.addRoundedRect`); the property is kept so that UIKit's code reads the same.
  open var cornerCurve: CALayerCornerCurve = .circular
  open var backgroundColor: CGColor? {
    didSet {
      valueChanged(
        "backgroundColor", from: .color(oldValue?.color), to: .color(backgroundColor?.color))
    }
  }
  open var borderColor: CGColor? = CGColor.opaqueBlack {
    didSet {
      valueChanged("borderColor", from: .color(oldValue?.color), to: .color(borderColor?.color))
    }
  }
  open var borderWidth: CGFloat = 0 {
    didSet {
      valueChanged("borderWidth", from: .number(Double(oldValue)), to: .number(Double(borderWidth)))
    }
  }
  /// A layer whose alpha multiplies this layer's whole output, sublayers included. It is
  /// placed in this layer's coordinate space, as if it were a sublayer.
  open var mask: CALayer? {
    didSet {
      oldValue?.superlayer = nil
      mask?.removeFromSuperlayer()
    }
  }
  /// The shadow's colour (opaque black by default).
  open var shadowColor: CGColor? = CGColor.opaqueBlack {
    didSet {
      valueChanged("shadowColor", from: .color(oldValue?.color), to: .color(shadowColor?.color))
    }
  }
  /// How opaque the shadow is; 0 (no shadow) by default.
  open var shadowOpacity: Float = 0 {
    didSet {
      valueChanged(
        "shadowOpacity", from: .number(Double(oldValue)), to: .number(Double(shadowOpacity)))
    }
  }
  /// How far the shadow is blurred, in points; 3 by default. The blur is a Gaussian
  /// whose sigma is `SimulatorHooks.layerShadowSigmaPerRadius` times this radius.
  open var shadowRadius: CGFloat = 3 {
    didSet {
      valueChanged(
        "shadowRadius", from: .number(Double(oldValue)), to: .number(Double(shadowRadius)))
    }
  }
  /// Where the shadow is moved; (0, -3) by default, which in UIKit's y-down space is
  /// three points *up*.
  open var shadowOffset = CGSize(width: 0, height: -3) {
    didSet {
      valueChanged(
        "shadowOffset", from: .point(CGPoint(x: oldValue.width, y: oldValue.height)),
        to: .point(CGPoint(x: shadowOffset.width, y: shadowOffset.height)))
    }
  }
  /// The shadow's shape, filled with non-zero; nil means the shape of the layer's
  /// rendered content (its alpha, sublayers included).
  open var shadowPath: CGPath? {
    didSet {
      valueChanged("shadowPath", from: .path(oldValue?.storage), to: .path(shadowPath?.storage))
    }
  }
  /// Whether a change of the bounds calls `setNeedsDisplay()` (false by default, as in
  /// Core Animation): otherwise a layer's own drawing, made for the old size, is
  /// stretched to the new bounds.
  open var needsDisplayOnBoundsChange = false
  /// Pixels per point of the layer's own drawing (`draw(in:)`). 1 by default, as in Core
  /// Animation: "For layers you create and manage yourself, you must set the value of
  /// this property yourself" (CALayer › contentsScale). A view's own layer gets the
  /// screen's scale from UIKit. A layer drawn at 1 on a 3x screen is magnified, each of
  /// its pixels a 3 x 3 block (the model samples the nearest pixel; Core Animation
  /// interpolates, which looks blurred rather than blocky).
  open var contentsScale: CGFloat = 1
  /// Drawn into the bounds, stretched to fill them: a `CGImage` (or, as the model also
  /// accepts, a `UIImage`).
  open var contents: Any?
  /// The layers drawn over this one, back to front. Setting it takes each new layer from
  /// its old superlayer and detaches the layers left out, as `addSublayer` and
  /// `removeFromSuperlayer` would.
  open var sublayers: [CALayer]? {
    get { sublayerList }
    set {
      let incoming = newValue ?? []
      for old in sublayerList ?? [] where !incoming.contains(where: { $0 === old }) {
        old.superlayer = nil
      }
      for layer in incoming where layer.superlayer !== self {
        layer.removeFromSuperlayer()
        layer.superlayer = self
      }
      sublayerList = newValue
    }
  }
  private var sublayerList: [CALayer]?
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

  // MARK: Actions and animations (see CALayer+Animations.swift)

  /// The animations the layer is playing, by key.
  var animations: [LayerAnimation] = []
  /// Whether the layer has been drawn (as part of a tree): until then its changes do not
  /// animate, as a layer's first values do not in Core Animation.
  var hasBeenRendered = false
  var changingWithoutActions = false

  /// Actions by key, searched before the defaults: map a key to `NSNull()` to change that
  /// property without an animation.
  open var actions: [String: any CAAction]?

  /// The action for a change of `event` (a property's key): nil while the transaction
  /// disables actions; `NSNull` for a view's own layer (UIKit's view answers so outside
  /// an animation block); then `actions`, then `defaultAction(forKey:)`, then, for a
  /// property the model animates, a basic animation with the transaction's duration
  /// (0.25 s by default) and Core Animation's default timing.
  ///
  /// Except for a path: "Unlike most animatable properties, `path` (as with all
  /// CGPathRef animatable properties) does not support implicit animation" (Apple,
  /// CAShapeLayer › path; the same words on CALayer › shadowPath). A new `path` or
  /// `shadowPath` is shown at once, even while the layer's frame animates; an explicit
  /// `CABasicAnimation(keyPath: "path")`, or an action put in `actions`, still animates it.
  open func action(forKey event: String) -> (any CAAction)? {
    if CATransaction.disableActions() { return nil }
    if owningView != nil { return NSNull() }
    if let action = actions?[event] { return action }
    if let action = type(of: self).defaultAction(forKey: event) { return action }
    guard !CALayer.pathKeys.contains(event), modelValue(forKey: event) != nil else { return nil }
    let animation = CABasicAnimation(keyPath: event)
    animation.duration = CATransaction.animationDuration()
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return animation
  }

  /// The keys of the CGPath properties, which never animate implicitly.
  static let pathKeys: Set<String> = ["path", "shadowPath"]

  /// The class's own action for `event` (none by default).
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

  /// Plays `anim` on the layer from now (or its `beginTime`). The model plays basic
  /// animations of the properties it animates; the layer's own value stays as it is.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    guard let basic = anim as? CABasicAnimation, let keyPath = basic.keyPath,
      let model = modelValue(forKey: keyPath)
    else { return }
    let now = CACurrentMediaTime()
    let from = AnimatableValue(basic.fromValue) ?? presentedValue(forKey: keyPath, at: now) ?? model
    let to = AnimatableValue(basic.toValue) ?? model
    let name = key ?? keyPath
    animations.removeAll { $0.key == name }
    let keeps =
      !basic.isRemovedOnCompletion && (basic.fillMode == .forwards || basic.fillMode == .both)
    animations.append(
      LayerAnimation(
        key: name, keyPath: keyPath, from: from, to: to,
        begin: basic.beginTime > 0 ? basic.beginTime : now,
        duration: basic.duration > 0 ? basic.duration : CATransaction.animationDuration(),
        curve: basic.timingFunction?.curve, keepsEndValue: keeps, animation: basic))
  }

  open func animation(forKey key: String) -> CAAnimation? {
    animations.last { $0.key == key }?.animation
  }

  open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }

  open func removeAllAnimations() { animations.removeAll() }

  open func animationKeys() -> [String]? {
    let keys = animations.map(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// The value of an animatable property as the model holds it.
  func modelValue(forKey key: String) -> AnimatableValue? {
    switch key {
    case "bounds": .rect(bounds)
    case "position": .point(position)
    case "opacity": .number(Double(opacity))
    case "cornerRadius": .number(Double(cornerRadius))
    case "backgroundColor": .color(backgroundColor?.color)
    case "borderWidth": .number(Double(borderWidth))
    case "borderColor": .color(borderColor?.color)
    case "shadowOpacity": .number(Double(shadowOpacity))
    case "shadowRadius": .number(Double(shadowRadius))
    case "shadowOffset": .point(CGPoint(x: shadowOffset.width, y: shadowOffset.height))
    case "shadowPath": .path(shadowPath?.storage)
    case "shadowColor": .color(shadowColor?.color)
    default: nil
    }
  }

  /// Sets an animatable property without running an action.
  func setModelValue(_ value: AnimatableValue, forKey key: String) {
    switch (key, value) {
    case ("bounds", .rect(let rect)): bounds = rect
    case ("position", .point(let point)): position = point
    case ("opacity", .number(let number)): opacity = Float(number)
    case ("cornerRadius", .number(let number)): cornerRadius = CGFloat(number)
    case ("backgroundColor", .color(let color)): backgroundColor = color.map(CGColor.init(color:))
    case ("borderWidth", .number(let number)): borderWidth = CGFloat(number)
    case ("borderColor", .color(let color)): borderColor = color.map(CGColor.init(color:))
    case ("shadowOpacity", .number(let number)): shadowOpacity = Float(number)
    case ("shadowRadius", .number(let number)): shadowRadius = CGFloat(number)
    case ("shadowOffset", .point(let point)): shadowOffset = CGSize(width: point.x, height: point.y)
    case ("shadowPath", .path(let path)): shadowPath = path.map(CGPath.init(storage:))
    case ("shadowColor", .color(let color)): shadowColor = color.map(CGColor.init(color:))
    default: break
    }
  }

  // MARK: The layer tree

  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var list = sublayerList ?? []
    list.insert(layer, at: min(Int(idx), list.count))
    sublayerList = list
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
      parent.sublayerList?.removeAll { $0 === self }
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

  /// Asks for the layer's own content (`draw(in:)`) to be drawn again before the layer
  /// is next shown. As in Core Animation, a layer made in code draws nothing until it is
  /// asked to: a layer that is never told shows only its background, border and
  /// sublayers (`needsDisplayOnBoundsChange` asks on every change of the bounds).
  public func setNeedsDisplay() { needsLayerDisplay = true }

  /// Whether `setNeedsDisplay()` was called since the layer last drew.
  open func needsDisplay() -> Bool { needsLayerDisplay }

  var needsLayerDisplay = false
  /// What `draw(in:)` drew last: `contentsScale` pixels per point of the bounds it was
  /// drawn for, kept and stretched to the bounds until the layer is asked to draw again.
  var layerDrawing: Bitmap?
  /// Set when `CALayer.draw(in:)` itself runs (a layer that draws nothing of its own).
  var reachedBaseLayerDraw = false
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
  /// background and below its sublayers. Does nothing by default. Core Animation calls
  /// it after `setNeedsDisplay()`, into a buffer of `contentsScale` pixels per point
  /// (see `drawOwnContent(in:)`).
  open func draw(in ctx: CGContext) { reachedBaseLayerDraw = true }

  /// The layer's own drawing shown in `context`. A view's own layer draws the view's
  /// drawing, kept by the view; any other layer draws with `draw(in:)` only when it was
  /// asked to (`setNeedsDisplay()`), into a buffer `contentsScale` pixels per point of
  /// its bounds, which is kept and shown stretched over the bounds (Core Animation's
  /// default `contentsGravity`, `.resize`) until it is asked again.
  func drawOwnContent(in context: CGContext) {
    guard owningView == nil else {
      draw(in: context)
      return
    }
    if needsLayerDisplay {
      needsLayerDisplay = false
      layerDrawing = makeLayerDrawing()
    }
    if let layerDrawing {
      context.draw(layerDrawing, in: bounds, blendMode: .normal, alpha: 1)
    }
  }

  /// Runs `draw(in:)` into a buffer of `contentsScale` pixels per point of the bounds;
  /// nil when it draws nothing, or the buffer would be empty or absurdly large.
  private func makeLayerDrawing() -> Bitmap? {
    let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
    let width = (bounds.width * scale).rounded(.up)
    let height = (bounds.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height <= 16_777_216
    else { return nil }
    let context = CGContext(
      bitmap: Bitmap(width: Int(width), height: Int(height)),
      ctm: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
    reachedBaseLayerDraw = false
    draw(in: context)
    if reachedBaseLayerDraw, context.bitmap.pixels.allSatisfy({ $0.w == 0 }) { return nil }
    return context.bitmap
  }

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
