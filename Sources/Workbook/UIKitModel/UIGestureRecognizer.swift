import Foundation
import Graphics

/// UIKit's gesture recognizer: an object that watches the touches on a view and reports a
/// gesture.
///
/// The model recognizes nothing from touches (it has none): the only recognizer in it is
/// a scroll view's own pan gesture, which a simulated finger drives
/// (`Simulator.touchDown(on:)` and the calls after it). It has no target-action pairs:
/// `init(target:action:)` takes a `Selector`, which needs the Objective-C runtime.
@MainActor open class UIGestureRecognizer: NSObject {
  /// Where the gesture is: `.possible` until it begins, `.began`, `.changed` while it
  /// moves, then `.ended` (or `.cancelled`).
  open var state = State.possible
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// Whether it recognizes gestures (true by default).
  open var isEnabled = true

  public override init() { super.init() }

  /// The states of a gesture, with UIKit's raw values.
  public enum State: Int, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed
    /// A discrete gesture is recognized when it ends.
    public static var recognized: State { .ended }
  }
}

/// A pan: a finger moving on the view. Its translation is how far the finger has moved
/// since the gesture began, and its velocity how fast it moves now, in points and points
/// per second, positive to the right and down.
///
/// The model's values are the simulated finger's, the same in every view it is asked
/// about (UIKit converts them into the view's coordinates; the model's views neither
/// rotate nor scale the finger's path). UIKit does not publish how it estimates the
/// velocity; the model's finger gives it as its last frame's movement times 60.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  private var translation = CGPoint.zero
  private var velocity = CGPoint.zero

  public override init() { super.init() }

  /// How far the finger has moved since the gesture began (or since the last
  /// `setTranslation(_:in:)`), in points.
  open func translation(in view: UIView?) -> CGPoint { translation }

  /// Makes the translation `translation` from here on: later movements add to it.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation.isFinite ? translation : .zero
  }

  /// How fast the finger moves, in points per second.
  open func velocity(in view: UIView?) -> CGPoint { velocity }

  /// The simulated finger moved by `movement` in one frame and moves at `velocity`.
  func simulatedMove(by movement: CGPoint, velocity: CGPoint) {
    translation = CGPoint(x: translation.x + movement.x, y: translation.y + movement.y)
    self.velocity = velocity
    state = state == .possible || state == .ended || state == .cancelled ? .began : .changed
  }

  /// The simulated finger lifts at `velocity`.
  func simulatedLift(velocity: CGPoint) {
    self.velocity = velocity
    state = .ended
  }

  /// A new touch: the gesture starts again from nothing.
  func simulatedTouchDown() {
    translation = .zero
    velocity = .zero
    state = .possible
  }
}
