import Foundation

/// An affine transform with Core Graphics' layout: a point maps as
/// `x' = a x + c y + tx`, `y' = b x + d y + ty`. The UIKit model names it
/// `CGAffineTransform`, on every platform.
public struct Transform2D: Equatable, Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  public static let identity = Transform2D()

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; in UIKit's y-down space a positive angle turns
  /// clockwise on screen.
  public init(rotationAngle angle: CGFloat) {
    let (s, c) = (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`.
  public func concatenating(_ t2: Transform2D) -> Transform2D {
    Transform2D(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A translation applied before `self`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> Transform2D {
    Transform2D(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before `self`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> Transform2D {
    Transform2D(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before `self`.
  public func rotated(by angle: CGFloat) -> Transform2D {
    Transform2D(rotationAngle: angle).concatenating(self)
  }

  /// The inverse; like Core Graphics, a singular transform is returned unchanged.
  public func inverted() -> Transform2D {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return Transform2D(
      a: d / determinant, b: -b / determinant,
      c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  public func applying(_ t: Transform2D) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  public func applying(_ t: Transform2D) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that holds the transformed corners, as Core Graphics does.
  public func applying(_ t: Transform2D) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(
      x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
