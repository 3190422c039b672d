import Foundation
import Graphics

/// UIKit's scroll view: a view whose bounds origin is the content offset, so that moving
/// the offset moves every subview the other way.
///
/// The model scrolls vertically and horizontally from simulated drags (`drag(by:)`),
/// with UIKit's rubber band past the edges; flicks and deceleration come with the
/// collection-view chapter.
open class UIScrollView: UIView {
  /// The size of the scrollable content.
  public var contentSize = CGSize.zero
  /// Extra room around the content that can be scrolled to.
  public var contentInset = UIEdgeInsets.zero
  /// Whether pulling past an edge moves the content on a rubber band (true by default).
  public var bounces = true
  /// Bounce vertically even when the content is no taller than the view (false by
  /// default; the model's `UITableView` turns it on, as table views do).
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false
  public var isScrollEnabled = true

  /// Scroll views clip their content to their bounds, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// The point of the content shown at the view's top-left corner: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.isFinite else { return }
      bounds.origin = newValue
      setNeedsLayout()
    }
  }

  public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  /// The smallest and largest content offsets that keep the content (with its insets) in
  /// place, with no rubber band.
  public var contentOffsetLimits: (min: CGPoint, max: CGPoint) {
    let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + contentInset.right - bounds.width),
      y: max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
    return (minimum, maximum)
  }

  /// Simulates a finger that starts at rest at the current offset and drags the content
  /// by `translation` (points, positive y pulls the content down), then holds still.
  ///
  /// Inside the limits the content follows the finger. Past an edge it follows on the
  /// rubber band (`RubberBand`) if `bounces` is on and the content can scroll on that
  /// axis (or `alwaysBounce...` is set); otherwise it stops at the edge. UIKit applies
  /// the band touch by touch; for a drag from rest this closed form gives the same place.
  /// Returns the new content offset.
  @discardableResult
  public func drag(by translation: CGPoint) -> CGPoint {
    guard isScrollEnabled, translation.isFinite else { return contentOffset }
    let limits = contentOffsetLimits
    func axis(
      _ start: CGFloat, _ move: CGFloat, _ low: CGFloat, _ high: CGFloat, _ canBounce: Bool,
      _ dimension: CGFloat
    ) -> CGFloat {
      let proposed = start - move
      if proposed < low {
        return canBounce
          ? low + RubberBand.offset(overshoot: proposed - low, dimension: dimension) : low
      }
      if proposed > high {
        return canBounce
          ? high + RubberBand.offset(overshoot: proposed - high, dimension: dimension) : high
      }
      return proposed
    }
    let scrollsVertically = limits.max.y > limits.min.y
    let scrollsHorizontally = limits.max.x > limits.min.x
    let offset = CGPoint(
      x: axis(
        contentOffset.x, translation.x, limits.min.x, limits.max.x,
        bounces && (scrollsHorizontally || alwaysBounceHorizontal), bounds.width),
      y: axis(
        contentOffset.y, translation.y, limits.min.y, limits.max.y,
        bounces && (scrollsVertically || alwaysBounceVertical), bounds.height))
    contentOffset = offset
    return offset
  }
}
