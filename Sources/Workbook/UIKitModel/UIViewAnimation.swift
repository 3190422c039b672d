import Foundation
import Graphics

/// What kind of curve a timing provider describes.
public enum UITimingCurveType: Int, Sendable {
  case builtin = 0, cubic, spring, composed
}

/// A timing curve for an animator: UIKit hands it to the render server, which
/// interpolates every animated property with it; the model samples it
/// (`Simulator.Animation`).
@MainActor public protocol UITimingCurveProvider: NSCoding, NSCopying {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// `UISpringTimingParameters`: a spring from 0 to 1.
///
/// With `mass:stiffness:damping:initialVelocity:` the spring is exactly that and the
/// animator's duration is ignored, as in UIKit. `initialVelocity` is normalised by the
/// distance: dy = 1 means the whole distance per second. With `dampingRatio:` UIKit
/// fits the spring to the animator's duration in a way it does not publish; the model
/// uses `Spring.uikit(duration:dampingRatio:)` (settled to 0.1% of the distance by the
/// end of the duration).
@MainActor
open class UISpringTimingParameters: NSObject, @preconcurrency NSCoding,
  @preconcurrency NSCopying, UITimingCurveProvider
{
  open var initialVelocity: CGVector { velocity }
  private let velocity: CGVector
  private let explicit: Spring?
  private let ratio: CGFloat
  /// The spring used; for `dampingRatio:` it is fitted when an animator gives a duration.
  private(set) var spring: Spring

  /// A critically damped spring from rest.
  public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let spring = Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    explicit = spring
    self.spring = spring
    ratio = CGFloat(spring.dampingRatio)
    self.velocity = velocity
    super.init()
  }

  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    explicit = nil
    self.ratio = ratio
    spring = Spring.uikit(duration: 0.5, dampingRatio: Double(ratio))
    self.velocity = velocity
    super.init()
  }

  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// iOS 17's spring by its duration and bounce. Apple documents these parameters on
  /// SwiftUI's `Spring(duration:bounce:)`; the model reads them as that type does: the
  /// duration is the response (`Spring(duration:bounce:)`), and the animator's duration
  /// is ignored, as for `mass:stiffness:damping:`.
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
    let spring = Spring(duration: Double(duration), bounce: Double(bounce))
    explicit = spring
    self.spring = spring
    ratio = CGFloat(spring.dampingRatio)
    self.velocity = velocity
    super.init()
  }

  public convenience init(duration: TimeInterval, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
  }

  /// The model archives nothing: decoding gives nil (UIKit reads the spring back).
  public required init?(coder: NSCoder) { return nil }
  /// The model archives nothing.
  open func encode(with coder: NSCoder) {}

  open func copy(with zone: NSZone? = nil) -> Any {
    if let explicit {
      return UISpringTimingParameters(
        mass: CGFloat(explicit.mass), stiffness: CGFloat(explicit.stiffness),
        damping: CGFloat(explicit.damping), initialVelocity: velocity)
    }
    return UISpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity)
  }

  open var timingCurveType: UITimingCurveType { .spring }
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  open var springTimingParameters: UISpringTimingParameters? { self }

  /// Fits a `dampingRatio:` spring to an animator's duration (no effect on an explicit one).
  func fit(duration: TimeInterval) {
    if explicit == nil { spring = Spring.uikit(duration: duration, dampingRatio: Double(ratio)) }
  }

  /// How far along (0 at the start, 1 at the end; a spring passes 1 and comes back) the
  /// motion is after `t` seconds.
  func progress(at t: TimeInterval) -> CGFloat {
    guard t > 0 else { return 0 }
    return 1 + CGFloat(spring.displacement(at: t, from: -1, velocity: Double(velocity.dy)))
  }

  /// When the spring has come to rest, in seconds: the first sample from which it stays
  /// within 0.1% of the distance (and its speed within 0.1% of the distance per second).
  var settlingDuration: TimeInterval {
    // `samples` stops below 0.5 points, so the distance is taken as 500 points.
    let scale = 0.5 / 0.001
    let samples = spring.samples(from: -scale, velocity: Double(velocity.dy) * scale, limit: 10)
    return Double(samples.count - 1) / 60
  }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), by its two control points.
@MainActor
open class UICubicTimingParameters: NSObject, @preconcurrency NSCoding,
  @preconcurrency NSCopying, UITimingCurveProvider
{
  open private(set) var animationCurve: UIView.AnimationCurve
  open private(set) var controlPoint1: CGPoint
  open private(set) var controlPoint2: CGPoint

  /// The ease-in-ease-out curve.
  public override convenience init() { self.init(animationCurve: .easeInOut) }

  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) = curve.controlPoints
    super.init()
  }

  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    (controlPoint1, controlPoint2) = (point1, point2)
    super.init()
  }

  /// The model archives nothing: decoding gives nil (UIKit reads the curve back).
  public required init?(coder: NSCoder) { return nil }
  /// The model archives nothing.
  open func encode(with coder: NSCoder) {}

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    copy.animationCurve = animationCurve
    return copy
  }

  open var timingCurveType: UITimingCurveType { .cubic }
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// Progress at `fraction` of the duration (0...1).
  func progress(atFraction fraction: CGFloat) -> CGFloat {
    TimingCurve(controlPoint1, controlPoint2).progress(atFraction: fraction)
  }
}

/// A unit cubic Bézier timing function: given the share of the duration gone, the
/// share of the change made. x(s) is solved for s by bisection, then y(s) is returned.
struct TimingCurve: Sendable {
  let p1: CGPoint
  let p2: CGPoint

  init(_ p1: CGPoint, _ p2: CGPoint) {
    self.p1 = p1
    self.p2 = p2
  }

  /// Core Animation's default timing function, (0.25, 0.1) and (0.25, 1).
  static let coreAnimationDefault = TimingCurve(
    CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))

  func progress(atFraction fraction: CGFloat) -> CGFloat {
    guard fraction.isFinite, fraction < 1 else { return 1 }
    guard fraction > 0 else { return 0 }
    let x = fraction
    func bezier(_ a: CGFloat, _ b: CGFloat, _ s: CGFloat) -> CGFloat {
      let u = 1 - s
      return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    var (low, high): (CGFloat, CGFloat) = (0, 1)
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if bezier(p1.x, p2.x, middle) < x { low = middle } else { high = middle }
    }
    return bezier(p1.y, p2.y, (low + high) / 2)
  }
}

/// Whether an animator has started, and whether it is still running.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive = 0, active, stopped
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0, start, current
}

/// `UIViewPropertyAnimator`: the animations run when it starts (the model's values jump
/// to the end, as UIKit's model layer does); where the screen shows them after t
/// seconds is what `Simulator.animation(of:)` samples. Completions run at once when it
/// starts (UIKit runs them when the animation ends).
@MainActor open class UIViewPropertyAnimator: NSObject {
  open private(set) var duration: TimeInterval
  open private(set) var timingParameters: UITimingCurveProvider?
  open private(set) var isRunning = false
  open private(set) var state = UIViewAnimatingState.inactive
  /// Whether the animation can be paused and reversed (the model never does either).
  open var isInterruptible = true
  /// Whether touches reach the animated views while the animation runs (true by default,
  /// where `UIView.animate` needs `.allowUserInteraction`). The model's views take
  /// touches (`hitTest(_:with:)`) at their final frames either way.
  open var isUserInteractionEnabled = true
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    super.init()
    parameters.springTimingParameters?.fit(duration: duration)
  }

  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    animations.append(animation)
  }

  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  open func startAnimation() {
    isRunning = true
    state = .active
    SimulatorHooks.record(self)
    UIView.$inheritedDuration.withValue(duration) {
      for animation in animations { animation() }
    }
    for completion in completions { completion(.end) }
  }

  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

  /// Stops the animation where it is (the model's values are already at the end).
  open func stopAnimation(_ withoutFinishing: Bool) {
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  /// How far along the animation is after `t` seconds (0 at the start, 1 at the end).
  func progress(at t: TimeInterval) -> CGFloat {
    guard let parameters = timingParameters else { return t >= duration ? 1 : 0 }
    if let spring = parameters.springTimingParameters { return spring.progress(at: t) }
    let curve =
      parameters.cubicTimingParameters.map { TimingCurve($0.controlPoint1, $0.controlPoint2) }
      ?? TimingCurve(
        UIView.AnimationCurve.easeInOut.controlPoints.0,
        UIView.AnimationCurve.easeInOut.controlPoints.1)
    return duration > 0 ? curve.progress(atFraction: CGFloat(t / duration)) : 1
  }

  /// When the animation has come to rest, in seconds.
  var settlingDuration: TimeInterval {
    timingParameters?.springTimingParameters?.settlingDuration ?? duration
  }
}

extension UIView {
  /// `UIView.AnimationOptions`, with UIKit's raw values.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Touches reach the views while they animate (without it UIKit ignores them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// The standard timing curves.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0, easeIn, easeOut, linear

    var controlPoints: (CGPoint, CGPoint) {
      switch self {
      case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      }
    }
  }
}
