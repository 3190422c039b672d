import Foundation

/// How a flicked scroll view slows down: `rate` is the fraction of velocity kept per
/// millisecond (UIKit's `UIScrollView.DecelerationRate`). The values are those of
/// public re-implementations (Apple does not print them): `normal` 0.998, `fast` 0.99.
public struct Deceleration: Equatable, Sendable {
  public let rate: CGFloat
  public init(rate: CGFloat) { self.rate = rate }
  public static let normal = Deceleration(rate: 0.998)
  public static let fast = Deceleration(rate: 0.99)

  /// How far a flick at `velocity` (points per second) travels before it stops, by the
  /// projection of Apple's "Designing Fluid Interfaces" talk:
  /// `(v / 1000) * d / (1 - d)`. For 1000 pt/s: 499 with normal, 99 with fast.
  public func projectedDistance(velocity: CGFloat) -> CGFloat {
    guard velocity.isFinite else { return 0 }
    return velocity / 1000 * rate / (1 - rate)
  }

  /// The same distance from the continuous decay `v(t) = v0 d^(1000 t)`:
  /// `-v0 / (1000 ln d)` (499.5 and 99.5 for 1000 pt/s).
  public func continuousDistance(velocity: CGFloat) -> CGFloat {
    guard velocity.isFinite else { return 0 }
    return -velocity / (1000 * log(rate))
  }

  /// Where the motion is after `time` seconds: `v0 (d^(1000 t) - 1) / (1000 ln d)`.
  public func distance(after time: CGFloat, velocity: CGFloat) -> CGFloat {
    guard velocity.isFinite, time.isFinite else { return 0 }
    return velocity * (pow(rate, 1000 * time) - 1) / (1000 * log(rate))
  }

  /// The share of the way to its resting place a deceleration has covered after `time`
  /// seconds: `1 - d^(1000 t)`, whatever the velocity (the decay above, divided by its
  /// whole distance). A scroll view whose target was moved (snapping) can ease along
  /// this same curve to the new target.
  public func fraction(after time: CGFloat) -> CGFloat {
    guard time.isFinite, time > 0 else { return 0 }
    return 1 - pow(rate, 1000 * time)
  }
}
