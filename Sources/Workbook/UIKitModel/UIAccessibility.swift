import Foundation

/// UIKit's `UIAccessibilityTraits`: what kind of element VoiceOver is on. The model keeps
/// the traits it is given and announces nothing.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// An element whose value VoiceOver changes with a swipe up or down, calling
  /// `accessibilityIncrement()` and `accessibilityDecrement()`.
  public static var adjustable: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 12) }
  public static var button: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 0) }
}

/// UIKit's `UIAccessibility` namespace: the notifications an app posts to assistive apps.
/// The model has no assistive app; it records what was posted, so that a figure can show
/// it (`Simulator.postedAccessibilityNotifications`).
public enum UIAccessibility {
  public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The layout of the screen changed; the argument is the element VoiceOver moves to.
    nonisolated public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
  }

  /// Posts a notification to assistive apps: in the model, appends it to `posted`.
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    posted.append((notification, argument))
  }

  /// `path`, given in `view`'s coordinates, in screen coordinates: for an
  /// `accessibilityPath`. The model's screen is its root view, at the screen's origin
  /// (no window moves on a screen, and no other screen); the path goes through every
  /// bounds origin and transform between the view and the root, as `convert(_:to:)`
  /// takes a point.
  @MainActor public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView)
    -> UIBezierPath
  {
    // The view-to-root mapping is affine: three points give it whole.
    let origin = view.convert(CGPoint.zero, to: nil)
    let xAxis = view.convert(CGPoint(x: 1, y: 0), to: nil)
    let yAxis = view.convert(CGPoint(x: 0, y: 1), to: nil)
    let toScreen = CGAffineTransform(
      a: xAxis.x - origin.x, b: xAxis.y - origin.y, c: yAxis.x - origin.x,
      d: yAxis.y - origin.y, tx: origin.x, ty: origin.y)
    let converted = (path.copy() as? UIBezierPath) ?? UIBezierPath()
    converted.apply(toScreen)
    return converted
  }

  /// The notifications posted so far, with their arguments: the model's own, not UIKit's,
  /// so engine-only; figure code reads it as `Simulator.postedAccessibilityNotifications`.
  @_spi(Engine) @MainActor public static var posted:
    [(notification: Notification, argument: Any?)] = []
}
