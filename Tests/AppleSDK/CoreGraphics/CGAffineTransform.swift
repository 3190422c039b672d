// Stand-in for part of Apple's CoreGraphics module, transcribed from Apple's documentation
// (developer.apple.com). Declarations only: every body traps (fatalError()); nothing here runs.
// Used only by the UIKit-shaped build that type-checks the book's listings on Linux.
//
// CGAffineTransform and CGVector: Apple documents them under Core Foundation
// (developer.apple.com/documentation/corefoundation/...); Swift code gets them from CoreGraphics.
@_exported import Foundation

// Transcription note (fields and memberwise initializers of CGAffineTransform and CGVector):
// Apple's pages show the C struct fields and the memberwise initializer as `Double`
// (e.g. "var a: Double", "init(a: Double, ...)"). That is how the documentation renders the C type
// CGFloat (the same pages show "var x: Double" for CGPoint, whose field is CGFloat in Linux
// Foundation and in the SDK, and CGVector gets two "init(dx: Double, dy: Double)" pages, one the
// memberwise initializer, one the overlay's Double overload). They are declared here as CGFloat,
// which is what Swift imports from the C declaration (`CGFloat a, b, c, d; CGFloat tx, ty;`).
// Stored-looking properties are computed with trapping accessors, so the structs hold no storage;
// Equatable, Hashable and Codable (listed under the pages' "Conforms To") are written out with
// trapping bodies.

// CGAffineTransform <https://developer.apple.com/documentation/corefoundation/cgaffinetransform>
public struct CGAffineTransform: BitwiseCopyable, Sendable {
  // init() <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init()>
  public init() { fatalError() }

  // Page shows Double: see the transcription note above.
  // init(a:b:c:d:tx:ty:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)>
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }

  // init(_:_:_:_:_:_:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(_:_:_:_:_:_:)>
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) { fatalError() }

  // init(translationX:y:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)>
  public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }

  // init(scaleX:y:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)>
  public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }

  // init(rotationAngle:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)>
  public init(rotationAngle angle: CGFloat) { fatalError() }

  // identity <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity>
  public static var identity: CGAffineTransform { fatalError() }

  // isIdentity <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/isidentity>
  public var isIdentity: Bool { fatalError() }

  // Pages show Double: see the transcription note above.
  // a <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a>
  public var a: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // b <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b>
  public var b: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // c <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c>
  public var c: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // d <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d>
  public var d: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // tx <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx>
  public var tx: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // ty <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty>
  public var ty: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // concatenating(_:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/concatenating(_:)>
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }

  // inverted() <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()>
  public func inverted() -> CGAffineTransform { fatalError() }

  // scaledBy(x:y:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)>
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }

  // translatedBy(x:y:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)>
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }

  // rotated(by:) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)>
  public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
}

// Conformances listed under "Relationships" on the type's page.
extension CGAffineTransform: Hashable {
  // CGAffineTransform (Conforms To Equatable) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform>
  public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }

  // CGAffineTransform (Conforms To Hashable) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform>
  public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGAffineTransform: Codable {
  // CGAffineTransform (Conforms To Decodable) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform>
  public init(from decoder: any Decoder) throws { fatalError() }

  // CGAffineTransform (Conforms To Encodable) <https://developer.apple.com/documentation/corefoundation/cgaffinetransform>
  public func encode(to encoder: any Encoder) throws { fatalError() }
}

// Linux deviation: Linux Foundation's CGPoint, CGSize and CGRect lack `applying(_:)`, which
// Apple's CoreGraphics adds; declared here.

extension CGPoint {
  // applying(_:) <https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)-2afxw>
  public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
  // applying(_:) <https://developer.apple.com/documentation/corefoundation/cgsize/applying(_:)>
  public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGRect {
  // applying(_:) <https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)>
  public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
}

// CGVector <https://developer.apple.com/documentation/corefoundation/cgvector>
public struct CGVector: BitwiseCopyable, Sendable {
  // init() <https://developer.apple.com/documentation/corefoundation/cgvector/init()>
  public init() { fatalError() }

  // The memberwise initializer; page shows Double: see the transcription note above.
  // init(dx:dy:) <https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-1cr8k>
  public init(dx: CGFloat, dy: CGFloat) { fatalError() }

  // init(dx:dy:) <https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-57w7m>
  public init(dx: Double, dy: Double) { fatalError() }

  // init(dx:dy:) <https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-5dw92>
  public init(dx: Int, dy: Int) { fatalError() }

  // zero <https://developer.apple.com/documentation/corefoundation/cgvector/zero>
  public static var zero: CGVector { fatalError() }

  // Page shows Double: see the transcription note above.
  // dx <https://developer.apple.com/documentation/corefoundation/cgvector/dx>
  public var dx: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // Page shows Double: see the transcription note above.
  // dy <https://developer.apple.com/documentation/corefoundation/cgvector/dy>
  public var dy: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

// Conformances listed under "Relationships" on the type's page.
extension CGVector: Hashable {
  // CGVector (Conforms To Equatable) <https://developer.apple.com/documentation/corefoundation/cgvector>
  public static func == (lhs: CGVector, rhs: CGVector) -> Bool { fatalError() }

  // CGVector (Conforms To Hashable) <https://developer.apple.com/documentation/corefoundation/cgvector>
  public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGVector: Codable {
  // CGVector (Conforms To Decodable) <https://developer.apple.com/documentation/corefoundation/cgvector>
  public init(from decoder: any Decoder) throws { fatalError() }

  // CGVector (Conforms To Encodable) <https://developer.apple.com/documentation/corefoundation/cgvector>
  public func encode(to encoder: any Encoder) throws { fatalError() }
}

extension CGVector: CustomDebugStringConvertible {
  // CGVector (Conforms To CustomDebugStringConvertible) <https://developer.apple.com/documentation/corefoundation/cgvector>
  public var debugDescription: String { fatalError() }
}
