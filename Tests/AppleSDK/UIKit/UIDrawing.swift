// Stand-in for UIKit's drawing declarations (the UIGraphics functions, the graphics
// renderers, UIBezierPath, UIRectCorner; UIColor and UIImage are in UIColorAndImage.swift),
// transcribed from Apple's documentation (developer.apple.com). Nothing here runs: every body
// traps (fatalError()). It is used only by the UIKit-shaped build that type-checks the book's
// listings on Linux, where UIKit does not exist.
//
// Conventions:
// - None of the class pages used here (UIColor, UIImage, UIBezierPath, UIGraphicsRenderer and
//   its format/context classes) shows `@MainActor` in its declaration (UIView's page does), so
//   none of these types is main-actor isolated.
// - Every Objective-C class is subclassable from Swift, so classes are `open` and their
//   members `open`; initializers are `public`.
// - Conformances are those of each class page's "Relationships". Those that NSObject already
//   provides on Linux (NSObjectProtocol, Equatable, Hashable, CVarArg,
//   CustomStringConvertible, CustomDebugStringConvertible) are not repeated.
//   NSItemProviderReading / NSItemProviderWriting (UIColor, UIImage), JournalingSuggestionAsset,
//   UIAccessibilityIdentification and UIItemProviderPresentationSizeProviding (UIImage) are
//   left out: Linux Foundation has no item providers, and the others belong to other modules
//   or to parts of UIKit outside this file.

import Foundation

// MARK: - Image contexts (UIGraphics functions)
//
// Linux deviation, for the five functions marked deprecated below: Apple's pages show them
// deprecated on iOS, iPadOS, visionOS and watchOS, with a range ending at the current release
// ("iOS 2.0–18.4 Deprecated" in the page copies; "iOS: 2.0.0 - 27.0.0" in the current pages'
// metadata) and no deprecation message. An `@available(iOS, deprecated: ...)` attribute has
// no effect on Linux, so they are written `@available(*, deprecated)`: using them gives a
// deprecation warning here as in Xcode, though not the same text.
// UIGraphicsGetCurrentContext, UIGraphicsPushContext and UIGraphicsPopContext are not
// deprecated.

// UIGraphicsGetCurrentContext() <https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()>
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }

// UIGraphicsPushContext(_:) <https://developer.apple.com/documentation/uikit/uigraphicspushcontext(_:)>
public func UIGraphicsPushContext(_ context: CGContext) { fatalError() }

// UIGraphicsPopContext() <https://developer.apple.com/documentation/uikit/uigraphicspopcontext()>
public func UIGraphicsPopContext() { fatalError() }

// UIGraphicsBeginImageContext(_:) <https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontext(_:)>
@available(*, deprecated)
public func UIGraphicsBeginImageContext(_ size: CGSize) { fatalError() }

// UIGraphicsBeginImageContextWithOptions(_:_:_:) <https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)>
@available(*, deprecated)
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) { fatalError() }

// UIGraphicsGetImageFromCurrentImageContext() <https://developer.apple.com/documentation/uikit/uigraphicsgetimagefromcurrentimagecontext()>
@available(*, deprecated)
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { fatalError() }

// UIGraphicsEndImageContext() <https://developer.apple.com/documentation/uikit/uigraphicsendimagecontext()>
@available(*, deprecated)
public func UIGraphicsEndImageContext() { fatalError() }

// MARK: - UIGraphicsRenderer (abstract base class)

// UIGraphicsDrawingActions <https://developer.apple.com/documentation/uikit/uigraphicsdrawingactions>
public typealias UIGraphicsDrawingActions = (UIGraphicsRendererContext) -> Void

// Relationships on Apple's page: Inherits From NSObject; Inherited By UIGraphicsImageRenderer,
// UIGraphicsPDFRenderer.
// UIGraphicsRenderer <https://developer.apple.com/documentation/uikit/uigraphicsrenderer>
open class UIGraphicsRenderer: NSObject {

  // init(bounds:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/init(bounds:)>
  public convenience init(bounds: CGRect) { fatalError() }

  // init(bounds:format:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/init(bounds:format:)>
  public init(bounds: CGRect, format: UIGraphicsRendererFormat) { fatalError() }

  // allowsImageOutput <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/allowsimageoutput>
  open var allowsImageOutput: Bool { get { fatalError() } }

  // format <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/format>
  open var format: UIGraphicsRendererFormat { get { fatalError() } }

  // runDrawingActions(_:completionActions:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/rundrawingactions(_:completionactions:)>
  open func runDrawingActions(_ drawingActions: (UIGraphicsRendererContext) -> Void, completionActions: ((UIGraphicsRendererContext) -> Void)? = nil) throws { fatalError() }

  // context(with:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/context(with:)>
  open class func context(with format: UIGraphicsRendererFormat) -> CGContext? { fatalError() }

  // prepare(_:with:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/prepare(_:with:)>
  open class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) { fatalError() }

  // rendererContextClass() <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/renderercontextclass()>
  open class func rendererContextClass() -> AnyClass { fatalError() }
}

// Relationships on Apple's page: Inherits From NSObject; Conforms To NSCopying; Inherited By
// UIGraphicsImageRendererFormat, UIGraphicsPDFRendererFormat. The page lists no initializer:
// `UIGraphicsRendererFormat()` is NSObject's init(), inherited (nothing is declared here).
// UIGraphicsRendererFormat <https://developer.apple.com/documentation/uikit/uigraphicsrendererformat>
open class UIGraphicsRendererFormat: NSObject, NSCopying {

  // default() <https://developer.apple.com/documentation/uikit/uigraphicsrendererformat/default()>
  open class func `default`() -> Self { fatalError() }

  // preferred() <https://developer.apple.com/documentation/uikit/uigraphicsrendererformat/preferred()>
  open class func preferred() -> Self { fatalError() }

  // bounds <https://developer.apple.com/documentation/uikit/uigraphicsrendererformat/bounds>
  open var bounds: CGRect { get { fatalError() } }

  // NSCopying requirement.
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// Relationships on Apple's page: Inherits From NSObject; Inherited By
// UIGraphicsImageRendererContext, UIGraphicsPDFRendererContext.
// UIGraphicsRendererContext <https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext>
open class UIGraphicsRendererContext: NSObject {

  // cgContext <https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext>
  open var cgContext: CGContext { get { fatalError() } }

  // format <https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/format>
  open var format: UIGraphicsRendererFormat { get { fatalError() } }

  // stroke(_:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/stroke(_:)>
  open func stroke(_ rect: CGRect) { fatalError() }

  // stroke(_:blendMode:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/stroke(_:blendmode:)>
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { fatalError() }

  // fill(_:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/fill(_:)>
  open func fill(_ rect: CGRect) { fatalError() }

  // fill(_:blendMode:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/fill(_:blendmode:)>
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { fatalError() }

  // clip(to:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/clip(to:)>
  open func clip(to rect: CGRect) { fatalError() }
}

// MARK: - UIGraphicsImageRenderer

// Relationships on Apple's page: Inherits From UIGraphicsRenderer. Its `format` is the one
// inherited from UIGraphicsRenderer (the page lists no `format` of its own).
// UIGraphicsImageRenderer <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer>
open class UIGraphicsImageRenderer: UIGraphicsRenderer {

  // UIGraphicsImageRenderer.DrawingActions <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/drawingactions>
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  // init(size:) <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:)>
  public convenience init(size: CGSize) { fatalError() }

  // init(size:format:) <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:format:)>
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) { fatalError() }

  // init(bounds:format:) <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(bounds:format:)>
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { fatalError() }

  // Linux deviation: Apple's page for UIGraphicsImageRenderer lists no init(bounds:); on
  // Apple platforms the subclass inherits UIGraphicsRenderer's convenience init(bounds:)
  // (Objective-C initializers are inherited). Swift inherits a convenience initializer only
  // when the subclass overrides every designated initializer of its superclass, which this
  // one does not (its init(bounds:format:) takes the narrower UIGraphicsImageRendererFormat),
  // so the inherited initializer is declared again here.
  // init(bounds:) <https://developer.apple.com/documentation/uikit/uigraphicsrenderer/init(bounds:)>
  public convenience init(bounds: CGRect) { fatalError() }

  // image(actions:) <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)>
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }

  // pngData(actions:) <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/pngdata(actions:)>
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { fatalError() }

  // jpegData(withCompressionQuality:actions:) <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/jpegdata(withcompressionquality:actions:)>
  open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data { fatalError() }
}

// Relationships on Apple's page: Inherits From UIGraphicsRendererFormat (so NSCopying).
// `UIGraphicsImageRendererFormat()` is NSObject's init(), inherited; `default()` and
// `preferred()` are UIGraphicsRendererFormat's, inherited (they return Self).
// UIGraphicsImageRendererFormat <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat>
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {

  // opaque <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/opaque>
  open var opaque: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // scale <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale>
  open var scale: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // preferredRange <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/preferredrange>
  open var preferredRange: UIGraphicsImageRendererFormat.Range {
    get { fatalError() }
    set { fatalError() }
  }

  // supportsHighDynamicRange <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/supportshighdynamicrange>
  open var supportsHighDynamicRange: Bool { get { fatalError() } }

  // Relationships on Apple's page: Conforms To BitwiseCopyable, Equatable, Hashable,
  // RawRepresentable, Sendable; init?(rawValue: Int). The pages give no raw values; these are
  // the SDK header's (UIGraphicsImageRendererFormatRange), as reproduced by third-party
  // bindings (objc2-ui-kit; Microsoft's .NET for iOS): unspecified = -1, automatic = 0,
  // extended = 1, standard = 2.
  // UIGraphicsImageRendererFormat.Range <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range>
  public enum Range: Int, BitwiseCopyable, Sendable {
    // UIGraphicsImageRendererFormat.Range.automatic <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/automatic>
    case automatic = 0
    // UIGraphicsImageRendererFormat.Range.extended <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/extended>
    case extended = 1
    // UIGraphicsImageRendererFormat.Range.standard <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/standard>
    case standard = 2
    // UIGraphicsImageRendererFormat.Range.unspecified <https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/unspecified>
    case unspecified = -1
  }
}

// Relationships on Apple's page: Inherits From UIGraphicsRendererContext (cgContext, format,
// fill, stroke, clip(to:) are inherited from it).
// UIGraphicsImageRendererContext <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext>
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {

  // currentImage <https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext/currentimage>
  open var currentImage: UIImage { get { fatalError() } }
}

// MARK: - UIBezierPath

// Relationships on Apple's page: Inherits From NSObject; Conforms To NSCoding, NSCopying,
// NSSecureCoding. Not Sendable.
// UIBezierPath <https://developer.apple.com/documentation/uikit/uibezierpath>
open class UIBezierPath: NSObject, NSSecureCoding, NSCopying {

  // MARK: Creating a Bézier path

  // Linux: `override`, because it overrides NSObject's init().
  // init() <https://developer.apple.com/documentation/uikit/uibezierpath/init()>
  public override init() { fatalError() }

  // init(rect:) <https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)>
  public convenience init(rect: CGRect) { fatalError() }

  // init(ovalIn:) <https://developer.apple.com/documentation/uikit/uibezierpath/init(ovalin:)>
  public convenience init(ovalIn rect: CGRect) { fatalError() }

  // init(roundedRect:cornerRadius:) <https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)>
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }

  // init(roundedRect:byRoundingCorners:cornerRadii:) <https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)>
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { fatalError() }

  // init(arcCenter:radius:startAngle:endAngle:clockwise:) <https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)>
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }

  // init(cgPath:) <https://developer.apple.com/documentation/uikit/uibezierpath/init(cgpath:)>
  public convenience init(cgPath CGPath: CGPath) { fatalError() }

  // Linux: `required`, because NSCoding requires it of every subclass (the page shows
  // `init?(coder: NSCoder)`).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uibezierpath/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // reversing() <https://developer.apple.com/documentation/uikit/uibezierpath/reversing()>
  open func reversing() -> UIBezierPath { fatalError() }

  // MARK: NSCoding, NSSecureCoding, NSCopying

  // NSCoding requirement.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // NSSecureCoding requirement (`class var`, as for UIColor).
  // supportsSecureCoding <https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding>
  open class var supportsSecureCoding: Bool { fatalError() }

  // NSCopying requirement (so `path.copy()` returns a copy, as on Apple platforms).
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

  // MARK: Constructing a path

  // move(to:) <https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)>
  open func move(to point: CGPoint) { fatalError() }

  // addLine(to:) <https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)>
  open func addLine(to point: CGPoint) { fatalError() }

  // addArc(withCenter:radius:startAngle:endAngle:clockwise:) <https://developer.apple.com/documentation/uikit/uibezierpath/addarc(withcenter:radius:startangle:endangle:clockwise:)>
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }

  // addCurve(to:controlPoint1:controlPoint2:) <https://developer.apple.com/documentation/uikit/uibezierpath/addcurve(to:controlpoint1:controlpoint2:)>
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { fatalError() }

  // addQuadCurve(to:controlPoint:) <https://developer.apple.com/documentation/uikit/uibezierpath/addquadcurve(to:controlpoint:)>
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { fatalError() }

  // close() <https://developer.apple.com/documentation/uikit/uibezierpath/close()>
  open func close() { fatalError() }

  // removeAllPoints() <https://developer.apple.com/documentation/uikit/uibezierpath/removeallpoints()>
  open func removeAllPoints() { fatalError() }

  // append(_:) <https://developer.apple.com/documentation/uikit/uibezierpath/append(_:)>
  open func append(_ bezierPath: UIBezierPath) { fatalError() }

  // cgPath <https://developer.apple.com/documentation/uikit/uibezierpath/cgpath>
  open var cgPath: CGPath {
    get { fatalError() }
    set { fatalError() }
  }

  // currentPoint <https://developer.apple.com/documentation/uikit/uibezierpath/currentpoint>
  open var currentPoint: CGPoint { get { fatalError() } }

  // MARK: Accessing drawing properties

  // lineWidth <https://developer.apple.com/documentation/uikit/uibezierpath/linewidth>
  open var lineWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // lineCapStyle <https://developer.apple.com/documentation/uikit/uibezierpath/linecapstyle>
  open var lineCapStyle: CGLineCap {
    get { fatalError() }
    set { fatalError() }
  }

  // lineJoinStyle <https://developer.apple.com/documentation/uikit/uibezierpath/linejoinstyle>
  open var lineJoinStyle: CGLineJoin {
    get { fatalError() }
    set { fatalError() }
  }

  // miterLimit <https://developer.apple.com/documentation/uikit/uibezierpath/miterlimit>
  open var miterLimit: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // flatness <https://developer.apple.com/documentation/uikit/uibezierpath/flatness>
  open var flatness: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // usesEvenOddFillRule <https://developer.apple.com/documentation/uikit/uibezierpath/usesevenoddfillrule>
  open var usesEvenOddFillRule: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // setLineDash(_:count:phase:) <https://developer.apple.com/documentation/uikit/uibezierpath/setlinedash(_:count:phase:)>
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) { fatalError() }

  // getLineDash(_:count:phase:) <https://developer.apple.com/documentation/uikit/uibezierpath/getlinedash(_:count:phase:)>
  open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) { fatalError() }

  // MARK: Drawing paths

  // fill() <https://developer.apple.com/documentation/uikit/uibezierpath/fill()>
  open func fill() { fatalError() }

  // fill(with:alpha:) <https://developer.apple.com/documentation/uikit/uibezierpath/fill(with:alpha:)>
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fatalError() }

  // stroke() <https://developer.apple.com/documentation/uikit/uibezierpath/stroke()>
  open func stroke() { fatalError() }

  // stroke(with:alpha:) <https://developer.apple.com/documentation/uikit/uibezierpath/stroke(with:alpha:)>
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { fatalError() }

  // MARK: Clipping paths

  // addClip() <https://developer.apple.com/documentation/uikit/uibezierpath/addclip()>
  open func addClip() { fatalError() }

  // MARK: Hit detection

  // contains(_:) <https://developer.apple.com/documentation/uikit/uibezierpath/contains(_:)>
  open func contains(_ point: CGPoint) -> Bool { fatalError() }

  // isEmpty <https://developer.apple.com/documentation/uikit/uibezierpath/isempty>
  open var isEmpty: Bool { get { fatalError() } }

  // bounds <https://developer.apple.com/documentation/uikit/uibezierpath/bounds>
  open var bounds: CGRect { get { fatalError() } }

  // MARK: Applying transformations

  // apply(_:) <https://developer.apple.com/documentation/uikit/uibezierpath/apply(_:)>
  open func apply(_ transform: CGAffineTransform) { fatalError() }
}

// MARK: - UIRectCorner

// Relationships on Apple's page: Conforms To BitwiseCopyable, Equatable,
// ExpressibleByArrayLiteral, OptionSet, RawRepresentable, Sendable, SetAlgebra.
// The pages show the constants as `static var ... { get }` and give no raw values, so they
// trap like everything else here. (The SDK header's values, as reproduced by third-party
// bindings, are topLeft = 1 << 0, topRight = 1 << 1, bottomLeft = 1 << 2,
// bottomRight = 1 << 3, allCorners = ~0.)
// UIRectCorner <https://developer.apple.com/documentation/uikit/uirectcorner>
public struct UIRectCorner: OptionSet, BitwiseCopyable, Sendable {

  // Linux: OptionSet (RawRepresentable) needs the `rawValue` property; its type is that of
  // init(rawValue:) on Apple's page. No page of its own was found.
  public let rawValue: UInt

  // init(rawValue:) <https://developer.apple.com/documentation/uikit/uirectcorner/init(rawvalue:)>
  public init(rawValue: UInt) { fatalError() }

  // topLeft <https://developer.apple.com/documentation/uikit/uirectcorner/topleft>
  public static var topLeft: UIRectCorner { get { fatalError() } }

  // topRight <https://developer.apple.com/documentation/uikit/uirectcorner/topright>
  public static var topRight: UIRectCorner { get { fatalError() } }

  // bottomLeft <https://developer.apple.com/documentation/uikit/uirectcorner/bottomleft>
  public static var bottomLeft: UIRectCorner { get { fatalError() } }

  // bottomRight <https://developer.apple.com/documentation/uikit/uirectcorner/bottomright>
  public static var bottomRight: UIRectCorner { get { fatalError() } }

  // allCorners <https://developer.apple.com/documentation/uikit/uirectcorner/allcorners>
  public static var allCorners: UIRectCorner { get { fatalError() } }
}
