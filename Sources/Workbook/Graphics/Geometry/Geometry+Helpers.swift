import Foundation

extension CGPoint {
  @inlinable package static func + (l: CGPoint, r: CGPoint) -> CGPoint {
    CGPoint(x: l.x + r.x, y: l.y + r.y)
  }
  @inlinable package static func - (l: CGPoint, r: CGPoint) -> CGPoint {
    CGPoint(x: l.x - r.x, y: l.y - r.y)
  }
  @inlinable package static func * (p: CGPoint, s: CGFloat) -> CGPoint {
    CGPoint(x: p.x * s, y: p.y * s)
  }
  /// Euclidean length of the point taken as a vector.
  @inlinable package var length: CGFloat { (x * x + y * y).squareRoot() }
  @inlinable package var isFinite: Bool { x.isFinite && y.isFinite }
  /// Linear interpolation towards `other`.
  @inlinable package func lerp(to other: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }
}

extension Comparable {
  @inlinable package func clamped(to range: ClosedRange<Self>) -> Self {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

/// A two-dimensional vector: Core Graphics' `CGVector`, under its own name here (UIKit
/// uses it for a spring's initial velocity).
public struct Vector2D: Equatable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public static let zero = Vector2D(dx: 0, dy: 0)
}
