import Foundation
import Graphics

/// A Core Graphics drawing context over a bitmap, with the graphics state Core Graphics
/// keeps: transform, colours, line settings, blend mode, alpha and shadow, saved and
/// restored as a stack.
///
/// The model's contexts are y-down with the origin at the top left, as UIKit presents
/// them; a context from `CGContext(data:width:height:...)` is y-up until flipped, and the
/// model does not make those. It has no clipping path (`clip()`, `addClip()`), no
/// patterns, no text and no PDF.
public final class CGContext {
  struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var fillColor = Color.black
    var strokeColor = Color.black
    var blendMode = CGBlendMode.normal
    var alpha: CGFloat = 1
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit = Path.defaultMiterLimit
    var shadow: Shadow?
  }

  /// A context shadow: drawn beneath each later drawing, from that drawing's alpha.
  struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: Color
  }

  /// The pixels drawn so far.
  @_spi(Engine) public internal(set) var bitmap: Bitmap
  var state = GraphicsState()
  private var savedStates: [GraphicsState] = []
  private var currentPath = Path()

  /// A context drawing into `bitmap`, whose user space maps to device pixels by `ctm`.
  @_spi(Engine) public init(bitmap: Bitmap, ctm: CGAffineTransform = .identity) {
    self.bitmap = bitmap
    state.ctm = ctm
  }

  public var width: Int { bitmap.width }
  public var height: Int { bitmap.height }
  /// The current transformation matrix, from user space to device pixels.
  public var ctm: CGAffineTransform { state.ctm }

  public func saveGState() { savedStates.append(state) }

  /// Restores the last saved state; an unbalanced call is ignored (Core Graphics logs).
  public func restoreGState() {
    if let last = savedStates.popLast() { state = last }
  }

  public func translateBy(x: CGFloat, y: CGFloat) {
    state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm)
  }
  public func scaleBy(x: CGFloat, y: CGFloat) {
    state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm)
  }
  public func rotate(by angle: CGFloat) {
    state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
  }
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  public func setFillColor(_ color: CGColor) { state.fillColor = color.color }
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.color }
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
  /// The alpha every later drawing is multiplied by.
  public func setAlpha(_ alpha: CGFloat) {
    state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
  }

  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  // MARK: The current path

  /// Forgets the current path.
  public func beginPath() { currentPath = Path() }
  public func move(to point: CGPoint) { currentPath.move(to: point) }
  public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
  public func addPath(_ path: CGPath) { currentPath.addPath(path.storage) }
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }
  public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }
  public func closePath() { currentPath.closeSubpath() }

  /// Fills the current path with the fill colour and clears it, as Core Graphics does.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fill(currentPath, rule: rule.rule)
    currentPath = Path()
  }

  /// Strokes the current path with the stroke colour and line settings, and clears it.
  public func strokePath() {
    stroke(currentPath)
    currentPath = Path()
  }

  // MARK: Shapes

  public func fill(_ rect: CGRect) { fill(Path(rect: rect), rule: .nonZero) }
  public func fill(_ rects: [CGRect]) {
    var path = Path()
    for rect in rects { path.addRect(rect) }
    fill(path, rule: .nonZero)
  }
  public func fillEllipse(in rect: CGRect) { fill(Path(ellipseIn: rect), rule: .nonZero) }
  public func stroke(_ rect: CGRect) { stroke(Path(rect: rect)) }
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(Path(rect: rect))
    restoreGState()
  }
  public func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect)) }

  /// Makes `rect` transparent, whatever the blend mode.
  public func clear(_ rect: CGRect) {
    bitmap.fill(Path(rect: rect), color: .clear, transform: state.ctm, blendMode: .copy)
  }

  /// Strokes `path` (user space): its outline, filled with non-zero.
  func stroke(_ path: Path) {
    let outline = path.strokedOutline(
      width: state.lineWidth, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit
    )
    let color = state.strokeColor.withAlpha(state.strokeColor.alpha * state.alpha)
    let (ctm, mode) = (state.ctm, state.shadow == nil ? state.blendMode.engineMode : .normal)
    drawing { $0.fill(outline, rule: .nonZero, color: color, transform: ctm, blendMode: mode) }
  }

  /// Fills `path` (user space) with the fill colour, blend mode and alpha.
  func fill(_ path: Path, rule: FillRule) {
    let color = state.fillColor.withAlpha(state.fillColor.alpha * state.alpha)
    let (ctm, mode) = (state.ctm, state.shadow == nil ? state.blendMode.engineMode : .normal)
    drawing { $0.fill(path, rule: rule, color: color, transform: ctm, blendMode: mode) }
  }

  // MARK: Shadows and transparency layers

  /// Every later drawing casts a shadow: its alpha moved by `offset` (in device space,
  /// y down as on iOS), blurred with a Gaussian whose sigma is `blur` times
  /// `SimulatorHooks.contextShadowSigmaPerBlur`, tinted `color`. A nil or clear colour turns
  /// shadows off.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, color.alpha > 0 else {
      state.shadow = nil
      return
    }
    state.shadow = Shadow(
      offset: offset, blur: max(0, blur.isFinite ? blur : 0), color: color.color)
  }

  /// `setShadow(offset:blur:color:)` with a third of black, as Core Graphics' shorter form.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
  }

  private struct TransparencyLayer {
    let saved: Bitmap
    let state: GraphicsState
  }

  private var transparencyLayers: [TransparencyLayer] = []

  /// Starts drawing into a fresh transparent buffer, with no shadow and full alpha, until
  /// `endTransparencyLayer()`; then the buffer is composited once, with the shadow and
  /// alpha in force when it began. So overlapping shapes cast one shadow, of their
  /// union, instead of one each.
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
    transparencyLayers.append(TransparencyLayer(saved: bitmap, state: state))
    bitmap = bitmap.emptyCopy()
    state.shadow = nil
    state.alpha = 1
  }

  /// The same, for drawing limited to `rect` (the model's buffer covers the whole
  /// context either way).
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
    beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
  }

  public func endTransparencyLayer() {
    guard let layer = transparencyLayers.popLast() else { return }
    let drawn = bitmap
    bitmap = layer.saved
    let current = state
    state = layer.state
    composite(drawn, alpha: Float(state.alpha))
    state = current
    state.shadow = layer.state.shadow
    state.alpha = layer.state.alpha
  }

  /// Draws `drawn` (a buffer over this context's area) onto the bitmap with the current
  /// shadow beneath it.
  private func composite(_ drawn: Bitmap, alpha: Float) {
    if let shadow = state.shadow {
      var plane = [Float](repeating: 0, count: bitmap.width * bitmap.height)
      let dx = shadow.offset.width.isFinite ? Int(shadow.offset.width.rounded()) : 0
      let dy = shadow.offset.height.isFinite ? Int(shadow.offset.height.rounded()) : 0
      for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
          plane[y * bitmap.width + x] =
            drawn.pixel(atDeviceX: bitmap.originX + x - dx, y: bitmap.originY + y - dy).w
        }
      }
      let scale = (abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c)).squareRoot()
      GaussianBlur.blur(
        &plane, width: bitmap.width, height: bitmap.height,
        sigma: Double(shadow.blur * SimulatorHooks.contextShadowSigmaPerBlur * scale))
      let tint = shadow.color.premultiplied * alpha
      for index in plane.indices where plane[index] > 0 {
        bitmap.pixels[index] = BlendMode.normal.blend(
          tint * min(plane[index], 1), over: bitmap.pixels[index])
      }
    }
    bitmap.draw(drawn, alpha: alpha, blendMode: state.blendMode.engineMode)
  }

  /// Runs a drawing operation, through a separate buffer when a shadow is set so the
  /// shadow can be made from exactly what the operation drew.
  private func drawing(_ operation: (inout Bitmap) -> Void) {
    guard state.shadow != nil else {
      operation(&bitmap)
      return
    }
    var drawn = bitmap.emptyCopy()
    operation(&drawn)
    composite(drawn, alpha: 1)
  }

  // MARK: Images

  /// Draws `image` stretched into `rect` (user space): each device pixel takes the image
  /// pixel under its centre (nearest-neighbour sampling; Core Graphics interpolates).
  /// With `byTiling`, the model still draws the image once.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    draw(image.bitmap, in: rect, blendMode: state.blendMode, alpha: state.alpha)
  }

  func draw(_ image: Bitmap, in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
    let imageToDevice = CGAffineTransform(
      scaleX: rect.width / CGFloat(image.width), y: rect.height / CGFloat(image.height)
    )
    .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    .concatenating(state.ctm)
    let deviceToImage = imageToDevice.inverted()
    let alpha = Float(alpha * state.alpha)
    bitmap.fill(Path(rect: rect), transform: state.ctm, blendMode: blendMode.engineMode) { x, y in
      let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(deviceToImage)
      guard p.x.isFinite, p.y.isFinite else { return .zero }
      let ix = Int(min(max(p.x.rounded(.down), 0), CGFloat(image.width - 1)))
      let iy = Int(min(max(p.y.rounded(.down), 0), CGFloat(image.height - 1)))
      return image.pixels[iy * image.width + ix] * alpha
    }
  }

  /// Fills `path` with a colour that varies along the axis from `start` to `end` (user
  /// space): `color(t)` with t the projection onto the axis, 0 at `start`, 1 at `end`.
  func drawLinearGradient(
    in path: Path, from start: CGPoint, to end: CGPoint, color: (CGFloat) -> Color
  ) {
    let axis = end - start
    let lengthSquared = axis.x * axis.x + axis.y * axis.y
    let deviceToUser = state.ctm.inverted()
    let alpha = Float(state.alpha)
    bitmap.fill(path, transform: state.ctm, blendMode: state.blendMode.engineMode) { x, y in
      let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(deviceToUser) - start
      let t = lengthSquared > 0 ? (p.x * axis.x + p.y * axis.y) / lengthSquared : 0
      return color(t.isFinite ? min(max(t, 0), 1) : 0).premultiplied * alpha
    }
  }

  /// The pixels drawn so far as an image.
  public func makeImage() -> CGImage? { CGImage(bitmap: bitmap) }
}

// MARK: The state an exercise's program sends back

extension CGContext {
  /// What a context holds that later drawing depends on, for a context the student's code
  /// drew into in another process (the exercise's program): the pixels, and the graphics
  /// state as the code left it (a shadow left set shows under what is drawn next).
  /// Saved states and open transparency layers stay behind.
  @_spi(Engine) public struct Snapshot: Sendable {
    public var bitmap: Bitmap
    public var ctm: CGAffineTransform
    public var fillColor: Color
    public var strokeColor: Color
    public var blendMode: Int32
    public var alpha: CGFloat
    public var lineWidth: CGFloat
    public var lineCap: Int32
    public var lineJoin: Int32
    public var miterLimit: CGFloat
    /// Offset, blur and colour, if a shadow is set.
    public var shadow: (offset: CGSize, blur: CGFloat, color: Color)?

    public init(
      bitmap: Bitmap, ctm: CGAffineTransform, fillColor: Color, strokeColor: Color,
      blendMode: Int32, alpha: CGFloat, lineWidth: CGFloat, lineCap: Int32, lineJoin: Int32,
      miterLimit: CGFloat, shadow: (offset: CGSize, blur: CGFloat, color: Color)?
    ) {
      self.bitmap = bitmap
      self.ctm = ctm
      self.fillColor = fillColor
      self.strokeColor = strokeColor
      self.blendMode = blendMode
      self.alpha = alpha
      self.lineWidth = lineWidth
      self.lineCap = lineCap
      self.lineJoin = lineJoin
      self.miterLimit = miterLimit
      self.shadow = shadow
    }
  }

  @_spi(Engine) public var snapshot: Snapshot {
    get {
      Snapshot(
        bitmap: bitmap, ctm: state.ctm, fillColor: state.fillColor, strokeColor: state.strokeColor,
        blendMode: state.blendMode.rawValue, alpha: state.alpha, lineWidth: state.lineWidth,
        lineCap: state.lineCap.rawValue, lineJoin: state.lineJoin.rawValue,
        miterLimit: state.miterLimit,
        shadow: state.shadow.map { ($0.offset, $0.blur, $0.color) })
    }
    set {
      bitmap = newValue.bitmap
      state.ctm = newValue.ctm
      state.fillColor = newValue.fillColor
      state.strokeColor = newValue.strokeColor
      state.blendMode = CGBlendMode(rawValue: newValue.blendMode) ?? .normal
      state.alpha = newValue.alpha
      state.lineWidth = newValue.lineWidth
      state.lineCap = CGLineCap(rawValue: newValue.lineCap) ?? .butt
      state.lineJoin = CGLineJoin(rawValue: newValue.lineJoin) ?? .miter
      state.miterLimit = newValue.miterLimit
      state.shadow = newValue.shadow.map {
        Shadow(offset: $0.offset, blur: $0.blur, color: $0.color)
      }
    }
  }
}
