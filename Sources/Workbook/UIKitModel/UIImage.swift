import Foundation
import Graphics

/// UIKit's image: pixels and the scale that turns them into points.
open class UIImage {
  public let cgImage: CGImage?
  public let scale: CGFloat

  public init(cgImage: CGImage, scale: CGFloat = 1) {
    self.cgImage = cgImage
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// The size in points.
  public var size: CGSize {
    guard let image = cgImage else { return .zero }
    return CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
  }

  /// The pixels, placed at the origin.
  var bitmapForDrawing: Bitmap { cgImage ?? Bitmap(width: 0, height: 0) }

  /// Draws the image stretched into `rect` of the current graphics context.
  public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

  /// Draws with a blend mode: `.destinationOut` erases the context wherever the image
  /// is opaque, which is how seed 000 cuts a pattern out of a picture.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    UIGraphicsGetCurrentContext()?.draw(
      bitmapForDrawing, in: rect, blendMode: blendMode, alpha: alpha)
  }

  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}

/// The stack of image contexts behind `UIGraphicsBeginImageContext` and friends.
///
/// UIKit keeps one such stack per thread. The model keeps one per *scope*: a task-local
/// value, so that figures drawn and tests run in parallel never share one.
/// `GraphicsContextStack.isolated { ... }` runs code with a fresh stack; every figure and
/// every exercise run is drawn inside one. Outside any scope a single shared stack is
/// used (guarded by a lock), as UIKit's main thread would.
public final class GraphicsContextStack: @unchecked Sendable {
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
    let scale = scale.isFinite && scale > 0 ? scale : UIScreen.main.scale
    func side(_ points: CGFloat) -> Int {
      let pixels = (points * scale).rounded(.up)
      guard pixels.isFinite, pixels > 0 else { return 0 }
      return Int(min(pixels, CGFloat(maximumSide)))
    }
    let bitmap = Bitmap(width: side(size.width), height: side(size.height))
    return (CGContext(bitmap: bitmap, ctm: CGAffineTransform(scaleX: scale, y: scale)), scale)
  }
}

/// The screen, for its scale. The model's screen draws one pixel per point, so that
/// figures are rendered at a known density; a figure about Retina screens runs its code
/// with `UIScreen.$simulated` set to a screen of scale 2 or 3.
public final class UIScreen: Sendable {
  public let scale: CGFloat

  public init(scale: CGFloat) { self.scale = scale.isFinite && scale > 0 ? scale : 1 }

  /// The screen `main` answers with while set (the model's own switch, not UIKit's).
  @TaskLocal public static var simulated: UIScreen?

  public static var main: UIScreen { simulated ?? standard }
  private static let standard = UIScreen(scale: 1)
}

/// Starts an image context of `size` points at scale 1, whatever the screen (as UIKit
/// does: on a Retina screen its images are blurry), and makes it current. Deprecated
/// since iOS 17 in favour of `UIGraphicsImageRenderer`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context; a scale of 0 means the screen's scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let (context, scale) = GraphicsContextStack.makeContext(size: size, scale: scale)
  GraphicsContextStack.current.push(context, scale: scale)
}

public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.top?.context
}

public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (context, scale) = GraphicsContextStack.current.top else { return nil }
  return UIImage(cgImage: context.bitmap, scale: scale)
}

public func UIGraphicsEndImageContext() {
  GraphicsContextStack.current.pop()
}

/// The modern way to make an image: a renderer whose `image(actions:)` runs the drawing
/// with a current context and returns the result.
public final class UIGraphicsImageRenderer {
  public let size: CGSize
  public let scale: CGFloat

  /// A renderer at the screen's scale, as UIKit's default format is.
  public init(size: CGSize, scale: CGFloat = UIScreen.main.scale) {
    self.size = size
    self.scale = scale
  }

  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let (context, scale) = GraphicsContextStack.makeContext(size: size, scale: scale)
    // A stack of its own: the renderer's context is the current one inside `actions`
    // whatever other code, elsewhere, has pushed.
    GraphicsContextStack.isolated {
      GraphicsContextStack.current.push(context, scale: scale)
      actions(UIGraphicsImageRendererContext(cgContext: context))
    }
    return UIImage(cgImage: context.bitmap, scale: scale)
  }
}

public final class UIGraphicsImageRendererContext {
  public let cgContext: CGContext
  init(cgContext: CGContext) { self.cgContext = cgContext }

  public func fill(_ rect: CGRect) { cgContext.fill(rect) }
}
