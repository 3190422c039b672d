import Foundation

/// An sRGB colour with straight (not premultiplied) components in [0, 1]: the value type
/// behind `CGColor` and `UIColor`.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clean(_ v: Double) -> Double { v.isFinite ? v.clamped(to: 0...1) : 0 }
    self.red = clean(red)
    self.green = clean(green)
    self.blue = clean(blue)
    self.alpha = clean(alpha)
  }

  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public static let clear = Color(white: 0, alpha: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Premultiplied components, the form compositing works in.
  public var premultiplied: Pixel {
    Pixel(Float(red * alpha), Float(green * alpha), Float(blue * alpha), Float(alpha))
  }

  /// Straight colour between `self` (t = 0) and `other` (t = 1).
  public func mixed(with other: Color, _ t: Double) -> Color {
    Color(
      red: red + (other.red - red) * t, green: green + (other.green - green) * t,
      blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
  }

  public var description: String {
    String(format: "Color(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
  }
}

/// A premultiplied RGBA pixel: (r a, g a, b a, a), each in [0, 1].
public typealias Pixel = SIMD4<Float>
