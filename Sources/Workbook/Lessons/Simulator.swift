import Foundation
import Graphics
@_spi(Engine) import UIKitModel

/// What the workbook does to its model of UIKit that app code cannot: a finger on a
/// scroll view, a screen of another scale, counting the work of a frame, reading what an
/// animation shows at a moment, the model's blur constants. The workbook's own API,
/// never Apple's: figure code uses it; app code (`import UIKit`) cannot see it.
@MainActor public enum Simulator {
  // MARK: The screen

  /// Runs `body` as if on a screen of `scale` pixels per point: `UIScreen.main.scale`,
  /// image renderers and `UIGraphicsBeginImageContextWithOptions(_:_:0)` use it. The
  /// model's screen has one pixel per point otherwise.
  public static func withScreenScale<T>(_ scale: CGFloat, _ body: () throws -> T) rethrows -> T {
    try SimulatorHooks.withScreenScale(scale, body)
  }

  /// Runs `body` with the screen in light or dark appearance (Dark Mode): views resolve
  /// their dynamic colours with it when they are next drawn.
  public static func withAppearance<T>(_ style: UIUserInterfaceStyle, _ body: () throws -> T)
    rethrows -> T
  {
    try SimulatorHooks.withAppearance(style, body)
  }

  // MARK: Accessibility

  /// The notifications the app has posted to assistive apps
  /// (`UIAccessibility.post(notification:argument:)`), oldest first, with their
  /// arguments: what VoiceOver would be told. The model has no assistive app to tell;
  /// set it to `[]` to start counting afresh.
  public static var postedAccessibilityNotifications:
    [(notification: UIAccessibility.Notification, argument: Any?)]
  {
    get { UIAccessibility.posted }
    set { UIAccessibility.posted = newValue }
  }

  // MARK: Time

  /// Lets `seconds` of Core Animation's time pass (`CACurrentMediaTime()`): the next
  /// figure shows what the layers' animations show then. The model's time stands still
  /// otherwise, so a figure drawn right after a change shows its first frame.
  public static func wait(_ seconds: TimeInterval) {
    ModelScope.advanceClock(by: seconds)
  }

  // MARK: Fingers

  /// A finger that starts at rest at the current offset drags `scrollView`'s content by
  /// `translation` (points, positive y pulls the content down), then holds still: inside
  /// the limits the content follows the finger; past an edge it follows on UIKit's rubber
  /// band if the scroll view bounces on that axis. Returns the new content offset.
  @discardableResult
  public static func drag(_ scrollView: UIScrollView, by translation: CGPoint) -> CGPoint {
    SimulatorHooks.drag(scrollView, by: translation)
  }

  /// A finger touches `scrollView`'s content and stays: `isTracking` is true, and the
  /// scroll view's pan gesture starts from nothing. Move it with `moveFinger(on:by:)`,
  /// frame by frame, and lift it with `liftFinger(from:velocity:)`.
  public static func touchDown(on scrollView: UIScrollView) {
    SimulatorHooks.touchDown(on: scrollView)
  }

  /// The finger on `scrollView` moves by `movement` (points, positive down) in one frame,
  /// a sixtieth of a second. The first movement begins the drag
  /// (`scrollViewWillBeginDragging(_:)`); the pan gesture's `translation(in:)` grows by
  /// the movement and its `velocity(in:)` is the movement times 60 (UIKit does not publish
  /// its estimator); the content follows the finger, on UIKit's rubber band past an edge
  /// if the scroll view bounces there. The delegate hears `scrollViewDidScroll(_:)` and may
  /// move the content: the next movement goes on from where it put it.
  public static func moveFinger(on scrollView: UIScrollView, by movement: CGPoint) {
    SimulatorHooks.moveFinger(on: scrollView, by: movement)
  }

  /// The finger lifts from `scrollView` moving at `velocity` (points per second, positive
  /// down): the delegate hears `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
  /// (the content's velocity, in points per millisecond, the other way round; the target
  /// where the normal deceleration would stop it, which it may move) while `isTracking` is
  /// still true, then `scrollViewDidEndDragging(_:willDecelerate:)`, and the content goes
  /// to the target at once (UIKit glides there). Returns the target.
  @discardableResult
  public static func liftFinger(from scrollView: UIScrollView, velocity: CGPoint) -> CGPoint {
    SimulatorHooks.liftFinger(from: scrollView, velocity: velocity)
  }

  /// The finger lifts while `collectionView`'s content moves at `velocity` (points per
  /// second, signed like the content offset's change): the deceleration rate projects
  /// where it would stop, the layout snaps that (its `targetContentOffset` gets points
  /// per millisecond, as UIKit passes them), the delegate may move it, and the content
  /// offset goes there at once (UIKit glides). Returns (proposed, target).
  @discardableResult
  public static func endDragging(_ collectionView: UICollectionView, velocity: CGPoint) -> (
    proposed: CGPoint, target: CGPoint
  ) {
    SimulatorHooks.endDragging(collectionView, velocity: velocity)
  }

  /// Where a flick at `velocity` (points per second) would bring `collectionView` to
  /// rest, as `endDragging(_:velocity:)` decides it, without moving it.
  public static func decelerationTarget(of collectionView: UICollectionView, velocity: CGPoint)
    -> (proposed: CGPoint, target: CGPoint)
  {
    SimulatorHooks.decelerationTarget(of: collectionView, velocity: velocity)
  }

  // MARK: What UIKit would have done

  /// How many attributes the last layout pass of `collectionView` skipped because their
  /// item (or, for a decoration view, section) does not exist: UIKit raises an
  /// exception for each.
  public static func skippedAttributes(in collectionView: UICollectionView) -> Int {
    SimulatorHooks.skippedAttributes(in: collectionView)
  }

  /// The messages of the exceptions UIKit would have raised in `collectionView` (an
  /// `NSInternalInconsistencyException` stops the app; the model answers 0 and goes on).
  public static func raisedExceptions(in collectionView: UICollectionView) -> [String] {
    SimulatorHooks.raisedExceptions(in: collectionView)
  }

  // MARK: The cost of a frame

  /// The render passes Core Animation would make offscreen for one frame: one per layer
  /// with a `mask` (its tree is drawn apart, then masked) and one per shadow without a
  /// `shadowPath` (the content must be drawn before its shadow's shape is known).
  /// Instruments' "Color Offscreen-Rendered" shows the same layers in yellow.
  public struct RenderCost: Equatable, Sendable {
    /// Layers drawn offscreen for their mask.
    public let masks: Int
    /// Layers drawn offscreen to find their shadow's shape (a shadow without `shadowPath`).
    public let shadowsWithoutPath: Int
    /// All of them: what a frame costs beyond drawing straight to the screen.
    public var offscreenPasses: Int { masks + shadowsWithoutPath }
  }

  /// Renders `view` once, counting what the frame costs. The model's own figures are
  /// not slowed by the counting.
  public static func renderCost(ofFrame view: UIView) -> RenderCost {
    let counter = SimulatorHooks.renderCost(ofFrame: view)
    return RenderCost(masks: counter.masks, shadowsWithoutPath: counter.shadowsWithoutPath)
  }

  // MARK: Blur

  /// The Gaussian's sigma per point of a layer's `shadowRadius`. Apple does not publish
  /// how the radius becomes a blur; the evidence points to sigma close to the radius for
  /// layers, so the model uses 1.
  public nonisolated static let layerShadowSigmaPerRadius = SimulatorHooks.layerShadowSigmaPerRadius

  /// The Gaussian's sigma per unit of `CGContext.setShadow(offset:blur:color:)`'s blur.
  /// Apple does not publish it; the evidence points to blur / 2 for contexts.
  public nonisolated static let contextShadowSigmaPerBlur =
    SimulatorHooks.contextShadowSigmaPerBlur

  // MARK: Animations

  /// An animation as the screen shows it: how far along its values are after `t`
  /// seconds, sampled from the animator's timing curve. (The model's values jump to the
  /// end at once, as UIKit's model layer does; this is what the screen shows.)
  @MainActor public struct Animation {
    let animator: UIViewPropertyAnimator

    /// The duration the animation was given (a spring with explicit mass, stiffness and
    /// damping takes as long as it takes: see `settlingDuration`).
    public var duration: TimeInterval { animator.duration }

    /// How far along the animated values are after `t` seconds: 0 at the start, 1 at
    /// the end; a spring passes 1 and comes back.
    public func progress(at t: TimeInterval) -> CGFloat {
      SimulatorHooks.progress(of: animator, at: t)
    }

    /// When the values come to rest, in seconds (within 0.1% of the distance).
    public var settlingDuration: TimeInterval { SimulatorHooks.settlingDuration(of: animator) }
  }

  /// The animation `animator` runs.
  public static func animation(of animator: UIViewPropertyAnimator) -> Animation {
    Animation(animator: animator)
  }

  /// Runs `body` and returns the animations it started, in order
  /// (`UIView.animate(withDuration:...)` and `UIViewPropertyAnimator.startAnimation()`).
  public static func animations(_ body: () -> Void) -> [Animation] {
    SimulatorHooks.animators(startedBy: body).map(Animation.init)
  }
}
