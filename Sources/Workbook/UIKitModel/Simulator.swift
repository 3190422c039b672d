import Foundation
import Graphics

/// What the workbook does to its model of UIKit that app code cannot: a finger on a
/// scroll view, a screen of another scale, counting the work of a frame, reading what
/// an animation shows at a moment, the blur constants. Engine-only: figure code reaches
/// it as `Simulator` (in `Lessons`), so that `import UIKit` shows Apple's names only.
@_spi(Engine) @MainActor public enum SimulatorHooks {
  // MARK: The screen

  /// Runs `body` as if on a screen of `scale` pixels per point: `UIScreen.main.scale`,
  /// image renderers and `UIGraphicsBeginImageContextWithOptions(_:_:0)` use it. The
  /// model's screen has one pixel per point otherwise.
  public static func withScreenScale<T>(_ scale: CGFloat, _ body: () throws -> T) rethrows -> T {
    try ScreenScale.$current.withValue(scale.isFinite && scale > 0 ? scale : 1, operation: body)
  }

  /// Runs `body` with the screen in `style` (light or dark): views resolve their dynamic
  /// colours with it when they are next drawn, as on a device switched to Dark Mode.
  public static func withAppearance<T>(
    _ style: UIUserInterfaceStyle, _ body: () throws -> T
  ) rethrows -> T {
    try Appearance.$screen.withValue(style == .dark ? .dark : .light, operation: body)
  }

  // MARK: Fingers

  /// A finger that starts at rest at the current offset drags `scrollView`'s content by
  /// `translation` (points, positive y pulls the content down), then holds still: inside
  /// the limits the content follows the finger; past an edge it follows on UIKit's rubber
  /// band if the scroll view bounces on that axis. Returns the new content offset.
  @discardableResult
  public static func drag(_ scrollView: UIScrollView, by translation: CGPoint) -> CGPoint {
    scrollView.simulatedDrag(by: translation)
  }

  /// A finger touches `scrollView`'s content, to drag it frame by frame
  /// (`moveFinger(on:by:)`, then `liftFinger(from:velocity:)`).
  public static func touchDown(on scrollView: UIScrollView) {
    scrollView.simulatedTouchDown()
  }

  /// The finger on `scrollView` moves by `movement` (points, positive down) in a sixtieth
  /// of a second: see `UIScrollView.simulatedFingerMove(by:)`.
  public static func moveFinger(on scrollView: UIScrollView, by movement: CGPoint) {
    scrollView.simulatedFingerMove(by: movement)
  }

  /// The finger lifts from `scrollView` at `velocity` (points per second, positive down):
  /// see `UIScrollView.simulatedLift(fingerVelocity:)`. Returns where the content stops.
  @discardableResult
  public static func liftFinger(from scrollView: UIScrollView, velocity: CGPoint) -> CGPoint {
    scrollView.simulatedLift(fingerVelocity: velocity)
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
    collectionView.simulatedEndDragging(velocity: velocity)
  }

  /// Where a flick at `velocity` (points per second) would bring `collectionView` to
  /// rest, as `endDragging(_:velocity:)` decides it, without moving it.
  public static func decelerationTarget(of collectionView: UICollectionView, velocity: CGPoint)
    -> (proposed: CGPoint, target: CGPoint)
  {
    collectionView.decelerationTarget(velocity: velocity)
  }

  // MARK: What UIKit would have done

  /// How many attributes the last layout pass of `collectionView` skipped because their
  /// item (or, for a decoration view, section) does not exist: UIKit raises an
  /// exception for each.
  public static func skippedAttributes(in collectionView: UICollectionView) -> Int {
    collectionView.skippedAttributes
  }

  /// The messages of the exceptions UIKit would have raised in `collectionView` (an
  /// `NSInternalInconsistencyException` stops the app; the model answers 0 and goes on).
  public static func raisedExceptions(in collectionView: UICollectionView) -> [String] {
    collectionView.raisedExceptions
  }

  // MARK: The cost of a frame

  /// Counts, while it is the task's current one, the render passes Core Animation would
  /// make offscreen for each frame drawn: one per layer with a `mask` (its tree is drawn
  /// apart, then masked) and one per shadow without a `shadowPath` (the content must be
  /// drawn before its shadow's shape is known). Instruments' "Color Offscreen-Rendered"
  /// shows the same layers in yellow. The model's own figures are not slowed: this only
  /// counts.
  public final class RenderCostCounter: @unchecked Sendable {
    @TaskLocal static var current: RenderCostCounter?

    private let lock = NSLock()
    public private(set) var masks = 0
    public private(set) var shadowsWithoutPath = 0

    init() {}

    /// All of them: what a frame costs beyond drawing straight to the screen.
    public var offscreenPasses: Int { lock.withLock { masks + shadowsWithoutPath } }

    func countMask() { lock.withLock { masks += 1 } }
    func countShadowWithoutPath() { lock.withLock { shadowsWithoutPath += 1 } }
  }

  /// Renders `view` once, counting what the frame costs.
  public static func renderCost(ofFrame view: UIView) -> RenderCostCounter {
    let cost = RenderCostCounter()
    RenderCostCounter.$current.withValue(cost) {
      view.layoutIfNeeded()
      let size = view.bounds.size
      let side = { (v: CGFloat) in v.isFinite && v > 0 ? Int(min(v.rounded(.up), 4096)) : 0 }
      let context = CGContext(
        bitmap: Bitmap(width: side(size.width), height: side(size.height)),
        ctm: CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY))
      view.layer.render(in: context)
    }
    return cost
  }

  // MARK: Blur

  /// The Gaussian's sigma per point of a layer's `shadowRadius`. Apple does not publish
  /// how the radius becomes a blur; the evidence points to sigma close to the radius for
  /// layers, so the model uses 1.
  public nonisolated static let layerShadowSigmaPerRadius: CGFloat = 1

  /// The Gaussian's sigma per unit of `CGContext.setShadow(offset:blur:color:)`'s blur.
  /// Apple does not publish it; the evidence points to blur / 2 for contexts.
  public nonisolated static let contextShadowSigmaPerBlur: CGFloat = 0.5

  // MARK: Animations

  /// How far along `animator`'s values are after `t` seconds (0 at the start, 1 at the
  /// end; a spring passes 1 and comes back).
  public static func progress(of animator: UIViewPropertyAnimator, at t: TimeInterval) -> CGFloat {
    animator.progress(at: t)
  }

  /// When `animator`'s values come to rest, in seconds (within 0.1% of the distance).
  public static func settlingDuration(of animator: UIViewPropertyAnimator) -> TimeInterval {
    animator.settlingDuration
  }

  /// Runs `body` and returns the animators it started, in order
  /// (`UIView.animate(withDuration:...)` and `UIViewPropertyAnimator.startAnimation()`).
  public static func animators(startedBy body: () -> Void) -> [UIViewPropertyAnimator] {
    recorders.append([])
    body()
    return recorders.popLast() ?? []
  }

  private static var recorders: [[UIViewPropertyAnimator]] = []

  static func record(_ animator: UIViewPropertyAnimator) {
    guard !recorders.isEmpty else { return }
    recorders[recorders.count - 1].append(animator)
  }
}
