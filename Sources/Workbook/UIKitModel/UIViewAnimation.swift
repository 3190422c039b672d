import Foundation
import Graphics

/// A timing curve: how far along (0 at the start, 1 at the end; a spring passes 1 and
/// comes back) an animation is after `t` seconds. UIKit hands such a curve to the render
/// server, which interpolates every animated property with it; the model samples it.
public protocol UITimingCurveProvider {
  func progress(at t: TimeInterval) -> CGFloat
  /// When the curve has come to rest, in seconds.
  var settlingDuration: TimeInterval { get }
}

/// `UISpringTimingParameters`: a spring from 0 to 1.
///
/// With `mass:stiffness:damping:initialVelocity:` the spring is exactly that and the
/// animator's duration is ignored, as in UIKit. `initialVelocity` is normalised by the
/// distance: dy = 1 means the whole distance per second. With `dampingRatio:` UIKit
/// fits the spring to the animator's duration in a way it does not publish; the model
/// uses `Spring.uikit(duration:dampingRatio:)` (settled to 0.1% of the distance by the
/// end of the duration).
public final class UISpringTimingParameters: UITimingCurveProvider {
  public let initialVelocity: CGVector
  private let explicit: Spring?
  private let ratio: CGFloat
  /// The spring used; for `dampingRatio:` it is fitted when an animator gives a duration.
  public private(set) var spring: Spring

  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {
    let spring = Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    self.explicit = spring
    self.spring = spring
    self.ratio = CGFloat(spring.dampingRatio)
    self.initialVelocity = initialVelocity
  }

  public init(dampingRatio: CGFloat, initialVelocity: CGVector = .zero) {
    explicit = nil
    ratio = dampingRatio
    spring = Spring.uikit(duration: 0.5, dampingRatio: Double(dampingRatio))
    self.initialVelocity = initialVelocity
  }

  /// Fits a `dampingRatio:` spring to an animator's duration (no effect on an explicit one).
  func fit(duration: TimeInterval) {
    if explicit == nil { spring = Spring.uikit(duration: duration, dampingRatio: Double(ratio)) }
  }

  public func progress(at t: TimeInterval) -> CGFloat {
    guard t > 0 else { return 0 }
    return 1 + CGFloat(spring.displacement(at: t, from: -1, velocity: Double(initialVelocity.dy)))
  }

  public var settlingDuration: TimeInterval {
    // The first sample from which the spring stays within 0.1% of the distance (and its
    // speed within 0.1% of the distance per second): `samples` stops below 0.5 points,
    // so the distance is taken as 500 points.
    let scale = 0.5 / 0.001
    let samples = spring.samples(
      from: -scale, velocity: Double(initialVelocity.dy) * scale, limit: 10)
    return Double(samples.count - 1) / 60
  }
}

/// `UIViewPropertyAnimator`, enough to run a spring: the animations run when it starts
/// (the model's values jump to the end, as UIKit's model layer does), and `progress(at:)`
/// is where the screen shows them after `t` seconds.
public final class UIViewPropertyAnimator {
  public let duration: TimeInterval
  public let timingParameters: UITimingCurveProvider
  private var animations: [() -> Void] = []
  public private(set) var isRunning = false

  public init(duration: TimeInterval, timingParameters: UITimingCurveProvider) {
    self.duration = duration
    self.timingParameters = timingParameters
    (timingParameters as? UISpringTimingParameters)?.fit(duration: duration)
  }

  public func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

  public func startAnimation() {
    isRunning = true
    for animation in animations { animation() }
  }

  public func progress(at t: TimeInterval) -> CGFloat { timingParameters.progress(at: t) }
}

extension UIView {
  /// `UIView.AnimationOptions`, the ones the chapters use.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Touches reach the views while they animate (without it UIKit ignores them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  }

  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
  /// animations:completion:)`: runs `animations` at once (the model's values jump to the
  /// end, as UIKit's model layer does) and calls `completion` with true, as if the
  /// animation had run. The returned animator says where the screen shows the values
  /// after t seconds: a spring with damping ratio `dampingRatio`, fitted to `duration`
  /// (UIKit does not publish how; see `UISpringTimingParameters`), starting at
  /// `velocity`, normalised by the distance (1 = the whole distance per second, in the
  /// direction of the motion). UIKit returns nothing; ignore the result to write UIKit's
  /// own call.
  @discardableResult
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let timing = UISpringTimingParameters(
      dampingRatio: dampingRatio, initialVelocity: CGVector(dx: 0, dy: velocity))
    let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
    animator.addAnimations(animations)
    animator.startAnimation()
    completion?(true)
    return animator
  }
}
