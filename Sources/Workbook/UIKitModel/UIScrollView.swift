import Foundation
import Graphics

/// UIKit's scroll view: a view whose bounds origin is the content offset, so that moving
/// the offset moves every subview the other way.
///
/// The model scrolls only when code sets the offset or when a simulated finger drags it
/// (`Simulator.drag(_:by:)`, with UIKit's rubber band past the edges) or flicks it
/// (`Simulator.endDragging(_:velocity:)`). Its `delegate` hears `scrollViewDidScroll(_:)`
/// on every change of the offset, as in UIKit.
@MainActor open class UIScrollView: UIView {
  /// How quickly a flicked scroll view slows down: the fraction of velocity kept per
  /// millisecond. The values are those of public re-implementations (Apple does not
  /// print them): `normal` 0.998, `fast` 0.99.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The size of the scrollable content.
  open var contentSize = CGSize.zero
  /// Extra room around the content that can be scrolled to.
  open var contentInset = UIEdgeInsets.zero
  /// The insets the scroll view actually uses: `contentInset` (the model has no safe
  /// area to add).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// Whether pulling past an edge moves the content on a rubber band (true by default).
  open var bounces = true
  /// Bounce vertically even when the content is no taller than the view (false by
  /// default; the model's `UITableView` turns it on, as table views do).
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  /// How fast a flick slows down (normal by default).
  open var decelerationRate = DecelerationRate.normal
  /// Whether a finger is on the content (true only while `Simulator.drag` moves it).
  open internal(set) var isTracking = false
  /// Whether a finger has dragged the content (true only during `Simulator.drag`).
  open internal(set) var isDragging = false
  /// Whether the content is gliding after a flick (the model's flicks end at once).
  open internal(set) var isDecelerating = false
  /// Told when the content scrolls. In UIKit a table or collection view's `delegate`
  /// is its own protocol, which inherits this one; the model keeps one property of this
  /// type, so reading it back gives a `UIScrollViewDelegate?`.
  open weak var delegate: UIScrollViewDelegate?
  /// The pan gesture that scrolls the content: a finger's translation and velocity
  /// (points and points per second, positive down), which a delegate can read while the
  /// finger drags.
  open var panGestureRecognizer: UIPanGestureRecognizer { pan }
  private let pan = UIPanGestureRecognizer()

  /// Scroll views clip their content to their bounds, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    pan.view = self
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
    pan.view = self
  }

  /// The point of the content shown at the view's top-left corner: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.isFinite else { return }
      let changed = bounds.origin != newValue
      bounds.origin = newValue
      setNeedsLayout()
      if changed { delegate?.scrollViewDidScroll(self) }
    }
  }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The smallest and largest content offsets that keep the content (with its insets) in
  /// place, with no rubber band.
  var contentOffsetLimits: (min: CGPoint, max: CGPoint) {
    let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + contentInset.right - bounds.width),
      y: max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
    return (minimum, maximum)
  }

  /// A finger that starts at rest at the current offset drags the content by
  /// `translation` (points, positive y pulls the content down), then holds still.
  ///
  /// Inside the limits the content follows the finger. Past an edge it follows on the
  /// rubber band (`RubberBand`) if `bounces` is on and the content can scroll on that
  /// axis (or `alwaysBounce...` is set); otherwise it stops at the edge. UIKit applies
  /// the band touch by touch; for a drag from rest this closed form gives the same place.
  func simulatedDrag(by translation: CGPoint) -> CGPoint {
    guard isScrollEnabled, translation.isFinite else { return contentOffset }
    let offset = bandedOffset(
      CGPoint(x: contentOffset.x - translation.x, y: contentOffset.y - translation.y))
    (isTracking, isDragging) = (true, true)
    delegate?.scrollViewWillBeginDragging(self)
    contentOffset = offset
    (isTracking, isDragging) = (false, false)
    return offset
  }

  /// Whether the content may go past its edges on each axis: `bounces`, and either
  /// content to scroll on that axis or `alwaysBounce...`.
  private var bouncingAxes: (x: Bool, y: Bool) {
    let limits = contentOffsetLimits
    return (
      bounces && (limits.max.x > limits.min.x || alwaysBounceHorizontal),
      bounces && (limits.max.y > limits.min.y || alwaysBounceVertical)
    )
  }

  /// Where the content is when a finger, with no band, would put it at `proposed`: there
  /// inside the limits; past an edge, on UIKit's rubber band (`RubberBand`) on an axis
  /// that bounces, at the edge on one that does not.
  private func bandedOffset(_ proposed: CGPoint) -> CGPoint {
    let limits = contentOffsetLimits
    let bouncing = bouncingAxes
    func axis(
      _ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ canBounce: Bool, _ dimension: CGFloat
    )
      -> CGFloat
    {
      if value < low {
        return canBounce
          ? low + RubberBand.offset(overshoot: value - low, dimension: dimension) : low
      }
      if value > high {
        return canBounce
          ? high + RubberBand.offset(overshoot: value - high, dimension: dimension) : high
      }
      return value
    }
    return CGPoint(
      x: axis(proposed.x, limits.min.x, limits.max.x, bouncing.x, bounds.width),
      y: axis(proposed.y, limits.min.y, limits.max.y, bouncing.y, bounds.height))
  }

  /// The inverse of `bandedOffset(_:)` for an offset past an edge: where the finger,
  /// with no band, would have put the content.
  private func unbandedOffset(_ offset: CGPoint) -> CGPoint {
    let limits = contentOffsetLimits
    let bouncing = bouncingAxes
    func axis(
      _ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ canBounce: Bool, _ dimension: CGFloat
    )
      -> CGFloat
    {
      guard canBounce else { return value }
      if value < low {
        return low - RubberBand.overshoot(forOffset: low - value, dimension: dimension)
      }
      if value > high {
        return high + RubberBand.overshoot(forOffset: value - high, dimension: dimension)
      }
      return value
    }
    return CGPoint(
      x: axis(offset.x, limits.min.x, limits.max.x, bouncing.x, bounds.width),
      y: axis(offset.y, limits.min.y, limits.max.y, bouncing.y, bounds.height))
  }

  // MARK: A finger, frame by frame

  /// A finger touches the content: `isTracking` is true until it lifts, and the pan
  /// gesture starts from nothing.
  func simulatedTouchDown() {
    pan.simulatedTouchDown()
    (isTracking, isDragging) = (true, false)
  }

  /// The finger moves by `movement` (points, positive down) in one frame, a sixtieth of a
  /// second. The first movement begins the drag (`isDragging`,
  /// `scrollViewWillBeginDragging(_:)`). The pan's translation grows by the movement and
  /// its velocity is the movement times 60; then the content follows the finger, on the
  /// rubber band past an edge (as `simulatedDrag(by:)`, where the scroll view bounces).
  ///
  /// UIKit applies the band touch by touch and does not publish how; the model takes the
  /// content's place past the edge back to the finger's overshoot that would put it
  /// there (the band's inverse), moves that by the movement, and applies the band again.
  /// So a drag from rest lands where `simulatedDrag(by:)` puts it, and a delegate that
  /// moves the content between two movements is followed from where it put it.
  func simulatedFingerMove(by movement: CGPoint) {
    guard isTracking, isScrollEnabled, movement.isFinite else { return }
    if !isDragging {
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
    }
    pan.simulatedMove(by: movement, velocity: CGPoint(x: movement.x * 60, y: movement.y * 60))
    let free = unbandedOffset(contentOffset)
    contentOffset = bandedOffset(CGPoint(x: free.x - movement.x, y: free.y - movement.y))
  }

  /// The finger lifts, moving at `fingerVelocity` (points per second, positive down).
  /// The delegate hears `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
  /// while `isTracking` is still true, with the content's velocity (points per
  /// millisecond, the other way round) and where the normal deceleration would stop it,
  /// within the limits; it may move that target. Then the finger is gone
  /// (`scrollViewDidEndDragging(_:willDecelerate:)`) and the content goes to the target at
  /// once (UIKit glides there; `scrollViewDidEndDecelerating(_:)` follows). Returns the
  /// target.
  @discardableResult
  func simulatedLift(fingerVelocity: CGPoint) -> CGPoint {
    guard isTracking else { return contentOffset }
    let velocity = fingerVelocity.isFinite ? fingerVelocity : .zero
    pan.simulatedLift(velocity: velocity)
    let limits = contentOffsetLimits
    let deceleration = Deceleration(rate: decelerationRate.rawValue)
    var target = CGPoint(
      x: contentOffset.x + deceleration.projectedDistance(velocity: -velocity.x),
      y: contentOffset.y + deceleration.projectedDistance(velocity: -velocity.y))
    if !isDragging || !isScrollEnabled { target = contentOffset }
    target = CGPoint(
      x: min(max(target.x, limits.min.x), limits.max.x),
      y: min(max(target.y, limits.min.y), limits.max.y))
    if isDragging {
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000),
        targetContentOffset: &target)
    }
    if !target.isFinite { target = contentOffset }
    let wasDragging = isDragging
    (isTracking, isDragging) = (false, false)
    let decelerates = target != contentOffset
    if wasDragging { delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
    if decelerates {
      isDecelerating = true
      contentOffset = target
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    }
    return target
  }
}

/// What a scroll view tells, as it scrolls. Every method is optional (the model gives
/// each a default that does nothing, where UIKit's protocol marks them optional).
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Called inside every change of the content offset, before the change returns.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifts with `velocity` (points per millisecond, signed like the offset's
  /// change); the delegate may change where the content will stop.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
