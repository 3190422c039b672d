// Stand-in for part of Apple's CoreGraphics module, transcribed from Apple's documentation
// (developer.apple.com). Declarations only: every body traps (fatalError()); nothing here runs.
// Used only by the UIKit-shaped build that type-checks the book's listings on Linux.
//
// CGColor, CGColorSpace and CGGradient are Core Foundation types on Apple: Swift code cannot
// subclass them, so they are `public class`, not `open`. Their pages show no @MainActor.
// Equatable, Hashable (and, where the page lists it, Sendable) come from "Conforms To".
// Sendable is written `@unchecked Sendable`, as Apple's CoreGraphics interface itself does
// ("extension CGColor : @unchecked Sendable"); a non-final class needs it in Swift 6.
@_exported import Foundation

// CGColor <https://developer.apple.com/documentation/coregraphics/cgcolor>
public class CGColor: Hashable, @unchecked Sendable {
  // init(gray:alpha:) <https://developer.apple.com/documentation/coregraphics/cgcolor/init(gray:alpha:)>
  public init(gray: CGFloat, alpha: CGFloat) { fatalError() }

  // init(red:green:blue:alpha:) <https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)>
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

  // init(srgbRed:green:blue:alpha:) <https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)>
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

  // init(colorSpace:components:) <https://developer.apple.com/documentation/coregraphics/cgcolor/init(colorspace:components:)>
  public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) { fatalError() }

  // copy() <https://developer.apple.com/documentation/coregraphics/cgcolor/copy()>
  public func copy() -> CGColor? { fatalError() }

  // copy(alpha:) <https://developer.apple.com/documentation/coregraphics/cgcolor/copy(alpha:)>
  public func copy(alpha: CGFloat) -> CGColor? { fatalError() }

  // Availability: the page's current copy says "macOS 10.9+" only (an older copy listed iOS 7.0+
  // too); Apple's CoreGraphics overlay declares black, white and clear under "#if os(macOS)".
  // They do not exist for an iOS app, so they are marked unavailable here: a listing that uses
  // them fails here as it would in Xcode.
  // black <https://developer.apple.com/documentation/coregraphics/cgcolor/black>
  @available(*, unavailable, message: "CGColor.black is macOS-only (Apple's page: macOS 10.9+)")
  public class var black: CGColor { fatalError() }

  // white <https://developer.apple.com/documentation/coregraphics/cgcolor/white>
  @available(*, unavailable, message: "CGColor.white is macOS-only (Apple's page: macOS 10.9+)")
  public class var white: CGColor { fatalError() }

  // clear <https://developer.apple.com/documentation/coregraphics/cgcolor/clear>
  @available(*, unavailable, message: "CGColor.clear is macOS-only (Apple's page: macOS 10.9+)")
  public class var clear: CGColor { fatalError() }

  // alpha <https://developer.apple.com/documentation/coregraphics/cgcolor/alpha>
  public var alpha: CGFloat { fatalError() }

  // colorSpace <https://developer.apple.com/documentation/coregraphics/cgcolor/colorspace>
  public var colorSpace: CGColorSpace? { fatalError() }

  // components <https://developer.apple.com/documentation/coregraphics/cgcolor/components>
  public var components: [CGFloat]? { fatalError() }

  // numberOfComponents <https://developer.apple.com/documentation/coregraphics/cgcolor/numberofcomponents>
  public var numberOfComponents: Int { fatalError() }

  // CGColor (Conforms To Equatable) <https://developer.apple.com/documentation/coregraphics/cgcolor>
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { fatalError() }

  // CGColor (Conforms To Hashable) <https://developer.apple.com/documentation/coregraphics/cgcolor>
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// CGColorSpace <https://developer.apple.com/documentation/coregraphics/cgcolorspace>
public class CGColorSpace: Hashable, @unchecked Sendable {
  // init(name:) <https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)>
  public init?(name: CFString) { fatalError() }

  // Linux deviation: the page shows `class let sRGB: CFString`; Swift supports no stored
  // `class let` in a class, so it is a get-only `class var` (same use: CGColorSpace.sRGB).
  // sRGB <https://developer.apple.com/documentation/coregraphics/cgcolorspace/srgb>
  public class var sRGB: CFString { fatalError() }

  // numberOfComponents <https://developer.apple.com/documentation/coregraphics/cgcolorspace/numberofcomponents>
  public var numberOfComponents: Int { fatalError() }

  // CGColorSpace (Conforms To Equatable) <https://developer.apple.com/documentation/coregraphics/cgcolorspace>
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { fatalError() }

  // CGColorSpace (Conforms To Hashable) <https://developer.apple.com/documentation/coregraphics/cgcolorspace>
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// CGColorSpaceCreateDeviceRGB() <https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()>
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { fatalError() }

// CGColorSpaceCreateDeviceGray() <https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicegray()>
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { fatalError() }

// CGGradient <https://developer.apple.com/documentation/coregraphics/cggradient>
public class CGGradient: Hashable {
  // init(colorsSpace:colors:locations:) <https://developer.apple.com/documentation/coregraphics/cggradient/init(colorsspace:colors:locations:)>
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) { fatalError() }

  // init(colorSpace:colorComponents:locations:count:) <https://developer.apple.com/documentation/coregraphics/cggradient/init(colorspace:colorcomponents:locations:count:)>
  public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) { fatalError() }

  // CGGradient (Conforms To Equatable) <https://developer.apple.com/documentation/coregraphics/cggradient>
  public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool { fatalError() }

  // CGGradient (Conforms To Hashable) <https://developer.apple.com/documentation/coregraphics/cggradient>
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// Raw type from the page's init(rawValue: UInt32). The page lists no rawValue page; the property
// is what its OptionSet conformance requires.
// CGGradientDrawingOptions <https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions>
public struct CGGradientDrawingOptions: OptionSet, BitwiseCopyable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/init(rawvalue:)>
  public init(rawValue: UInt32) { fatalError() }

  // CGGradientDrawingOptions (Conforms To OptionSet, RawRepresentable) <https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions>
  public var rawValue: UInt32 { fatalError() }

  // drawsBeforeStartLocation <https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsbeforestartlocation>
  public static var drawsBeforeStartLocation: CGGradientDrawingOptions { fatalError() }

  // drawsAfterEndLocation <https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsafterendlocation>
  public static var drawsAfterEndLocation: CGGradientDrawingOptions { fatalError() }
}
