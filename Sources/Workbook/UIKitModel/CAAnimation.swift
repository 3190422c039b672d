import Foundation
import Graphics

#if !canImport(Darwin)
  /// Core Foundation's time interval in seconds, which Linux's Foundation keeps to itself.
  public typealias CFTimeInterval = Double
#endif

/// Something a layer does when one of its properties changes: an animation, usually.
public protocol CAAction {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "do nothing": a layer whose `actions` map a key to it
/// changes that property without an animation.
extension NSNull: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

/// The timing of an animation (the model plays each once, from its begin time, forwards).
public protocol CAMediaTiming {
  var beginTime: CFTimeInterval { get set }
  var duration: CFTimeInterval { get set }
  var speed: Float { get set }
  var timeOffset: CFTimeInterval { get set }
  var repeatCount: Float { get set }
  var repeatDuration: CFTimeInterval { get set }
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The names of Core Animation's standard timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// What implicit animations use: (0.25, 0.1) and (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1).
open class CAMediaTimingFunction: NSObject {
  let curve: TimingCurve

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    curve = TimingCurve(
      CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    super.init()
  }

  /// One of the standard curves, with Core Animation's control points.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    }
  }

  /// Control point `idx` (0 to 3) as two floats.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let points = [CGPoint.zero, curve.p1, curve.p2, CGPoint(x: 1, y: 1)]
    let point = points[min(max(idx, 0), 3)]
    ptr[0] = Float(point.x)
    ptr[1] = Float(point.y)
  }
}

/// Core Animation's animation: what a layer's property does over time. The model plays
/// basic animations (from a value to a value) and the implicit ones layers make; it
/// ignores speed, repeats and autoreversing.
open class CAAnimation: NSObject, CAAction, CAMediaTiming {
  open var beginTime: CFTimeInterval = 0
  /// 0 means the transaction's duration (0.25 s by default).
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed
  /// The curve of the animation (linear when nil, as in Core Animation).
  open var timingFunction: CAMediaTimingFunction?
  open var isRemovedOnCompletion = true

  public override init() { super.init() }

  /// Runs the action: adds this animation to `anObject`, a layer, for `event`.
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }
}

/// An animation of one property of a layer, named by its key path (`"position"`).
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?

  public override init() { super.init() }

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another. A nil `fromValue` starts from the value the
/// layer shows; a nil `toValue` ends at the layer's own value.
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// The time, in seconds: Core Animation's clock, by which animations begin and end. The
/// model's clock stands still unless figure code moves it (`Simulator.wait(_:)`).
public func CACurrentMediaTime() -> CFTimeInterval { ModelClock.current.now }

/// The model's media time, one per scope (every figure and exercise run has its own).
final class ModelClock: @unchecked Sendable {
  var now: CFTimeInterval = 0
  @TaskLocal static var current = ModelClock()
}
