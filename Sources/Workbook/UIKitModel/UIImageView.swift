import Foundation
import Graphics

/// A touch event. The model's hit-testing never looks inside it.
@MainActor open class UIEvent: NSObject {
  public override init() { super.init() }
}

/// Distances inside the edges of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() { (top, left, bottom, right) = (0, 0, 0, 0) }

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
@MainActor open class UIImageView: UIView {
  open var image: UIImage? {
    didSet { layer.contents = image?.cgImage }
  }

  /// A view the size of `image` (in points), showing it.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    layer.contents = image?.cgImage
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

extension UIView {
  /// Options for how a view's content fits its bounds (`contentMode`).
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}
