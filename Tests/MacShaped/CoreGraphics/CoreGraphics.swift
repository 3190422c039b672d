// A stand-in for Apple's Core Graphics, shaped like its Swift interface for every name
// the Workbook spells, so that a Linux build can be made to look like a Mac's: on macOS,
// `import Foundation` brings these names along. Only the shapes matter (kinds, cases and
// raw values, initialisers that overload the model's); nothing here draws. Used only by
// `Tests/MacShaped/build`, never by the package itself.
import Foundation

open class CGPath: @unchecked Sendable {
  public init() {}
  open var isEmpty: Bool { true }
  open var boundingBox: CGRect { .null }
  open func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool { false }
  open func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath { CGPath() }
}

open class CGMutablePath: CGPath, @unchecked Sendable {
  public override init() {}
  open func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}
  open func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {}
  open func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
  open func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {}
  open func closeSubpath() {}
}

open class CGContext: @unchecked Sendable {
  public init() {}
  open func saveGState() {}
  open func restoreGState() {}
  open func setFillColor(_ color: CGColor) {}
  open func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  open func addPath(_ path: CGPath) {}
  open func fillPath(using rule: CGPathFillRule = .winding) {}
  open func setBlendMode(_ mode: CGBlendMode) {}
  open func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {}
  open func endTransparencyLayer() {}
}

public typealias CFDictionary = NSDictionary

open class CGColor: @unchecked Sendable {
  public init(gray: CGFloat, alpha: CGFloat) {}
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)
  open var alpha: CGFloat { 1 }
}

open class CGImage: @unchecked Sendable {
  public init() {}
  open var width: Int { 0 }
  open var height: Int { 0 }
}

open class CGGradient: @unchecked Sendable {
  public init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: [CGFloat]?) {}
}

open class CGColorSpace: @unchecked Sendable {
  public init?(name: String) {}
}

public enum CGLineCap: Int32, Sendable {
  case butt = 0, round = 1, square = 2
}

public enum CGLineJoin: Int32, Sendable {
  case miter = 0, round = 1, bevel = 2
}

public enum CGPathFillRule: Int, Sendable {
  case winding = 0, evenOdd = 1
}

public enum CGBlendMode: Int32, Sendable {
  case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
  case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
  case clear = 16, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
  case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }
  public static let identity = CGAffineTransform()
  public var isIdentity: Bool { self == .identity }
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { self }
  public func inverted() -> CGAffineTransform { self }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { self }
  public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint { self }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize { self }
}

extension CGRect {
  public func applying(_ t: CGAffineTransform) -> CGRect { self }
}

public struct CGVector: Equatable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public static let zero = CGVector(dx: 0, dy: 0)
}
