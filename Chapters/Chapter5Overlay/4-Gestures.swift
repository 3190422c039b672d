import Workbook

// @begin(finger-trace)
/// A finger on the screen: its y every sixtieth of a second from touch-down to lift
/// (points, positive down).
public struct FingerTrace: Sendable {
  public var positions: [CGFloat]

  public init(positions: [CGFloat]) { self.positions = positions }

  /// A finger that starts at `start` and moves by each of `movements` in turn.
  public init(start: CGFloat = 0, movements: [CGFloat]) {
    var y = start
    positions =
      [start]
      + movements.map {
        y += $0; return y
      }
  }

  /// How far it moved each frame.
  public var movements: [CGFloat] { zip(positions.dropFirst(), positions).map { $0 - $1 } }

  /// UIKit's `translation(in:)`: the distance from touch-down, positive down.
  public var translations: [CGFloat] { positions.map { $0 - (positions.first ?? 0) } }

  /// UIKit's `velocity(in:)` when the finger lifts, in points per second. UIKit does not
  /// publish its estimator; the model takes the last frame's movement times 60.
  public var releaseVelocityY: CGFloat { (movements.last ?? 0) * 60 }
}
// @end(finger-trace)

/// What the simulation refuses: a message that says what was wrong and what would do.
public struct OverlaySimulationError: Error, Equatable, CustomStringConvertible {
  public let description: String
}

// @begin(simulation)
/// A whole gesture through the library's model: the finger's movements frame by frame,
/// then the release, the notch, the spring and rest.
///
/// With the `pan` driver the overlay's own pan gesture moves it (rubber band past the
/// notches). With the `scroll` driver the table inside drives it, as in the library's own
/// tests: the table's content follows the finger one to one (`contentOffset.y -=
/// movement`, no rubber band of its own) and its pan velocity has the sign of each
/// movement; at the release its velocity is the finger's.
public struct OverlaySimulation: Sendable {
  public enum Driver: String, CaseIterable, Sendable { case pan, scroll }

  public let notches: [CGFloat]
  public let disabled: Set<Int>
  public let startHeight: CGFloat
  public let contentOffsetY: CGFloat
  public let topInset: CGFloat
  public let driver: Driver
  public let style: OverlayStyle

  public init(
    notches: [CGFloat], disabled: Set<Int> = [], startHeight: CGFloat? = nil,
    contentOffsetY: CGFloat = 0, topInset: CGFloat = 0, driver: Driver = .pan,
    style: OverlayStyle = .expandableHeight
  ) throws(OverlaySimulationError) {
    guard !notches.isEmpty else {
      throw OverlaySimulationError(description: "give at least one notch height, like 100,200,300")
    }
    guard notches.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw OverlaySimulationError(description: "notch heights must be numbers of 0 or more")
    }
    guard zip(notches, notches.dropFirst()).allSatisfy({ $0 < $1 }) else {
      throw OverlaySimulationError(
        description: "notch heights must ascend, each higher than the one before, like 100,200,300")
    }
    if let bad = disabled.sorted().first(where: { !notches.indices.contains($0) }) {
      throw OverlaySimulationError(
        description: "there is no notch \(bad) to disable; notches are numbered 0 to "
          + "\(notches.count - 1)")
    }
    guard disabled.count < notches.count else {
      throw OverlaySimulationError(description: "at least one notch must stay enabled")
    }
    let height = startHeight ?? notches[0]
    guard height.isFinite, height >= 0, contentOffsetY.isFinite, topInset.isFinite else {
      throw OverlaySimulationError(
        description: "the height must be a number of 0 or more, the offset and inset numbers")
    }
    self.notches = notches
    self.disabled = disabled
    self.startHeight = height
    self.contentOffsetY = contentOffsetY
    self.topInset = topInset
    self.driver = driver
    self.style = style
  }

  /// One drag step: where the table's content and the overlay are after it.
  public struct Step: Sendable {
    public let contentOffsetY: CGFloat?
    public let height: CGFloat
  }

  /// What happens when the finger lifts.
  public struct Release: Sendable {
    public let notch: Int
    public let height: CGFloat
    /// The velocity the policy was given (points per second, positive down): the finger's
    /// for the pan driver, the table's converted (or 0) for the scroll driver.
    public let fingerVelocityY: CGFloat
    public let damping: CGFloat
    /// Where the table will come to rest (scroll driver), after the driver pinned it.
    public let targetContentOffsetY: CGFloat?
    /// The overlay's height every sixtieth of a second from the release to rest.
    public let motion: [CGFloat]
    /// Whether a sheet would be dismissed instead.
    public let dismissesSheet: Bool
  }

  public func run(movements: [CGFloat], releaseVelocityY: CGFloat) -> (
    steps: [Step], release: Release
  ) {
    var overlay = OverlayModel(notches: notches, disabled: disabled, height: startHeight)
    var table = TableState(contentOffsetY: contentOffsetY, topInset: topInset)
    var scroll = ScrollViewDriver(table: table)
    var steps: [Step] = []
    var translation: CGFloat = 0
    table.isTracking = true
    switch driver {
    case .pan: overlay.startDrag()
    case .scroll: scroll.willBeginDragging(overlay: &overlay)
    }
    for movement in movements {
      translation += movement
      switch driver {
      case .pan:
        overlay.drag(offset: translation, usesRubberBand: true)
        steps.append(Step(contentOffsetY: nil, height: overlay.height))
      case .scroll:
        table.panTranslationY = translation
        table.contentOffsetY -= movement
        table.panVelocityY = movement > 0 ? 10 : movement < 0 ? -10 : 0
        scroll.didScroll(table: &table, overlay: &overlay)
        steps.append(Step(contentOffsetY: table.contentOffsetY, height: overlay.height))
      }
    }
    var velocity = releaseVelocityY
    var target: CGFloat?
    if driver == .scroll {
      table.panVelocityY = releaseVelocityY
      let contentVelocity = -releaseVelocityY / 1000  // points per millisecond
      // Where the table would coast: the normal deceleration's projection, never above
      // its rest position.
      var coast: CGFloat =
        table.contentOffsetY
        + Deceleration.normal.projectedDistance(velocity: contentVelocity * 1000)
      coast = max(coast, -topInset)
      velocity = scroll.willEndDragging(
        table: table, contentVelocityYPerMillisecond: contentVelocity, targetOffsetY: &coast,
        overlay: overlay)
      target = coast
    }
    let notch: Int
    if overlay.restsOnItsNotch {
      notch = overlay.endNotchIndex  // nothing to animate: already at its notch
    } else {
      notch = RushingForwardPolicy().targetNotchIndex(
        height: overlay.height, fingerVelocityY: velocity, notches: notches,
        reachable: overlay.reachableIndexes)
    }
    let damping = releaseDamping(fingerVelocityY: velocity, style: style)
    let from = overlay.height
    let to = notches[notch]
    let animation = Simulator.animation(
      of: releaseAnimator(fingerVelocityY: velocity, style: style) {})
    var motion: [CGFloat] = []
    if from != to {
      let settle = min(3, animation.settlingDuration)
      motion = stride(from: 0.0, through: settle, by: 1.0 / 60).map {
        from + (to - from) * animation.progress(at: $0)
      }
    }
    let release = Release(
      notch: notch, height: to, fingerVelocityY: velocity, damping: damping,
      targetContentOffsetY: target, motion: motion,
      dismissesSheet: shouldDismissSheet(
        isDragging: false, targetHeight: to, fingerVelocityY: velocity, notches: notches))
    return (steps, release)
  }

  /// The report `workbook-run simulate overlay` prints: a line per step, the release,
  /// then the release's motion as a plot.
  public func report(movements: [CGFloat], releaseVelocityY: CGFloat, columns: Int = 80)
    -> [String]
  {
    let (steps, release) = run(movements: movements, releaseVelocityY: releaseVelocityY)
    func number(_ value: CGFloat) -> String {
      String(format: "%.2f", Double(value == 0 ? 0 : value))
    }
    func direction(_ value: CGFloat) -> String {
      value < 0 ? " (up)" : value > 0 ? " (down)" : ""
    }
    // Notches are counted from 0, the lowest, as the library and the chapter count them.
    let notchList = notches.enumerated().map { "\($0) at \(number($1))" }
      .joined(separator: ", ")
    var lines = [
      "notches, counted from 0 (pt): \(notchList)"
        + (disabled.isEmpty
          ? ""
          : "; cannot be reached: "
            + disabled.sorted().map(String.init).joined(separator: ", ")),
      "start: the overlay \(number(startHeight)) pt tall"
        + (notches.firstIndex(of: startHeight).map { " (on notch \($0))" } ?? "")
        + (driver == .scroll ? ", the table scrolled \(number(contentOffsetY)) pt in" : "")
        + "; driven by \(driver == .scroll ? "the table inside it" : "its own pan gesture"), "
        + "\(style.rawValue) style",
    ]
    lines += steps.enumerated().map { index, step in
      let moved = index < movements.count ? movements[index] : 0
      return "step \(index + 1): the finger moves \(number(moved)) pt\(direction(moved)): "
        + (step.contentOffsetY.map { "table offset \(number($0)), " } ?? "")
        + "overlay \(number(step.height)) pt"
    }
    lines.append(
      "release at \(number(releaseVelocityY)) pt/s\(direction(releaseVelocityY)), handed on "
        + "as \(number(release.fingerVelocityY)) pt/s: the overlay springs to notch "
        + "\(release.notch) (\(number(release.height)) pt), damping ratio "
        + number(release.damping)
        + (release.targetContentOffsetY.map { "; the table coasts to offset \(number($0))" }
          ?? ""))
    lines.append(
      "presented as a sheet, this release would "
        + (release.dismissesSheet ? "dismiss it" : "leave it up")
        + " (the default dismissal policy)")
    // Each fitted to the terminal, its later lines indented.
    let width = max(20, columns)
    lines = lines.flatMap { line in
      let first = wrap(line, width: width)
      guard first.count > 1 else { return first }
      let rest = first.dropFirst().joined(separator: " ")
      return [first[0]] + wrap(rest, width: width - 2).map { "  " + $0 }
    }
    if release.motion.count > 1 {
      let values = release.motion.map(Double.init)
      let low = min(values.min() ?? 0, Double(release.height)) - 5
      let high = max(values.max() ?? 0, Double(release.height)) + 5
      let plot = Figure(
        plotting: [(mark: "o", label: "height after the release", values: values)],
        step: 1.0 / 60, valueRange: low...high, width: max(28, min(56, columns - 12)),
        height: 10,
        target: Double(release.height), vertical: "height (points)")
      lines += plot.rendered().split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
    }
    return lines
  }
}
// @end(simulation)
