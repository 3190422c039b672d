import Foundation
import Graphics

/// The stack of image contexts behind `UIGraphicsBeginImageContext` and friends.
///
/// UIKit keeps one such stack per thread. The model keeps one per *scope*: a task-local
/// value, so that figures drawn and tests run in parallel never share one.
/// `GraphicsContextStack.isolated { ... }` runs code with a fresh stack; every figure and
/// every exercise run is drawn inside one. Outside any scope a single shared stack is
/// used (guarded by a lock), as UIKit's main thread would.
@_spi(Engine) public final class GraphicsContextStack: @unchecked Sendable {
  private let lock = NSLock()
  private var contexts: [(context: CGContext, scale: CGFloat)] = []

  @TaskLocal static var current = GraphicsContextStack()

  /// Runs `body` with a stack of its own, empty at the start.
  public static func isolated<T>(_ body: () throws -> T) rethrows -> T {
    try $current.withValue(GraphicsContextStack(), operation: body)
  }

  func push(_ context: CGContext, scale: CGFloat) {
    lock.withLock { contexts.append((context, scale)) }
  }

  func pop() { lock.withLock { _ = contexts.popLast() } }

  var top: (context: CGContext, scale: CGFloat)? { lock.withLock { contexts.last } }

  /// The largest image context side, in pixels; larger requests are scaled down to it.
  static let maximumSide = 4096

  static func makeContext(size: CGSize, scale: CGFloat) -> (CGContext, CGFloat) {
    let scale = scale.isFinite && scale > 0 ? scale : ScreenScale.current
    func side(_ points: CGFloat) -> Int {
      let pixels = (points * scale).rounded(.up)
      guard pixels.isFinite, pixels > 0 else { return 0 }
      return Int(min(pixels, CGFloat(maximumSide)))
    }
    let bitmap = Bitmap(width: side(size.width), height: side(size.height))
    return (CGContext(bitmap: bitmap, ctm: CGAffineTransform(scaleX: scale, y: scale)), scale)
  }
}

/// Starts an image context of `size` points at scale 1, whatever the screen (as UIKit
/// does: on a Retina screen its images are blurry), and makes it current.
///
/// Apple deprecates the image-context functions since iOS 17 in favour of
/// `UIGraphicsImageRenderer` (Xcode warns about each call); the model leaves the mark
/// off so that the chapter that shows the old way builds without warnings.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  beginImageContext(size, scale: 1)
}

/// Starts an image context; a scale of 0 means the screen's scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  beginImageContext(size, scale: scale)
}

func beginImageContext(_ size: CGSize, scale: CGFloat) {
  let (context, scale) = GraphicsContextStack.makeContext(size: size, scale: scale)
  GraphicsContextStack.current.push(context, scale: scale)
}

public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.top?.context
}

public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (context, scale) = GraphicsContextStack.current.top else { return nil }
  return UIImage(cgImage: CGImage(bitmap: context.bitmap), scale: scale, orientation: .up)
}

public func UIGraphicsEndImageContext() {
  GraphicsContextStack.current.pop()
}

/// Makes `context` the current context (until `UIGraphicsPopContext()`).
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.push(context, scale: 1)
}

public func UIGraphicsPopContext() {
  GraphicsContextStack.current.pop()
}

/// What every graphics renderer shares: the area it draws and its format.
open class UIGraphicsRenderer: NSObject {
  let rendererBounds: CGRect
  private let rendererFormat: UIGraphicsRendererFormat

  public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
    rendererBounds = bounds
    rendererFormat = format
    super.init()
  }

  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsRendererFormat())
  }

  /// The renderer's format.
  open var format: UIGraphicsRendererFormat { rendererFormat }
}

/// How a renderer draws.
///
/// The model's `init()` is `required` so that `default()` and `preferred()` can return
/// `Self`, as Apple's do; in UIKit it is NSObject's plain `init()`. (A subclass of a
/// format, rare in an app, must repeat it here.)
open class UIGraphicsRendererFormat: NSObject, NSCopying {
  /// The area the renderer draws.
  open var bounds: CGRect { .zero }
  public required override init() { super.init() }

  /// The format for the device's best fidelity. In the model, the same as `preferred()`:
  /// the simulated screen's scale.
  open class func `default`() -> Self { self.init() }

  /// The format that best fits the main screen.
  open class func preferred() -> Self { self.init() }

  open func copy(with zone: NSZone? = nil) -> Any { Self() }
}

/// What a renderer's drawing closure is given.
open class UIGraphicsRendererContext: NSObject {
  let context: CGContext
  init(context: CGContext) {
    self.context = context
    super.init()
  }

  /// The Core Graphics context the drawing goes into.
  open var cgContext: CGContext { context }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { context.fill(rect) }

  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
  }

  /// Strokes `rect` with the current stroke colour.
  open func stroke(_ rect: CGRect) { context.stroke(rect) }

  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    context.saveGState()
    context.setBlendMode(blendMode)
    context.stroke(rect)
    context.restoreGState()
  }
}

/// The format of an image renderer: its scale (the screen's by default) and whether it
/// promises opaque pixels.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// Pixels per point; the main screen's scale by default.
  open var scale: CGFloat = ScreenScale.current
  /// Whether the image is opaque (the model keeps alpha either way).
  open var opaque = false

  public required init() { super.init() }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self()
    copy.scale = scale
    copy.opaque = opaque
    return copy
  }
}

/// The modern way to make an image: a renderer whose `image(actions:)` runs the drawing
/// with a current context and returns the result.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// A renderer for images of `size` points at the screen's scale.
  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat())
  }

  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    super.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    super.init(bounds: bounds, format: format)
  }

  /// Runs `actions` with a fresh context of the renderer's size and scale as the current
  /// one, and returns what it drew.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? ScreenScale.current
    let (context, usedScale) = GraphicsContextStack.makeContext(
      size: rendererBounds.size, scale: scale)
    context.translateBy(x: -rendererBounds.minX, y: -rendererBounds.minY)
    // A stack of its own: the renderer's context is the current one inside `actions`
    // whatever other code, elsewhere, has pushed.
    GraphicsContextStack.isolated {
      GraphicsContextStack.current.push(context, scale: usedScale)
      actions(UIGraphicsImageRendererContext(context: context))
    }
    return UIImage(cgImage: CGImage(bitmap: context.bitmap), scale: usedScale, orientation: .up)
  }
}

/// The context an image renderer's drawing closure gets.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  /// What has been drawn so far, as an image.
  open var currentImage: UIImage {
    UIImage(cgImage: CGImage(bitmap: context.bitmap), scale: 1, orientation: .up)
  }
}

/// Everything the model keeps per scope, not per object: the image contexts, Core
/// Animation's transactions and its media clock. Every figure and every exercise run is
/// drawn in a scope of its own (`isolated`), so figures drawn and tests run in parallel
/// never share them, and each starts with the clock at 0.
@_spi(Engine) public enum ModelScope {
  public static func isolated<T>(_ body: () throws -> T) rethrows -> T {
    try GraphicsContextStack.$current.withValue(GraphicsContextStack()) {
      try CATransaction.Stack.$current.withValue(CATransaction.Stack()) {
        try ModelClock.$current.withValue(ModelClock(), operation: body)
      }
    }
  }

  /// Moves the scope's media time on by `seconds` (never back).
  public static func advanceClock(by seconds: CFTimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    ModelClock.current.now += seconds
  }
}
