// Stand-in for part of Apple's CoreGraphics module, transcribed from Apple's documentation
// (developer.apple.com). Declarations only: every body traps (fatalError()); nothing here runs.
// Used only by the UIKit-shaped build that type-checks the book's listings on Linux.
//
// CGImage is a Core Foundation type on Apple: Swift code cannot subclass or directly construct
// it here (its creating initializers are not transcribed), so it is `public class`. Its page shows
// no @MainActor; "Conforms To" lists Equatable, Hashable, Sendable (`@unchecked Sendable`, as in
// Apple's CoreGraphics interface, since a non-final class needs it in Swift 6).
@_exported import Foundation

// CGImage <https://developer.apple.com/documentation/coregraphics/cgimage>
public class CGImage: Hashable, @unchecked Sendable {
  // width <https://developer.apple.com/documentation/coregraphics/cgimage/width>
  public var width: Int { fatalError() }

  // height <https://developer.apple.com/documentation/coregraphics/cgimage/height>
  public var height: Int { fatalError() }

  // bitsPerComponent <https://developer.apple.com/documentation/coregraphics/cgimage/bitspercomponent>
  public var bitsPerComponent: Int { fatalError() }

  // bitsPerPixel <https://developer.apple.com/documentation/coregraphics/cgimage/bitsperpixel>
  public var bitsPerPixel: Int { fatalError() }

  // bytesPerRow <https://developer.apple.com/documentation/coregraphics/cgimage/bytesperrow>
  public var bytesPerRow: Int { fatalError() }

  // colorSpace <https://developer.apple.com/documentation/coregraphics/cgimage/colorspace>
  public var colorSpace: CGColorSpace? { fatalError() }

  // alphaInfo <https://developer.apple.com/documentation/coregraphics/cgimage/alphainfo>
  public var alphaInfo: CGImageAlphaInfo { fatalError() }

  // cropping(to:) <https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)>
  public func cropping(to rect: CGRect) -> CGImage? { fatalError() }

  // copy() <https://developer.apple.com/documentation/coregraphics/cgimage/copy()>
  public func copy() -> CGImage? { fatalError() }

  // CGImage (Conforms To Equatable) <https://developer.apple.com/documentation/coregraphics/cgimage>
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { fatalError() }

  // CGImage (Conforms To Hashable) <https://developer.apple.com/documentation/coregraphics/cgimage>
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// Raw type from the page's init?(rawValue: UInt32). The page lists the cases in another order;
// the values are the C enum's (CGImage.h: None, PremultipliedLast, PremultipliedFirst, Last,
// First, NoneSkipLast, NoneSkipFirst, Only).
// CGImageAlphaInfo <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo>
public enum CGImageAlphaInfo: UInt32, BitwiseCopyable, Sendable {
  // CGImageAlphaInfo.none <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/none>
  case none = 0

  // CGImageAlphaInfo.premultipliedLast <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/premultipliedlast>
  case premultipliedLast = 1

  // CGImageAlphaInfo.premultipliedFirst <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/premultipliedfirst>
  case premultipliedFirst = 2

  // CGImageAlphaInfo.last <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/last>
  case last = 3

  // CGImageAlphaInfo.first <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/first>
  case first = 4

  // CGImageAlphaInfo.noneSkipLast <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/noneskiplast>
  case noneSkipLast = 5

  // CGImageAlphaInfo.noneSkipFirst <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/noneskipfirst>
  case noneSkipFirst = 6

  // CGImageAlphaInfo.alphaOnly <https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/alphaonly>
  case alphaOnly = 7
}
