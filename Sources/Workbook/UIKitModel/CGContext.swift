import Foundation
import Graphics

/// Core Graphics' names for the fill rules.
public enum CGPathFillRule: Int, Sendable {
  case winding
  case evenOdd
}

extension CGPathFillRule {
  var rule: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

/// A Core Graphics drawing context over a bitmap, with the graphics state Core Graphics
/// keeps: transform, fill colour, blend mode and alpha, saved and restored as a stack.
///
/// The model's contexts are y-down with the origin at the top left, as UIKit presents
/// them; a real `CGContext` from `CGBitmapContextCreate` is y-up until flipped.
open class CGContext {
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

  /// The Gaussian's sigma per unit of `setShadow(offset:blur:color:)`'s blur. Apple does
  /// not publish it; the evidence points to blur / 2 for contexts (and sigma = radius for
  /// layers, `CALayer.shadowSigmaPerRadius`).
  public static let shadowSigmaPerBlur: CGFloat = 0.5

  /// The pixels drawn so far.
  public internal(set) var bitmap: Bitmap
  var state = GraphicsState()
  private var savedStates: [GraphicsState] = []
  private var currentPath = Path()

  /// A context drawing into `bitmap`, whose user space maps to device pixels by `ctm`.
  public init(bitmap: Bitmap, ctm: CGAffineTransform = .identity) {
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

  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
  /// The alpha every later drawing is multiplied by.
  public func setAlpha(_ alpha: CGFloat) {
    state.alpha = alpha.isFinite ? alpha.clamped(to: 0...1) : 1
  }

  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  /// Strokes the current path with the stroke colour and line settings, and clears it.
  public func strokePath() {
    stroke(currentPath)
    currentPath = Path()
  }

  public func stroke(_ rect: CGRect) { stroke(Path(rect: rect)) }

  /// Strokes `path` (user space): its outline, filled with non-zero.
  public func stroke(_ path: Path) {
    let outline = path.strokedOutline(
      width: state.lineWidth, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit
    )
    let color = state.strokeColor.withAlpha(state.strokeColor.alpha * state.alpha)
    bitmap.fill(
      outline, rule: .nonZero, color: color, transform: state.ctm, blendMode: state.blendMode)
  }

  /// Every later drawing casts a shadow: its alpha moved by `offset` (in device space,
  /// y down as on iOS), blurred with sigma `blur * shadowSigmaPerBlur`, tinted `color`.
  /// A clear colour or zero-alpha colour turns shadows off.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, color.alpha > 0 else {
      state.shadow = nil
      return
    }
    state.shadow = Shadow(offset: offset, blur: max(0, blur.isFinite ? blur : 0), color: color)
  }

  /// `setShadow(offset:blur:color:)` with a third of black, as Core Graphics' shorter form.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3))
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
  public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
    transparencyLayers.append(TransparencyLayer(saved: bitmap, state: state))
    bitmap = bitmap.emptyCopy()
    state.shadow = nil
    state.alpha = 1
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
        sigma: Double(shadow.blur * CGContext.shadowSigmaPerBlur * scale))
      let tint = shadow.color.premultiplied * alpha
      for index in plane.indices where plane[index] > 0 {
        bitmap.pixels[index] = CGBlendMode.normal.blend(
          tint * min(plane[index], 1), over: bitmap.pixels[index])
      }
    }
    bitmap.draw(drawn, alpha: alpha, blendMode: state.blendMode)
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

  public func addPath(_ path: CGPath) { currentPath.addPath(path) }
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }

  /// Fills the current path with the fill colour and clears it, as Core Graphics does.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fill(currentPath, rule: rule.rule)
    currentPath = Path()
  }

  public func fill(_ rect: CGRect) { fill(Path(rect: rect), rule: .nonZero) }

  /// Makes `rect` transparent, whatever the blend mode.
  public func clear(_ rect: CGRect) {
    bitmap.fill(Path(rect: rect), color: .clear, transform: state.ctm, blendMode: .copy)
  }

  /// Fills `path` (in user space) with the fill colour, blend mode and alpha.
  public func fill(_ path: Path, rule: FillRule) {
    let color = state.fillColor.withAlpha(state.fillColor.alpha * state.alpha)
    let (ctm, mode) = (state.ctm, state.shadow == nil ? state.blendMode : .normal)
    drawing { $0.fill(path, rule: rule, color: color, transform: ctm, blendMode: mode) }
  }

  /// Draws `image` stretched into `rect` (user space): each device pixel takes the image
  /// pixel under its centre (nearest-neighbour sampling; Core Graphics interpolates).
  public func draw(_ image: CGImage, in rect: CGRect) {
    draw(image, in: rect, blendMode: state.blendMode, alpha: state.alpha)
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
    bitmap.fill(Path(rect: rect), transform: state.ctm, blendMode: blendMode) { x, y in
      let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(deviceToImage)
      guard p.x.isFinite, p.y.isFinite else { return .zero }
      let ix = Int(p.x.rounded(.down).clamped(to: 0...CGFloat(image.width - 1)))
      let iy = Int(p.y.rounded(.down).clamped(to: 0...CGFloat(image.height - 1)))
      return image.pixels[iy * image.width + ix] * alpha
    }
  }

  /// Fills `path` with a colour that varies along the axis from `start` to `end` (user
  /// space): `color(t)` with t the projection onto the axis, 0 at `start`, 1 at `end`.
  public func drawLinearGradient(
    in path: Path, from start: CGPoint, to end: CGPoint, color: (CGFloat) -> Color
  ) {
    let axis = end - start
    let lengthSquared = axis.x * axis.x + axis.y * axis.y
    let deviceToUser = state.ctm.inverted()
    let alpha = Float(state.alpha)
    bitmap.fill(path, transform: state.ctm, blendMode: state.blendMode) { x, y in
      let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(deviceToUser) - start
      let t = lengthSquared > 0 ? (p.x * axis.x + p.y * axis.y) / lengthSquared : 0
      return color(t.isFinite ? t.clamped(to: 0...1) : 0).premultiplied * alpha
    }
  }

  /// The pixels drawn so far as an image.
  public func makeImage() -> CGImage? { bitmap }
}
