import Foundation

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

/// The per-thread stack of image contexts behind `UIGraphicsBeginImageContext` and
/// friends. UIKit keeps one stack for the main thread; the model keeps one per thread so
/// that tests running in parallel never share it.
final class GraphicsContextStack {
  var contexts: [(context: CGContext, scale: CGFloat)] = []

  static var current: GraphicsContextStack {
    let key = "Workbook.GraphicsContextStack"
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dictionary[key] = stack
    return stack
  }

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
/// figures are rendered at a known density.
public final class UIScreen: Sendable {
  public let scale: CGFloat = 1
  public static let main = UIScreen()
}

/// Starts an image context of `size` points at scale 1 and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context; a scale of 0 means the screen's scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let (context, scale) = GraphicsContextStack.makeContext(size: size, scale: scale)
  GraphicsContextStack.current.contexts.append((context, scale))
}

public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.contexts.last?.context
}

public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (context, scale) = GraphicsContextStack.current.contexts.last else { return nil }
  return UIImage(cgImage: context.bitmap, scale: scale)
}

public func UIGraphicsEndImageContext() {
  _ = GraphicsContextStack.current.contexts.popLast()
}

/// The modern way to make an image: a renderer whose `image(actions:)` runs the drawing
/// with a current context and returns the result.
public final class UIGraphicsImageRenderer {
  public let size: CGSize
  public let scale: CGFloat

  public init(size: CGSize, scale: CGFloat = 1) {
    self.size = size
    self.scale = scale
  }

  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let (context, scale) = GraphicsContextStack.makeContext(size: size, scale: scale)
    GraphicsContextStack.current.contexts.append((context, scale))
    actions(UIGraphicsImageRendererContext(cgContext: context))
    _ = GraphicsContextStack.current.contexts.popLast()
    return UIImage(cgImage: context.bitmap, scale: scale)
  }
}

public final class UIGraphicsImageRendererContext {
  public let cgContext: CGContext
  init(cgContext: CGContext) { self.cgContext = cgContext }

  public func fill(_ rect: CGRect) { cgContext.fill(rect) }
}
