// Stand-in for part of Apple's CoreGraphics module, transcribed from Apple's documentation
// (developer.apple.com). Declarations only: every body traps (fatalError()); nothing here runs.
// Used only by the UIKit-shaped build that type-checks the book's listings on Linux.
//
// CGPath and CGMutablePath are Core Foundation types on Apple: Swift code cannot subclass them
// (only CGMutablePath inherits from CGPath), so they are `public class`, not `open`. Their
// pages show no @MainActor. Equatable and Hashable (listed under "Conforms To") are written
// out with trapping bodies.
@_exported import Foundation

// CGPath <https://developer.apple.com/documentation/coregraphics/cgpath>
public class CGPath: Hashable {
  // init(rect:transform:) <https://developer.apple.com/documentation/coregraphics/cgpath/init(rect:transform:)>
  public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }

  // init(ellipseIn:transform:) <https://developer.apple.com/documentation/coregraphics/cgpath/init(ellipsein:transform:)>
  public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }

  // init(roundedRect:cornerWidth:cornerHeight:transform:) <https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)>
  public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }

  // copy() <https://developer.apple.com/documentation/coregraphics/cgpath/copy()>
  public func copy() -> CGPath? { fatalError() }

  // copy(using:) <https://developer.apple.com/documentation/coregraphics/cgpath/copy(using:)>
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? { fatalError() }

  // copy(dashingWithPhase:lengths:transform:) <https://developer.apple.com/documentation/coregraphics/cgpath/copy(dashingwithphase:lengths:transform:)>
  public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath { fatalError() }

  // copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:) <https://developer.apple.com/documentation/coregraphics/cgpath/copy(strokingwithwidth:linecap:linejoin:miterlimit:transform:)>
  public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath { fatalError() }

  // mutableCopy() <https://developer.apple.com/documentation/coregraphics/cgpath/mutablecopy()>
  public func mutableCopy() -> CGMutablePath? { fatalError() }

  // mutableCopy(using:) <https://developer.apple.com/documentation/coregraphics/cgpath/mutablecopy(using:)>
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? { fatalError() }

  // boundingBox <https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox>
  public var boundingBox: CGRect { fatalError() }

  // boundingBoxOfPath <https://developer.apple.com/documentation/coregraphics/cgpath/boundingboxofpath>
  public var boundingBoxOfPath: CGRect { fatalError() }

  // currentPoint <https://developer.apple.com/documentation/coregraphics/cgpath/currentpoint>
  public var currentPoint: CGPoint { fatalError() }

  // contains(_:using:transform:) <https://developer.apple.com/documentation/coregraphics/cgpath/contains(_:using:transform:)>
  public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool { fatalError() }

  // The path operations of iOS 16 (Swift overlay; the pages show iOS 16.0+, which Linux
  // ignores). Each takes the fill rule the way `intersects(_:using:)` does.
  // normalized(using:) <https://developer.apple.com/documentation/coregraphics/cgpath/normalized(using:)>
  public func normalized(using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }

  // union(_:using:) <https://developer.apple.com/documentation/coregraphics/cgpath/union(_:using:)>
  public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }

  // intersection(_:using:) <https://developer.apple.com/documentation/coregraphics/cgpath/intersection(_:using:)>
  public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }

  // subtracting(_:using:) <https://developer.apple.com/documentation/coregraphics/cgpath/subtracting(_:using:)>
  public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }

  // symmetricDifference(_:using:) <https://developer.apple.com/documentation/coregraphics/cgpath/symmetricdifference(_:using:)>
  public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }

  // isEmpty <https://developer.apple.com/documentation/coregraphics/cgpath/isempty>
  public var isEmpty: Bool { fatalError() }

  // isRect(_:) <https://developer.apple.com/documentation/coregraphics/cgpath/isrect(_:)>
  public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool { fatalError() }

  // applyWithBlock(_:) <https://developer.apple.com/documentation/coregraphics/cgpath/applywithblock(_:)>
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) { fatalError() }

  // CGPath (Conforms To Equatable) <https://developer.apple.com/documentation/coregraphics/cgpath>
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { fatalError() }

  // CGPath (Conforms To Hashable) <https://developer.apple.com/documentation/coregraphics/cgpath>
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// CGMutablePath <https://developer.apple.com/documentation/coregraphics/cgmutablepath>
public class CGMutablePath: CGPath {
  // init() <https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()>
  public init() { fatalError() }

  // move(to:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)>
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }

  // addLine(to:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)>
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }

  // addLines(between:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addlines(between:transform:)>
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) { fatalError() }

  // addRect(_:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrect(_:transform:)>
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }

  // addRects(_:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrects(_:transform:)>
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { fatalError() }

  // addEllipse(in:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addellipse(in:transform:)>
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }

  // addRoundedRect(in:cornerWidth:cornerHeight:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addroundedrect(in:cornerwidth:cornerheight:transform:)>
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) { fatalError() }

  // addArc(center:radius:startAngle:endAngle:clockwise:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(center:radius:startangle:endangle:clockwise:transform:)>
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) { fatalError() }

  // addArc(tangent1End:tangent2End:radius:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(tangent1end:tangent2end:radius:transform:)>
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) { fatalError() }

  // addRelativeArc(center:radius:startAngle:delta:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrelativearc(center:radius:startangle:delta:transform:)>
  public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) { fatalError() }

  // addCurve(to:control1:control2:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)>
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }

  // addQuadCurve(to:control:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addquadcurve(to:control:transform:)>
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }

  // addPath(_:transform:) <https://developer.apple.com/documentation/coregraphics/cgmutablepath/addpath(_:transform:)>
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { fatalError() }

  // closeSubpath() <https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()>
  public func closeSubpath() { fatalError() }
}

// A Swift enum of Apple's CoreGraphics overlay (not a C enum); its page lists no init(rawValue:)
// or raw type. Raw type Int and the values 0 and 1 come from Apple's CoreGraphics
// .swiftinterface ("public enum CGPathFillRule : Int { case winding; case evenOdd }"); like the
// page (Conforms To: Equatable, Hashable, RawRepresentable) it is not declared Sendable.
// The page lists evenOdd first; the declaration order here follows the interface, so the raw
// values are Apple's.
// CGPathFillRule <https://developer.apple.com/documentation/coregraphics/cgpathfillrule>
public enum CGPathFillRule: Int {
  // CGPathFillRule.winding <https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding>
  case winding = 0

  // CGPathFillRule.evenOdd <https://developer.apple.com/documentation/coregraphics/cgpathfillrule/evenodd>
  case evenOdd = 1
}

// Raw type from the page's init?(rawValue: Int32); values are the C enum's (CGPath.h), in the
// order the page lists them.
// CGLineCap <https://developer.apple.com/documentation/coregraphics/cglinecap>
public enum CGLineCap: Int32, BitwiseCopyable, Sendable {
  // CGLineCap.butt <https://developer.apple.com/documentation/coregraphics/cglinecap/butt>
  case butt = 0

  // CGLineCap.round <https://developer.apple.com/documentation/coregraphics/cglinecap/round>
  case round = 1

  // CGLineCap.square <https://developer.apple.com/documentation/coregraphics/cglinecap/square>
  case square = 2
}

// Raw type from the page's init?(rawValue: Int32); values are the C enum's (CGPath.h), in the
// order the page lists them.
// CGLineJoin <https://developer.apple.com/documentation/coregraphics/cglinejoin>
public enum CGLineJoin: Int32, BitwiseCopyable, Sendable {
  // CGLineJoin.miter <https://developer.apple.com/documentation/coregraphics/cglinejoin/miter>
  case miter = 0

  // CGLineJoin.round <https://developer.apple.com/documentation/coregraphics/cglinejoin/round>
  case round = 1

  // CGLineJoin.bevel <https://developer.apple.com/documentation/coregraphics/cglinejoin/bevel>
  case bevel = 2
}

// The element passed to applyWithBlock(_:). The page lists BitwiseCopyable only (not Sendable).
// CGPathElement <https://developer.apple.com/documentation/coregraphics/cgpathelement>
public struct CGPathElement: BitwiseCopyable {
  // init(type:points:) <https://developer.apple.com/documentation/coregraphics/cgpathelement/init(type:points:)>
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) { fatalError() }

  // type <https://developer.apple.com/documentation/coregraphics/cgpathelement/type>
  public var type: CGPathElementType {
    get { fatalError() }
    set { fatalError() }
  }

  // points <https://developer.apple.com/documentation/coregraphics/cgpathelement/points>
  public var points: UnsafeMutablePointer<CGPoint> {
    get { fatalError() }
    set { fatalError() }
  }
}

// Raw type from the page's init?(rawValue: Int32); values are the C enum's (CGPath.h), in the
// order the page lists them.
// CGPathElementType <https://developer.apple.com/documentation/coregraphics/cgpathelementtype>
public enum CGPathElementType: Int32, BitwiseCopyable, Sendable {
  // CGPathElementType.moveToPoint <https://developer.apple.com/documentation/coregraphics/cgpathelementtype/movetopoint>
  case moveToPoint = 0

  // CGPathElementType.addLineToPoint <https://developer.apple.com/documentation/coregraphics/cgpathelementtype/addlinetopoint>
  case addLineToPoint = 1

  // CGPathElementType.addQuadCurveToPoint <https://developer.apple.com/documentation/coregraphics/cgpathelementtype/addquadcurvetopoint>
  case addQuadCurveToPoint = 2

  // CGPathElementType.addCurveToPoint <https://developer.apple.com/documentation/coregraphics/cgpathelementtype/addcurvetopoint>
  case addCurveToPoint = 3

  // CGPathElementType.closeSubpath <https://developer.apple.com/documentation/coregraphics/cgpathelementtype/closesubpath>
  case closeSubpath = 4
}
