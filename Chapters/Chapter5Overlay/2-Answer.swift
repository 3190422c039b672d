import Workbook

// The answer's own code, in this book's words: the article's `OverlayContainerViewController`
// reduced to what decides the motion.

// @begin(race)
/// Who puts the table's offset back while the overlay moves.
enum OffsetReset: CaseIterable {
  /// A second pan gesture on the overlay, whose action UIKit happens to run after the
  /// table's own pan action, or before it: UIKit promises no order between the two.
  case secondPanAfterTable, secondPanBeforeTable
  /// `scrollViewDidScroll`, which UIKit calls from inside every change of the offset.
  case didScroll
}

/// The table's content offset as the screen shows it, frame by frame, while a finger
/// moves up `step` points a frame for `dragFrames` frames and then lifts. Each frame the
/// touch moves, both pan actions run, then the screen is drawn. After the lift only the
/// table's display link runs: it coasts at the finger's last speed, slowing at the
/// normal deceleration rate (0.998 per millisecond). The answer with `didScroll` also
/// sets the target offset to zero in `scrollViewWillEndDragging`, so it does not coast.
func offsetsOnScreen(reset: OffsetReset, step: CGFloat, dragFrames: Int, coastFrames: Int)
  -> [CGFloat]
{
  var offset: CGFloat = 0
  var shown: [CGFloat] = []
  /// What setting the offset does: with `didScroll`, the delegate puts it back at once.
  func setOffset(_ value: CGFloat, tracking: Bool) {
    offset = value
    if reset == .didScroll, tracking { offset = 0 }
  }
  for _ in 0..<dragFrames {
    if reset == .secondPanBeforeTable { offset = 0 }
    setOffset(offset + step, tracking: true)  // the table's pan action follows the finger
    if reset == .secondPanAfterTable { offset = 0 }
    shown.append(offset)
  }
  var velocity = step * 60  // the content's speed at the lift, points per second
  let decay = pow(UIScrollView.DecelerationRate.normal.rawValue, 1000.0 / 60)
  for _ in 0..<coastFrames {
    if reset != .didScroll {
      velocity *= decay
      setOffset(offset + velocity / 60, tracking: false)
    }
    shown.append(offset)
  }
  return shown
}
// @end(race)

/// Heights every sixtieth of a second while `animation` moves the overlay from `from` to
/// `to`: the screen shows `from + (to - from) * progress`.
func heights(
  from: CGFloat, to: CGFloat, animation: Simulator.Animation?, duration: Double = 0.6
) -> [Double] {
  stride(from: 0.0, through: duration, by: 1.0 / 60).map { t in
    Double(from + (to - from) * (animation?.progress(at: t) ?? 1))
  }
}

// @begin(approaches)
/// Ways to share one drag between the overlay and its table, as the answer weighs them.
enum DragSharing: CaseIterable {
  /// The answer: the table's own pan gesture, through `scrollViewDidScroll`.
  case didScroll
  /// A second pan gesture moves the overlay, and `isScrollEnabled` is turned off while
  /// it does and on again at the top notch.
  case toggleScrollEnabled
  /// `isUserInteractionEnabled = false` on the container, so that the map gets touches.
  case containerIgnoresTouches
}

/// What one gesture does: the overlay at 160 (notches 80 to 240), the table at its top,
/// a finger on the table moving up `frames` frames of 10 points.
/// UIKit's rules: turning `isScrollEnabled` off cancels the table's pan gesture, and
/// turning it on again does not bring it back until a new touch; a view that ignores
/// touches ignores them for all its subviews too.
func dragSharing(_ way: DragSharing, frames: Int) -> (
  height: CGFloat, tableOffset: CGFloat, tableGetsTouches: Bool
) {
  var height: CGFloat = 160
  var offset: CGFloat = 0
  var tableGesture = true  // whether the table's pan gesture still follows this touch
  for _ in 0..<frames {
    switch way {
    case .didScroll:
      // At the top notch with the table pushed up, the table scrolls; else the overlay.
      if height >= 240 { offset += 10 } else { height = min(height + 10, 240) }
    case .toggleScrollEnabled:
      if height < 240 {
        tableGesture = false  // isScrollEnabled = false: the table's pan is cancelled
        height = min(height + 10, 240)
      } else if tableGesture {
        offset += 10
      }  // isScrollEnabled = true again, but this touch no longer reaches the table
    case .containerIgnoresTouches:
      break  // the touch goes through the overlay and its table, to the map
    }
  }
  return (height, offset, way != .containerIgnoresTouches)
}
// @end(approaches)
