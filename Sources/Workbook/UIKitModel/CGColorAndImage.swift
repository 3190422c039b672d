import Foundation
import Graphics

/// Core Graphics' colour: components in a colour space, here always sRGB (or its grey
/// ramp), with straight alpha. Immutable, as in Core Graphics.
public final class CGColor: @unchecked Sendable, Hashable {
  /// The colour as the engine composites it.
  @_spi(Engine) public let color: Color

  @_spi(Engine) public init(color: Color) { self.color = color }

  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(color: Color(white: gray, alpha: alpha))
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  public var alpha: CGFloat { color.alpha }

  /// Red, green, blue and alpha (the model keeps every colour as sRGB; Core Graphics
  /// gives a grey colour two components, grey and alpha).
  public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }

  public var numberOfComponents: Int { 4 }

  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? { CGColor(color: color.withAlpha(alpha)) }

  /// Apple offers `CGColor.black`, `.white` and `.clear` on macOS only: an iOS app
  /// writes `UIColor.black.cgColor`. The model follows, so neither compiles here.
  @available(*, unavailable, message: "CGColor.black is macOS-only; use UIColor.black.cgColor")
  public static var black: CGColor { CGColor.opaqueBlack }
  @available(*, unavailable, message: "CGColor.white is macOS-only; use UIColor.white.cgColor")
  public static var white: CGColor { CGColor(color: .white) }
  @available(*, unavailable, message: "CGColor.clear is macOS-only; use UIColor.clear.cgColor")
  public static var clear: CGColor { CGColor(color: .clear) }

  /// Opaque black, for the model's own defaults.
  static let opaqueBlack = CGColor(color: .black)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

/// Core Graphics' bitmap image: premultiplied RGBA pixels, 8 bits a component in Core
/// Graphics (the model keeps floats, which only makes it more exact).
public final class CGImage: @unchecked Sendable, Hashable {
  /// The pixels as the engine composites them.
  @_spi(Engine) public let bitmap: Bitmap

  @_spi(Engine) public init(bitmap: Bitmap) { self.bitmap = bitmap }

  public var width: Int { bitmap.width }
  public var height: Int { bitmap.height }
  public var bitsPerComponent: Int { 8 }
  public var bitsPerPixel: Int { 32 }
  public var bytesPerRow: Int { 4 * bitmap.width }

  /// The part of the image inside `rect` (in pixels, clipped to the image); nil if none.
  public func cropping(to rect: CGRect) -> CGImage? {
    let r = rect.standardized.integral.intersection(
      CGRect(x: 0, y: 0, width: width, height: height))
    guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
    var cut = Bitmap(width: Int(r.width), height: Int(r.height))
    for y in 0..<cut.height {
      for x in 0..<cut.width {
        cut.pixels[y * cut.width + x] = bitmap.pixels[(Int(r.minY) + y) * width + Int(r.minX) + x]
      }
    }
    return CGImage(bitmap: cut)
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.bitmap == rhs.bitmap }
  public func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(height) }
}

/// Core Graphics' blend modes, every one of Apple's with its raw value.
///
/// The model composites the Porter-Duff modes exactly (`normal`, `clear`, `copy`, the
/// `source...` and `destination...` modes, `xor`); the colour-mixing modes (`multiply`
/// to `luminosity`, `plusDarker`, `plusLighter`) are drawn as `normal`, and the `api`
/// command says so.
public enum CGBlendMode: Int32, Sendable {
  case normal = 0
  case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case clear = 16
  case copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter

  /// The engine's mode: the same Porter-Duff mode, or `.normal` for the others.
  var engineMode: BlendMode { BlendMode(rawValue: rawValue) ?? .normal }
}

#if !canImport(Darwin)
  /// Core Foundation's dictionary, which Linux's Foundation keeps to itself: here
  /// Foundation's `NSDictionary`, for `beginTransparencyLayer(auxiliaryInfo:)`.
  public typealias CFDictionary = NSDictionary
#endif
