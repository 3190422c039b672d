import Foundation
import Graphics

/// UIKit's image: pixels and the scale that turns them into points.
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's orientation (the model keeps every image `.up`).
  public enum Orientation: Int, Sendable {
    case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  private let image: CGImage?
  private let pointScale: CGFloat
  private let orientation: Orientation

  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
    image = cgImage
    pointScale = scale.isFinite && scale > 0 ? scale : 1
    self.orientation = orientation
    super.init()
  }

  open var cgImage: CGImage? { image }
  open var scale: CGFloat { pointScale }
  open var imageOrientation: Orientation { orientation }

  /// The size in points.
  open var size: CGSize {
    guard let image else { return .zero }
    return CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
  }

  /// The pixels, placed at the origin.
  var bitmapForDrawing: Bitmap { image?.bitmap ?? Bitmap(width: 0, height: 0) }

  /// Draws the image stretched into `rect` of the current graphics context.
  open func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

  /// Draws with a blend mode: `.destinationOut` erases the context wherever the image
  /// is opaque, which is how Chapter 1 cuts a pattern out of a picture.
  open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    UIGraphicsGetCurrentContext()?.draw(
      bitmapForDrawing, in: rect, blendMode: blendMode, alpha: alpha)
  }

  open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
}

/// The screen. UIKit's `UIScreen.main.scale` is 2 or 3 on today's iPhones; the model's
/// screen draws one pixel per point unless a figure runs its code under
/// `Simulator.withScreenScale(_:_:)`, so figures are rendered at a known density.
@MainActor open class UIScreen: NSObject {
  /// The screen the model draws on. (Apple discourages `UIScreen.main` since iOS 16 in
  /// favour of the screen of a view's window; the model has no windows.)
  open class var main: UIScreen { UIScreen() }

  private let modelScale = ScreenScale.current

  public override init() { super.init() }

  /// Pixels per point.
  open var scale: CGFloat { modelScale }

  /// The screen's rectangle in points (the model's is a 390 x 844 phone).
  open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
}

/// The scale `UIScreen.main` answers with: a task-local value, so that figures drawn in
/// parallel never share one (`Simulator.withScreenScale(_:_:)` sets it).
enum ScreenScale {
  @TaskLocal static var current: CGFloat = 1
}
