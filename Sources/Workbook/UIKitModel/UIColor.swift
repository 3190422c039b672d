import Foundation
import Graphics

/// UIKit's colour object, immutable, wrapping a `Color` (sRGB, straight alpha).
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
  public let color: Color

  public init(color: Color) { self.color = color }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(color: Color(white: white, alpha: alpha))
  }

  public convenience init(cgColor: CGColor) { self.init(color: cgColor) }

  public var cgColor: CGColor { color }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color: color.withAlpha(alpha))
  }

  /// Makes this the fill colour of the current graphics context (see `UIGraphics`).
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

  /// Makes this the stroke colour of the current graphics context.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  public static let clear = UIColor(white: 0, alpha: 0)
  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// iOS's light-mode system blue (0, 122, 255).
  public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

  public static func == (l: UIColor, r: UIColor) -> Bool { l.color == r.color }
  public var description: String { "UIColor(\(color))" }
}
