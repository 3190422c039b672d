import Workbook

// @begin(drag)
/// The overlay's height while a finger drags it up by `translation` points (negative:
/// down) from `start`. Driven by its own pan gesture the overlay follows on a rubber band
/// beyond the lowest and highest notch; driven by a scroll view it stops hard at them.
func draggedHeight(
  start: CGFloat, translation: CGFloat, notches: [CGFloat], available: CGFloat, rubberBand: Bool
) -> CGFloat {
  guard let lowest = notches.first, let highest = notches.last, translation.isFinite else {
    return start
  }
  let proposed = start + translation
  guard rubberBand else { return min(max(proposed, lowest), highest) }
  if proposed > highest {
    return highest + RubberBand.offset(overshoot: proposed - highest, dimension: available)
  }
  if proposed < lowest {
    return lowest + RubberBand.offset(overshoot: proposed - lowest, dimension: available)
  }
  return proposed
}
// @end(drag)

// @begin(should-translate)
/// Whether a drag on the overlay's table should move the overlay (and hold the table's
/// content offset still) rather than scroll the table: always while the overlay is
/// between notches; at the top, only when pulling down with the table at its top; at
/// the bottom, only when pushing up.
func shouldTranslate(position: OverlayInFlightPosition, contentOffset: CGFloat, isTracking: Bool)
  -> Bool
{
  guard isTracking else { return false }
  switch position {
  case .maximum: return contentOffset < 0
  case .minimum: return contentOffset > 0
  case .progressing: return true
  }
}
// @end(should-translate)

// @begin(target-notch)
/// The notch the overlay goes to when the finger lifts (OverlayContainer's default
/// policy): project the height 0.1 s ahead with the release velocity (points per second,
/// positive growing), take the two notches nearest that projection (ties to the lower);
/// if the flick is fast (over 400 pt/s) go to the one further in its direction, else the
/// nearest.
func targetNotch(height: CGFloat, velocity: CGFloat, notches: [CGFloat]) -> Int {
  guard !notches.isEmpty else { return 0 }
  let projection = height + (velocity.isFinite ? velocity : 0) * 0.1
  let byDistance = notches.indices.sorted {
    (abs(notches[$0] - projection), $0) < (abs(notches[$1] - projection), $1)
  }
  guard notches.count > 1, abs(velocity) > 400 else { return byDistance[0] }
  let two = byDistance.prefix(2)
  return velocity > 0 ? two.max() ?? byDistance[0] : two.min() ?? byDistance[0]
}
// @end(target-notch)

// @begin(springs)
/// OverlayContainer's spring: response 0.3 s, and a damping ratio that falls from 1
/// (no bounce) for slow releases to 0.7 for fast ones. The velocity changes only the
/// damping; the spring starts from rest.
func libraryDamping(velocity: CGFloat) -> CGFloat {
  let speed = abs(velocity)
  if speed <= 150 { return 1 }
  if speed >= 3000 { return 0.7 }
  return 1 - 0.3 * (speed - 150) / (3000 - 150)
}

func librarySpring(velocity: CGFloat) -> Spring {
  Spring(response: 0.3, dampingRatio: Double(libraryDamping(velocity: velocity)))
}

/// The answer's spring: `usingSpringWithDamping: velocity == 0 ? 1 : 0.6`, with the
/// release velocity as `initialSpringVelocity` (normalised by the distance), over 0.5 s.
func answerSpring(velocity: CGFloat) -> Spring {
  Spring.uikit(duration: 0.5, dampingRatio: velocity == 0 ? 1 : 0.6)
}
// @end(springs)

/// Heights every sixtieth of a second from `start` to `target` with `spring`, starting at
/// `velocity` (points per second, positive growing).
func heights(
  from start: CGFloat, to target: CGFloat, spring: Spring, velocity: CGFloat, limit: Double = 1
)
  -> [Double]
{
  spring.samples(
    from: Double(start - target), velocity: Double(velocity), step: 1.0 / 60, limit: limit
  )
  .map { Double(target) + $0 }
}
