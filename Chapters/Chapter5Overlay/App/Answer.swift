import UIKit

// The Stack Overflow answer's code, as the answer wrote it (with this chapter's names),
// for the figures that compare it with the library. Where it is wrong the chapter says
// so: not the code to ship, which is SheetViewController.swift and the library's rules.

// @begin(answer-should-translate)
/// The answer's rule for who gets a drag on the table: the overlay while it is between
/// notches; at the top notch, only when the table is pulled down past its top (offset
/// below zero); at the bottom notch, only when the table is pushed up.
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
// @end(answer-should-translate)

// @begin(answer-translate)
/// The answer's `translateView(following:)`, called from `scrollViewDidScroll`: hold the
/// table still by putting its offset back to zero, and set the overlay's height from the
/// pan gesture's translation since the drag began at `startHeight` (positive down, so a
/// finger moving up raises the overlay), clamped to the notches.
func answerTranslate(
  _ container: OverlayContainerView, following scrollView: UIScrollView, startHeight: CGFloat
) {
  let notches = container.notchHeights
  let translation = scrollView.panGestureRecognizer.translation(in: container).y
  scrollView.contentOffset = .zero
  container.overlayHeight = max(
    notches.first ?? 0, min(startHeight - translation, notches.last ?? 0))
}
// @end(answer-translate)

// @begin(answer-spring)
/// The answer's `moveOverlay(to:duration:velocity:)`: set the height, then animate the
/// layout on a spring that lets touches through, with damping 1 for a still finger and
/// 0.6 otherwise, and the finger's speed as the spring's initial velocity.
func answerMoveOverlay(
  _ container: OverlayContainerView, to height: CGFloat, duration: TimeInterval,
  velocity: CGPoint
) {
  container.overlayHeight = height
  UIView.animate(
    withDuration: duration, delay: 0,
    usingSpringWithDamping: velocity.y == 0 ? 1 : 0.6,
    initialSpringVelocity: abs(velocity.y),
    options: [.allowUserInteraction],
    animations: { container.layoutIfNeeded() }, completion: nil)
}

/// What UIKit expects instead: the speed toward the target divided by the distance still
/// to go (1 = the whole distance in a second), with its sign. The finger moving up
/// (negative velocity) raises the overlay.
func normalizedSpringVelocity(fingerVelocityY: CGFloat, from: CGFloat, to: CGFloat) -> CGFloat {
  let distance = to - from
  guard distance != 0, fingerVelocityY.isFinite else { return 0 }
  return -fingerVelocityY / distance
}
// @end(answer-spring)
