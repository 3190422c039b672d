// Stand-in for UIKit's drawing declarations (UIColor, UIImage, the UIGraphics functions, the
// graphics renderers, UIBezierPath, UIRectCorner), transcribed from Apple's documentation
// (developer.apple.com). Nothing here runs: every body traps (fatalError()). It is used only
// by the UIKit-shaped build that type-checks the book's listings on Linux, where UIKit does
// not exist.
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

// MARK: - UIColor

// Relationships on Apple's page: Inherits From NSObject; Conforms To NSCoding, NSCopying,
// NSSecureCoding, Sendable (plus NSItemProviderReading/Writing, left out, see above).
// Linux deviation: `@unchecked Sendable`. Apple's (Objective-C) class is imported as Sendable;
// Swift only accepts a Sendable conformance on a non-final class as `@unchecked`.
// UIColor <https://developer.apple.com/documentation/uikit/uicolor>
open class UIColor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {

  // MARK: Creating a color from component values

  // init(white:alpha:) <https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)>
  public init(white: CGFloat, alpha: CGFloat) { fatalError() }

  // init(hue:saturation:brightness:alpha:) <https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)>
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }

  // init(red:green:blue:alpha:) <https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)>
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

  // init(displayP3Red:green:blue:alpha:) <https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)>
  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

  // init(cgColor:) <https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)>
  public init(cgColor: CGColor) { fatalError() }

  // MARK: Dynamic colors (iOS 13)

  // init(dynamicProvider:) <https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)>
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }

  // resolvedColor(with:) <https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)>
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }

  // MARK: NSCoding, NSSecureCoding, NSCopying

  // NSCoding requirement; `required` because NSCoding requires it of every subclass.
  // init(coder:) <https://developer.apple.com/documentation/foundation/nscoding/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // NSCoding requirement.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // NSSecureCoding requirement. The protocol's page says `static var`; a class property
  // (`class var`, which satisfies it) keeps it overridable, as for Apple's imported classes.
  // supportsSecureCoding <https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding>
  open class var supportsSecureCoding: Bool { fatalError() }

  // NSCopying requirement.
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

  // MARK: Getting the color information

  // cgColor <https://developer.apple.com/documentation/uikit/uicolor/cgcolor>
  open var cgColor: CGColor { get { fatalError() } }

  // getRed(_:green:blue:alpha:) <https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)>
  open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }

  // getWhite(_:alpha:) <https://developer.apple.com/documentation/uikit/uicolor/getwhite(_:alpha:)>
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }

  // MARK: Creating a color from another color

  // withAlphaComponent(_:) <https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)>
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }

  // MARK: Drawing with the color

  // set() <https://developer.apple.com/documentation/uikit/uicolor/set()>
  open func set() { fatalError() }

  // setFill() <https://developer.apple.com/documentation/uikit/uicolor/setfill()>
  open func setFill() { fatalError() }

  // setStroke() <https://developer.apple.com/documentation/uikit/uicolor/setstroke()>
  open func setStroke() { fatalError() }

  // MARK: Fixed colors

  // black <https://developer.apple.com/documentation/uikit/uicolor/black>
  open class var black: UIColor { get { fatalError() } }

  // blue <https://developer.apple.com/documentation/uikit/uicolor/blue>
  open class var blue: UIColor { get { fatalError() } }

  // brown <https://developer.apple.com/documentation/uikit/uicolor/brown>
  open class var brown: UIColor { get { fatalError() } }

  // clear <https://developer.apple.com/documentation/uikit/uicolor/clear>
  open class var clear: UIColor { get { fatalError() } }

  // cyan <https://developer.apple.com/documentation/uikit/uicolor/cyan>
  open class var cyan: UIColor { get { fatalError() } }

  // darkGray <https://developer.apple.com/documentation/uikit/uicolor/darkgray>
  open class var darkGray: UIColor { get { fatalError() } }

  // gray <https://developer.apple.com/documentation/uikit/uicolor/gray>
  open class var gray: UIColor { get { fatalError() } }

  // green <https://developer.apple.com/documentation/uikit/uicolor/green>
  open class var green: UIColor { get { fatalError() } }

  // lightGray <https://developer.apple.com/documentation/uikit/uicolor/lightgray>
  open class var lightGray: UIColor { get { fatalError() } }

  // magenta <https://developer.apple.com/documentation/uikit/uicolor/magenta>
  open class var magenta: UIColor { get { fatalError() } }

  // orange <https://developer.apple.com/documentation/uikit/uicolor/orange>
  open class var orange: UIColor { get { fatalError() } }

  // purple <https://developer.apple.com/documentation/uikit/uicolor/purple>
  open class var purple: UIColor { get { fatalError() } }

  // red <https://developer.apple.com/documentation/uikit/uicolor/red>
  open class var red: UIColor { get { fatalError() } }

  // white <https://developer.apple.com/documentation/uikit/uicolor/white>
  open class var white: UIColor { get { fatalError() } }

  // yellow <https://developer.apple.com/documentation/uikit/uicolor/yellow>
  open class var yellow: UIColor { get { fatalError() } }

  // MARK: Adaptable (system and UI element) colors

  // systemBlue <https://developer.apple.com/documentation/uikit/uicolor/systemblue>
  open class var systemBlue: UIColor { get { fatalError() } }

  // systemRed <https://developer.apple.com/documentation/uikit/uicolor/systemred>
  open class var systemRed: UIColor { get { fatalError() } }

  // systemGray <https://developer.apple.com/documentation/uikit/uicolor/systemgray>
  open class var systemGray: UIColor { get { fatalError() } }

  // label <https://developer.apple.com/documentation/uikit/uicolor/label>
  open class var label: UIColor { get { fatalError() } }

  // secondaryLabel <https://developer.apple.com/documentation/uikit/uicolor/secondarylabel>
  open class var secondaryLabel: UIColor { get { fatalError() } }

  // systemBackground <https://developer.apple.com/documentation/uikit/uicolor/systembackground>
  open class var systemBackground: UIColor { get { fatalError() } }

  // secondarySystemBackground <https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground>
  open class var secondarySystemBackground: UIColor { get { fatalError() } }
}

// MARK: - UIImage

// Relationships on Apple's page: Inherits From NSObject; Conforms To NSCoding,
// NSSecureCoding, Sendable (plus the protocols left out, see the top of the file).
// Linux deviation: `@unchecked Sendable`, as for UIColor.
// UIImage <https://developer.apple.com/documentation/uikit/uiimage>
open class UIImage: NSObject, NSSecureCoding, @unchecked Sendable {

  // MARK: Creating and initializing image objects

  // init(named:) <https://developer.apple.com/documentation/uikit/uiimage/init(named:)>
  public init?(named name: String) { fatalError() }

  // init(cgImage:) <https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:)>
  public init(cgImage: CGImage) { fatalError() }

  // init(cgImage:scale:orientation:) <https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:scale:orientation:)>
  public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) { fatalError() }

  // MARK: NSCoding, NSSecureCoding

  // NSCoding requirement; `required` because NSCoding requires it of every subclass.
  // init(coder:) <https://developer.apple.com/documentation/foundation/nscoding/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // NSCoding requirement.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // NSSecureCoding requirement (`class var`, as for UIColor).
  // supportsSecureCoding <https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding>
  open class var supportsSecureCoding: Bool { fatalError() }

  // MARK: Getting the image size and scale

  // scale <https://developer.apple.com/documentation/uikit/uiimage/scale>
  open var scale: CGFloat { get { fatalError() } }

  // size <https://developer.apple.com/documentation/uikit/uiimage/size>
  open var size: CGSize { get { fatalError() } }

  // MARK: Getting the image data

  // cgImage <https://developer.apple.com/documentation/uikit/uiimage/cgimage>
  open var cgImage: CGImage? { get { fatalError() } }

  // imageOrientation <https://developer.apple.com/documentation/uikit/uiimage/imageorientation>
  open var imageOrientation: UIImage.Orientation { get { fatalError() } }

  // pngData() <https://developer.apple.com/documentation/uikit/uiimage/pngdata()>
  open func pngData() -> Data? { fatalError() }

  // jpegData(compressionQuality:) <https://developer.apple.com/documentation/uikit/uiimage/jpegdata(compressionquality:)>
  open func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }

  // imageRendererFormat <https://developer.apple.com/documentation/uikit/uiimage/imagerendererformat>
  open var imageRendererFormat: UIGraphicsImageRendererFormat { get { fatalError() } }

  // MARK: Drawing images

  // draw(at:) <https://developer.apple.com/documentation/uikit/uiimage/draw(at:)>
  open func draw(at point: CGPoint) { fatalError() }

  // draw(at:blendMode:alpha:) <https://developer.apple.com/documentation/uikit/uiimage/draw(at:blendmode:alpha:)>
  open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) { fatalError() }

  // draw(in:) <https://developer.apple.com/documentation/uikit/uiimage/draw(in:)>
  open func draw(in rect: CGRect) { fatalError() }

  // draw(in:blendMode:alpha:) <https://developer.apple.com/documentation/uikit/uiimage/draw(in:blendmode:alpha:)>
  open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) { fatalError() }

  // MARK: Specifying rendering and tinting

  // renderingMode <https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.property>
  open var renderingMode: UIImage.RenderingMode { get { fatalError() } }

  // withRenderingMode(_:) <https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)>
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }

  // withTintColor(_:) <https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)>
  open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }

  // withTintColor(_:renderingMode:) <https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)>
  open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }

  // Relationships on Apple's page: Conforms To BitwiseCopyable, Equatable, Hashable,
  // RawRepresentable, Sendable; init?(rawValue: Int). The pages give no raw values; the
  // cases are declared in the pages' order, which is the SDK's (up = 0 ... rightMirrored = 7).
  // UIImage.Orientation <https://developer.apple.com/documentation/uikit/uiimage/orientation>
  public enum Orientation: Int, BitwiseCopyable, Sendable {
    // UIImage.Orientation.up <https://developer.apple.com/documentation/uikit/uiimage/orientation/up>
    case up
    // UIImage.Orientation.down <https://developer.apple.com/documentation/uikit/uiimage/orientation/down>
    case down
    // UIImage.Orientation.left <https://developer.apple.com/documentation/uikit/uiimage/orientation/left>
    case left
    // UIImage.Orientation.right <https://developer.apple.com/documentation/uikit/uiimage/orientation/right>
    case right
    // UIImage.Orientation.upMirrored <https://developer.apple.com/documentation/uikit/uiimage/orientation/upmirrored>
    case upMirrored
    // UIImage.Orientation.downMirrored <https://developer.apple.com/documentation/uikit/uiimage/orientation/downmirrored>
    case downMirrored
    // UIImage.Orientation.leftMirrored <https://developer.apple.com/documentation/uikit/uiimage/orientation/leftmirrored>
    case leftMirrored
    // UIImage.Orientation.rightMirrored <https://developer.apple.com/documentation/uikit/uiimage/orientation/rightmirrored>
    case rightMirrored
  }

  // Relationships on Apple's page: Conforms To BitwiseCopyable, Equatable, Hashable,
  // RawRepresentable, Sendable; init?(rawValue: Int). No raw values on the pages; cases in
  // the pages' order.
  // UIImage.RenderingMode <https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum>
  public enum RenderingMode: Int, BitwiseCopyable, Sendable {
    // UIImage.RenderingMode.automatic <https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/automatic>
    case automatic
    // UIImage.RenderingMode.alwaysOriginal <https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaysoriginal>
    case alwaysOriginal
    // UIImage.RenderingMode.alwaysTemplate <https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaystemplate>
    case alwaysTemplate
  }
}

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
