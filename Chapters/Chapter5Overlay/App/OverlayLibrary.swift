import UIKit

// The library's behaviour, modelled from OverlayContainer's source (Gaétan Zanella,
// Applidium), in this book's own code. Units and directions are in the names:
// `fingerVelocityY` is UIKit's pan velocity, points per second, positive when the finger
// moves down the screen; heights grow upwards from the bottom of the screen.

// @begin(style)
/// The container's style (OverlayContainer's `OverlayStyle`). It decides how far the
/// sheet may be pulled and how its spring damps a fast release.
public enum OverlayStyle: String, CaseIterable, Sendable {
  /// The sheet's height follows the drag; springs damp to 0.7.
  case flexibleHeight = "flexible"
  /// The sheet is exactly as tall as the highest notch and moves: a spring that overshoots
  /// that notch lifts its bottom edge off the screen. Springs damp to 0.9, which keeps the
  /// lift to 0.15% of the distance.
  case rigid
  /// The library's default: like `rigid`, but the sheet may grow past its highest notch.
  case expandableHeight = "expandable"

  /// The damping ratio of the fastest releases.
  public var fastReleaseDamping: CGFloat {
    switch self {
    case .flexibleHeight: 0.7
    case .rigid, .expandableHeight: 0.9
    }
  }
}
// @end(style)

// @begin(overlay-model)
/// Where the overlay is, compared by exact equality with its reachable range's ends.
public enum OverlayTranslationPosition: String, Sendable {
  case top, bottom, inFlight, stationary
}

/// The overlay as the library keeps it: the notch heights (ascending), which of them can
/// be reached (a disabled notch is skipped), the current height, the notch the last
/// translation ended at, and the height the current drag started from.
public struct OverlayModel: Sendable {
  public var notches: [CGFloat]
  public var reachable: [Bool]
  public var height: CGFloat
  public var endNotchIndex: Int
  public private(set) var dragStartHeight: CGFloat

  public init(notches: [CGFloat], disabled: Set<Int> = [], height: CGFloat? = nil) {
    self.notches = notches
    reachable = notches.indices.map { !disabled.contains($0) }
    let start = height ?? notches.first ?? 0
    self.height = start
    // The notch the overlay rests at (or the nearest one, ties to the lower).
    endNotchIndex =
      notches.indices.min { (abs(notches[$0] - start), $0) < (abs(notches[$1] - start), $1) } ?? 0
    dragStartHeight = start
  }

  public var reachableIndexes: [Int] { notches.indices.filter { reachable[$0] } }

  /// The lowest reachable notch, widened to the notch the overlay last went to (it may
  /// still sit at a notch that has since been disabled).
  public var minimumHeight: CGFloat {
    let lowest = reachableIndexes.first.map { notches[$0] } ?? notches.last ?? 0
    return min(notches.isEmpty ? 0 : notches[endNotchIndex], lowest)
  }

  public var maximumHeight: CGFloat {
    let highest = reachableIndexes.last.map { notches[$0] } ?? notches.last ?? 0
    return max(notches.isEmpty ? 0 : notches[endNotchIndex], highest)
  }

  public var position: OverlayTranslationPosition {
    let atTop = height == maximumHeight
    let atBottom = height == minimumHeight
    if atTop, atBottom { return .stationary }
    return atTop ? .top : atBottom ? .bottom : .inFlight
  }

  public var hasReachedANotch: Bool { reachableIndexes.contains { notches[$0] == height } }

  /// Whether the overlay rests on the notch it last went to: then a release has nowhere
  /// to go.
  public var restsOnItsNotch: Bool {
    hasReachedANotch && notches.indices.contains(endNotchIndex)
      && height == notches[endNotchIndex]
  }

  /// A drag begins: later offsets count from here.
  public mutating func startDrag() { dragStartHeight = height }
}
// @end(overlay-model)

// @begin(rubber-band)
/// OverlayContainer's `RubberBandOverlayTranslationFunction`: between the reachable
/// notches the height is the translation `t`; past them it grows with the logarithm of
/// the translation, `limit (1 + factor log10(t / limit))`, rounded to hundredths,
/// whatever the container's size. Below the lowest notch it is the mirror image.
public struct LogarithmicRubberBand: Sendable {
  /// How much the band holds the overlay back past a notch: the library's 0.5.
  public var factor: CGFloat = 0.5

  public init() {}

  public func height(translation t: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
    if t >= maximum { return logarithmic(t, limit: maximum) }
    if t <= minimum { return minimum - (logarithmic(2 * minimum - t, limit: minimum) - minimum) }
    return min(max(t, minimum), maximum)
  }

  private func logarithmic(_ t: CGFloat, limit: CGFloat) -> CGFloat {
    guard limit > 0 else { return 0 }
    return (limit * (1 + factor * log10(t / limit)) * 100).rounded() / 100
  }
}

extension OverlayModel {
  /// The overlay moved by a drag: `offset` is the finger's translation y since the drag
  /// began (points, positive down). The overlay's own pan gesture goes through the rubber
  /// band; a scroll view driving it is clamped hard to the reachable range.
  public mutating func drag(offset: CGFloat, usesRubberBand: Bool) {
    let translation = dragStartHeight - offset
    let proposed =
      usesRubberBand
      ? LogarithmicRubberBand().height(
        translation: translation, minimum: minimumHeight, maximum: maximumHeight)
      : min(max(translation, minimumHeight), maximumHeight)
    height = max(proposed, 0)
  }
}
// @end(rubber-band)

// @begin(target-notch)
/// OverlayContainer's default policy for the notch the overlay goes to when the finger
/// lifts (`RushingForwardTargetNotchPolicy`): project the height `minimumDuration` ahead
/// (a finger moving up raises it), sort the reachable notches by distance to the
/// projection (ties to the lower), and faster than `minimumVelocity` go to the one of the
/// two nearest further in the flick's direction; otherwise to the nearest.
public struct RushingForwardPolicy: Sendable {
  /// Points per second.
  public var minimumVelocity: CGFloat = 400
  /// Seconds.
  public var minimumDuration: CGFloat = 0.1

  public init() {}

  /// The index of the notch (`notches` ascending) a release at `height` goes to, among
  /// the `reachable` indexes, for a finger moving at `fingerVelocityY` (points per second,
  /// positive down).
  public func targetNotchIndex(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Int]
  ) -> Int {
    guard !reachable.isEmpty else { return 0 }
    let velocity = fingerVelocityY.isFinite ? fingerVelocityY : 0
    let projection = height - minimumDuration * velocity
    let nearest = reachable.sorted {
      (abs(projection - notches[$0]), notches[$0]) < (abs(projection - notches[$1]), notches[$1])
    }
    guard reachable.count > 1, abs(velocity) > minimumVelocity else { return nearest[0] }
    return velocity < 0 ? max(nearest[0], nearest[1]) : min(nearest[0], nearest[1])
  }
}
// @end(target-notch)

// @begin(spring-by-style)
/// The damping ratio of the spring to the notch: 1 (no overshoot) for releases up to
/// 150 pt/s, falling in a straight line to the style's damping at 3000 pt/s and beyond.
public func releaseDamping(fingerVelocityY: CGFloat, style: OverlayStyle) -> CGFloat {
  let speed = min(max(abs(fingerVelocityY.isFinite ? fingerVelocityY : 0), 150), 3000)
  let normalized = (speed - 150) / (3000 - 150)
  return normalized * (style.fastReleaseDamping - 1) + 1
}

/// The animator the library starts: `UISpringTimingParameters` from a response of 0.3 s
/// and that damping, mass 1, starting from rest (the release velocity changes only the
/// damping). The animator's duration, 0, does not cut the spring short: UIKit runs a
/// spring for as long as it takes to settle (observed, not on Apple's pages: print the
/// time in the animator's completion).
/// Touches reach the sheet while it
/// springs (a property animator's default, where `UIView.animate` needs
/// `.allowUserInteraction`), so a finger can catch it on the way.
public func releaseAnimator(
  fingerVelocityY: CGFloat, style: OverlayStyle, animations: @escaping () -> Void
) -> UIViewPropertyAnimator {
  let response: CGFloat = 0.3
  let damping = releaseDamping(fingerVelocityY: fingerVelocityY, style: style)
  let timing = UISpringTimingParameters(
    mass: 1, stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * damping / response,
    initialVelocity: .zero)
  let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timing)
  animator.isUserInteractionEnabled = true
  animator.addAnimations(animations)
  return animator
}
// @end(spring-by-style)

// @begin(spring-ios17)
/// The same spring in iOS 17's terms: the duration is the response, and the bounce is
/// 1 minus the damping ratio (the library's ratios are never above 1, so the overdamped
/// branch is not needed here). The animator's duration, 0, is the same as above: the
/// spring's own duration, 0.3 s, sets its pace.
@available(iOS 17.0, *)
public func releaseAnimatorIOS17(
  fingerVelocityY: CGFloat, style: OverlayStyle, animations: @escaping () -> Void
) -> UIViewPropertyAnimator {
  let damping = releaseDamping(fingerVelocityY: fingerVelocityY, style: style)
  let timing = UISpringTimingParameters(duration: 0.3, bounce: 1 - damping, initialVelocity: .zero)
  let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timing)
  animator.isUserInteractionEnabled = true
  animator.addAnimations(animations)
  return animator
}
// @end(spring-ios17)

// @begin(dismissal)
/// Whether a sheet presented with the library's presentation controller is dismissed
/// (`ThresholdOverlayContainerSheetDismissalPolicy`): never while dragging; when the
/// target height is below the lowest notch, or the finger flicks down faster than
/// 2400 pt/s.
public func shouldDismissSheet(
  isDragging: Bool, targetHeight: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat]
) -> Bool {
  guard !isDragging else { return false }
  if let lowest = notches.first, targetHeight < lowest { return true }
  return fingerVelocityY > 2400
}
// @end(dismissal)

// @begin(scroll-driver)
/// The table inside the overlay, as the driver sees it. The content offset and the top
/// inset are UIKit's (points; the offset grows as the content moves up, and rests at
/// `-topInset`); the pan gesture's translation and velocity are the finger's (points and
/// points per second, positive down).
public struct TableState: Sendable {
  public var contentOffsetY: CGFloat
  public var topInset: CGFloat
  public var isTracking = false
  public var panTranslationY: CGFloat = 0
  public var panVelocityY: CGFloat = 0

  public init(contentOffsetY: CGFloat, topInset: CGFloat) {
    self.contentOffsetY = contentOffsetY
    self.topInset = topInset
  }

  /// How far the content is scrolled from its rest position.
  public var topOffsetInContent: CGFloat { contentOffsetY + topInset }
  public var isContentAtTop: Bool { topOffsetInContent <= 0 }
}

/// OverlayContainer's `ScrollViewOverlayTranslationDriver`: the table's own pan gesture
/// moves the overlay, through `scrollViewDidScroll`.
public struct ScrollViewDriver: Sendable {
  /// How far the overlay has been dragged in this gesture, and the table's pan
  /// translation at the last `didScroll` (they differ: a gesture can scroll the table,
  /// then drag the overlay, then scroll again). The release sets them back to 0.
  public internal(set) var overlayTranslation: CGFloat = 0
  public internal(set) var panTranslation: CGFloat = 0
  /// Where the table's content was held (or left) at the last `didScroll`.
  public private(set) var lastContentOffsetY: CGFloat

  public init(table: TableState) { lastContentOffsetY = table.contentOffsetY }

  /// Whether the finger on the table should drag the overlay rather than scroll it.
  public static func shouldDragOverlay(table: TableState, position: OverlayTranslationPosition)
    -> Bool
  {
    guard table.isTracking else { return false }
    let movesUp = table.panVelocityY < 0
    switch position {
    case .bottom: return !table.isContentAtTop && movesUp
    case .top: return table.isContentAtTop && !movesUp
    case .inFlight: return table.isContentAtTop || movesUp
    case .stationary: return false
    }
  }

  public mutating func willBeginDragging(overlay: inout OverlayModel) { overlay.startDrag() }

  /// `scrollViewDidScroll`: the table has just moved its content with the finger.
  public mutating func didScroll(table: inout TableState, overlay: inout OverlayModel) {
    let previous = panTranslation
    panTranslation = table.panTranslationY
    guard Self.shouldDragOverlay(table: table, position: overlay.position) else {
      lastContentOffsetY = table.contentOffsetY
      return
    }
    overlayTranslation +=
      table.isContentAtTop ? -table.topOffsetInContent : panTranslation - previous
    let held = Self.heldContentOffset(
      last: lastContentOffsetY, current: table.contentOffsetY, topInset: table.topInset,
      position: overlay.position)
    lastContentOffsetY = held
    // Writing this offset to the table makes UIKit call scrollViewDidScroll again: the
    // caller must not hand that call back to the driver as the finger's.
    table.contentOffsetY = held
    overlay.drag(offset: overlayTranslation, usesRubberBand: false)
  }

  /// Where the table's content is held while the overlay moves: where it was, but never
  /// pulled down past its rest position (an offset below `-topInset`) at the top or in
  /// flight, and back at rest if it crossed that position since the last call.
  public static func heldContentOffset(
    last: CGFloat, current: CGFloat, topInset: CGFloat, position: OverlayTranslationPosition
  ) -> CGFloat {
    let rest = -topInset
    var held = last
    if position == .inFlight || position == .top, held < rest { held = rest }
    if (held - rest) * (current - rest) < 0 { held = rest }
    return held
  }
}
// @end(scroll-driver)

// @begin(scroll-driver-release)
extension ScrollViewDriver {
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: pins where the
  /// table would coast to, and returns the finger velocity (points per second, positive
  /// down) to hand to the notch policy: the table's velocity, given in points per
  /// millisecond in the content's direction, times -1000; or 0 if the overlay was not
  /// being dragged.
  public mutating func willEndDragging(
    table: TableState, contentVelocityYPerMillisecond: CGFloat, targetOffsetY: inout CGFloat,
    overlay: OverlayModel
  ) -> CGFloat {
    overlayTranslation = 0
    panTranslation = 0
    let rest = -table.topInset
    switch overlay.position {
    case .bottom where targetOffsetY > rest: targetOffsetY = rest
    case .inFlight where !overlay.hasReachedANotch: targetOffsetY = lastContentOffsetY
    default: break
    }
    guard Self.shouldDragOverlay(table: table, position: overlay.position) else { return 0 }
    return contentVelocityYPerMillisecond * -1000
  }
}
// @end(scroll-driver-release)
