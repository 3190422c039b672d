// Stand-in for UIKit's colours and images (UIColor, UIImage), transcribed from Apple's
// documentation (developer.apple.com). Nothing here runs: every body traps. The conventions
// are those of UIDrawing.swift.

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
