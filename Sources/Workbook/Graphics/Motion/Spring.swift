import Foundation

/// A damped spring pulling a value towards its target: mass m, stiffness k, damping c,
/// with w0 = sqrt(k / m) and the damping ratio zeta = c / (2 sqrt(k m)).
///
/// Positions are displacements from the target (x0 at t = 0, moving at v0); the motion is
/// the exact closed form, so samples at any time step are the same numbers.
public struct Spring: Equatable, Sendable {
  public let mass: Double
  public let stiffness: Double
  public let damping: Double

  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    self.mass = mass > 0 && mass.isFinite ? mass : 1
    self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 1
    self.damping = damping >= 0 && damping.isFinite ? damping : 0
  }

  /// SwiftUI's `spring(response:dampingFraction:)` (also OverlayContainer's): mass 1,
  /// `k = (2 pi / response)^2`, `c = 4 pi zeta / response`.
  public init(response: Double, dampingRatio zeta: Double) {
    let response = response > 0 && response.isFinite ? response : 0.3
    self.init(
      mass: 1, stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * max(0, zeta) / response)
  }

  /// SwiftUI's `Spring(duration:bounce:)` (iOS 17; UIKit's `UISpringTimingParameters(
  /// duration:bounce:)` takes the same parameters): the duration is the response, and the
  /// bounce, from -1 to 1, is `1 - dampingRatio` up to critical damping (bounce 0) and
  /// `dampingRatio = 1 / (1 + bounce)` below it (overdamped). Apple's `Spring` page gives
  /// two conversions that check the first branch: duration 0.5 and bounce 0.3 make
  /// stiffness 157.9 and damping 17.6.
  public init(duration: Double, bounce: Double) {
    let bounce = min(max(bounce.isFinite ? bounce : 0, -0.999), 1)
    self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// The spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:...)` would
  /// need to finish in `duration`. UIKit does not publish how it picks the stiffness; the
  /// model takes the stiffness whose motion from rest settles within `settleEpsilon` of
  /// the distance by the end of the duration.
  public static func uikit(duration: Double, dampingRatio zeta: Double) -> Spring {
    let zeta = min(max(zeta, 0.01), 1)
    let duration = duration > 0 && duration.isFinite ? duration : 0.3
    // Smallest w0 whose envelope e^(-zeta w0 t) (times (1 + w0 t) when critical) has
    // fallen to epsilon at t = duration, by bisection.
    func envelope(_ w0: Double) -> Double {
      zeta >= 1 ? (1 + w0 * duration) * exp(-w0 * duration) : exp(-zeta * w0 * duration)
    }
    var low = 0.01
    var high = 10_000.0
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if envelope(middle) > settleEpsilon { low = middle } else { high = middle }
    }
    return Spring(mass: 1, stiffness: high * high, damping: 2 * zeta * high)
  }

  /// How close (as a fraction of the distance) "settled" is for `uikit(duration:...)`.
  public static let settleEpsilon = 0.001

  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The displacement at `t` seconds, from x0 moving at v0 (per second), by the closed
  /// forms for under-, critically and over-damped springs.
  public func displacement(at t: Double, from x0: Double, velocity v0: Double) -> Double {
    let w0 = naturalFrequency
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
    }
    if zeta < 1 {
      let beta = zeta * w0
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      return exp(-beta * t) * (x0 * cos(wd * t) + (v0 + beta * x0) / wd * sin(wd * t))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let a = (v0 - r2 * x0) / (r1 - r2)
    return a * exp(r1 * t) + (x0 - a) * exp(r2 * t)
  }

  /// Displacements every `step` seconds from t = 0, until the motion is at rest (within
  /// `restThreshold` points and points per second) or `limit` seconds have passed.
  public func samples(
    from x0: Double, velocity v0: Double, step: Double = 1.0 / 60, limit: Double = 3
  )
    -> [Double]
  {
    guard step > 0, step.isFinite, x0.isFinite, v0.isFinite else { return [] }
    var values: [Double] = []
    var t = 0.0
    while t <= limit {
      let x = displacement(at: t, from: x0, velocity: v0)
      values.append(x)
      let v = (displacement(at: t + 1e-4, from: x0, velocity: v0) - x) / 1e-4
      if t > 0, abs(x) < Spring.restThreshold, abs(v) < Spring.restThreshold { break }
      t += step
    }
    return values
  }

  /// "At rest": both the distance (points) and the speed (points per second) below this.
  public static let restThreshold = 0.5
}
