import Workbook

/// The notches the figures use: a quarter, a half and three quarters of 320 points.
let figureNotches: [CGFloat] = [80, 160, 240]

/// A number with one decimal, without "-0.0".
func decimal(_ value: CGFloat, places: Int = 1) -> String {
  let rounded = (Double(value) * pow(10, Double(places))).rounded() / pow(10, Double(places))
  return String(format: "%.\(places)f", rounded == 0 ? 0 : rounded)
}

/// `text` padded with spaces on the left to `width`.
func right(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

// @begin(notches-figure)
func notchesFigure() -> Figure {
  let panels = OverlayNotch.allCases.map { notch -> Figure in
    let (screen, container, notches) = overlayScreen(height: 0)
    container.overlayHeight = container.notchHeights[notch.rawValue]
    return withExtendedLifetime(notches) {
      Figure(of: screen, title: "\(notch) \(Int(container.overlayHeight))", art: phoneArt)
    }
  }
  return .sideBySide(
    panels,
    caption: "The overlay at its three notches: a quarter, a half and three "
      + "quarters of the 320 points the container has. Behind it, the map.")
}
// @end(notches-figure)

// @begin(race-figure)
func raceStrip() -> Figure {
  let drag = 5
  let coast = 5
  var lines = [
    "frame            " + (1...(drag + coast)).map { right("\($0)", 5) }.joined(),
    "finger           " + String(repeating: "   up", count: drag) + "  | lifted",
  ]
  let rows: [(OffsetReset, String)] = [
    (.secondPanAfterTable, "2nd pan, after "),
    (.secondPanBeforeTable, "2nd pan, before"),
    (.didScroll, "didScroll      "),
  ]
  for (reset, label) in rows {
    let shown = offsetsOnScreen(reset: reset, step: 8, dragFrames: drag, coastFrames: coast)
    lines.append(label + "  " + shown.map { right(decimal($0), 5) }.joined())
  }
  return Figure(
    art: lines,
    caption: "The table's content offset on screen, frame by frame, as a finger drags the "
      + "overlay up 8 points a frame and lifts. A second pan gesture that puts the offset "
      + "back to zero holds the table only if UIKit runs it after the table's own (it "
      + "promises no order), and after the lift nothing runs it: the table coasts away. "
      + "scrollViewDidScroll runs inside every change of the offset, so it always has the "
      + "last word.")
}
// @end(race-figure)

func approachesTable() -> Figure {
  let rows: [(DragSharing, String)] = [
    (.didScroll, "didScroll (the answer)"),
    (.toggleScrollEnabled, "toggle isScrollEnabled"),
    (.containerIgnoresTouches, "container ignores touches"),
  ]
  var lines = [
    "finger up 120 on the table   overlay   offset   table scrolled   next touch"
  ]
  for (way, label) in rows {
    let result = dragSharing(way, frames: 12)
    lines.append(
      label.padding(toLength: 29, withPad: " ", startingAt: 0)
        + right(decimal(result.height, places: 0), 7)
        + right(decimal(result.tableOffset, places: 0), 9)
        + right(result.tableOffset > 0 ? "yes" : "no", 17)
        + right(result.tableGetsTouches ? "table" : "map", 13))
  }
  return Figure(
    art: lines,
    caption: "One gesture, three ways to share it. The overlay starts at 160 and needs 80 "
      + "points to reach its top notch; the last 40 should scroll the table (its offset). "
      + "Turning "
      + "scrolling off while the overlay moves cancels the table's gesture for the rest of "
      + "the touch, so the table does not scroll, though the next touch reaches it again; "
      + "a container that ignores touches lets the map have them, and the table's too.")
}

func signsAndUnits() -> Figure {
  let trace = FingerTrace(start: 300, movements: Array(repeating: -5, count: 6))
  let velocity = trace.releaseVelocityY
  let contentVelocity = -velocity / 1000
  let lines = [
    "a finger moves up 30 points in 0.1 s",
    "pan translation(in:).y            " + right(decimal(trace.translations.last ?? 0), 8)
      + "  points, down positive",
    "pan velocity(in:).y               " + right(decimal(velocity), 8)
      + "  points per second, down positive",
    "willEndDragging withVelocity.y    " + right(decimal(contentVelocity, places: 2), 8)
      + "  points per ms, content's way",
    "the library passes on (x -1000)   " + right(decimal(contentVelocity * -1000), 8)
      + "  points per second, finger's way",
    "the answer's initialSpringVelocity" + right(decimal(abs(velocity)), 8)
      + "  meant as distances per second",
  ]
  return Figure(
    art: lines,
    caption: "One movement, five numbers. The pan gesture measures the finger (down "
      + "positive, points and points per second); the scroll view's delegate is told how "
      + "the content moves, in points per millisecond, the other way round; UIKit's spring "
      + "wants a velocity divided by the distance to go.")
}

// @begin(inset-figure)
func contentInsetFigure() -> Figure {
  let inset: CGFloat = 20
  /// The top of the table, 10 points a line: a header `inset` tall over the first rows.
  func column(offset: CGFloat) -> [String] {
    (0..<8).map { line -> String in
      let y = CGFloat(line) * 10  // on screen, from the table's top
      if y < inset { return "####### header #####" }
      let contentY = y + offset  // where that line is in the content
      let row = Int((contentY / 30).rounded(.down)) + 1
      let withinRow = contentY - CGFloat(row - 1) * 30
      return withinRow < 20
        ? "  row \(row)".padding(toLength: 20, withPad: " ", startingAt: 0)
        : String(repeating: " ", count: 20)
    }
  }
  let held = ScrollViewDriver.heldContentOffset(
    last: -inset, current: -inset - 6, topInset: inset, position: .inFlight)
  return .sideBySide(
    [
      Figure(art: column(offset: 0), title: "answer: offset 0"),
      Figure(art: column(offset: held), title: "library: \(decimal(held, places: 0))"),
    ],
    caption: "A table with a 20-point header over it (its content inset), one line of text "
      + "for every 10 points: the header is two lines, each row 20 points tall with 10 "
      + "between. Held at offset 0, as the answer does, the first row slides under the "
      + "header every time the overlay moves; the library holds it at minus the inset, its "
      + "rest position.")
}
// @end(inset-figure)

func reachableRange() -> Figure {
  var lines = [
    "notches 80, 160, 240                               let go at 150:",
    "which are reachable, where the overlay is  range   finger still  flick up",
  ]
  let cases: [(String, Set<Int>, CGFloat)] = [
    ("all, the overlay at 160", [], 160),
    ("160 disabled, the overlay at 80", [1], 80),
    ("240 disabled, the overlay at 80", [2], 80),
    ("240 disabled while the overlay is on it", [2], 240),
  ]
  for (label, disabled, height) in cases {
    let model = OverlayModel(notches: figureNotches, disabled: disabled, height: height)
    let policy = RushingForwardPolicy()
    let still = policy.targetNotchIndex(
      height: 150, fingerVelocityY: 0, notches: figureNotches, reachable: model.reachableIndexes)
    let flick = policy.targetNotchIndex(
      height: 150, fingerVelocityY: -600, notches: figureNotches,
      reachable: model.reachableIndexes)
    lines.append(
      label.padding(toLength: 40, withPad: " ", startingAt: 0)
        + right("\(Int(model.minimumHeight))...\(Int(model.maximumHeight))", 8)
        + right("\(Int(figureNotches[still]))", 11) + right("\(Int(figureNotches[flick]))", 11))
  }
  return Figure(
    art: lines,
    caption: "The drag's range, and where a release at 150 goes, with a finger held still "
      + "or flicking up at 600 pt/s (section 6 says how the target is chosen). Disabled notches are never a target, and the range runs "
      + "between the lowest and highest reachable ones, widened to the notch the overlay "
      + "sits at: disabling 240 while the overlay is on it does not trap it above its "
      + "range, and once it leaves, it cannot go back.")
}

// @begin(rubber-band-figure)
func rubberBandPlot() -> Figure {
  let highest: CGFloat = 240
  let pulls = stride(from: 0.0, through: 300, by: 5).map { CGFloat($0) }
  let band = LogarithmicRubberBand()
  let library = pulls.map {
    Double(band.height(translation: highest + $0, minimum: 80, maximum: highest))
  }
  let scrollView = pulls.map {
    Double(highest + RubberBand.offset(overshoot: $0, dimension: 320))
  }
  let finger = pulls.map { Double(highest + $0) }
  return Figure(
    plotting: [
      (mark: "f", label: "the finger", values: finger),
      (mark: "s", label: "a scroll view's band (c = 0.55, over 320 points)", values: scrollView),
      (
        mark: "o", label: "OverlayContainer's own pan: 240 (1 + 0.5 log10(t / 240))",
        values: library
      ),
    ],
    step: 5, valueRange: 230...550, width: 61, height: 14, target: Double(highest),
    axis: (start: "pulled 0 points past 240", end: "300"),
    horizontal: "distance pulled past 240 (points)", vertical: "overlay height (points)",
    caption: "Pulled past its highest notch by its own pan gesture, the overlay moves on a "
      + "logarithmic band that depends only on the notch (300 points past 240 leaves it at "
      + "\(decimal(CGFloat(library.last ?? 0), places: 2))), not the scroll view's curve, "
      + "which depends on the container's size.")
}
// @end(rubber-band-figure)

func clampTable() -> Figure {
  var lines = ["from 160, finger moves   its own pan   the table driving"]
  for translation: CGFloat in [0, -40, -80, -120, -200, -400, 80, 160] {
    var pan = OverlayModel(notches: figureNotches, height: 160)
    pan.startDrag()
    pan.drag(offset: translation, usesRubberBand: true)
    var table = OverlayModel(notches: figureNotches, height: 160)
    table.startDrag()
    table.drag(offset: translation, usesRubberBand: false)
    lines.append(
      right(String(format: "%+.0f", Double(translation)), 22)
        + right(decimal(pan.height, places: 2), 14) + right(decimal(table.height, places: 2), 20))
  }
  return Figure(
    art: lines,
    caption: "The overlay's height as the finger moves (negative: up). Between the notches "
      + "(80 to 240) it follows the finger either way; past them its own pan gesture "
      + "stretches on the rubber band, while a table driving it stops hard: the table "
      + "takes the rest of the drag.")
}

// @begin(who-gets-the-drag)
func whoGetsTheDrag() -> Figure {
  var lines = ["overlay   before     finger  answer    library"]
  var disagreements = 0
  let positions: [(OverlayTranslationPosition, OverlayInFlightPosition)] = [
    (.bottom, .minimum), (.inFlight, .progressing), (.top, .maximum),
  ]
  for (position, answerPosition) in positions {
    for before: CGFloat in [0, 40] {
      for movement: CGFloat in [-5, 5, 0] {
        // The table has just moved with the finger; then both rules look at it.
        var table = TableState(contentOffsetY: before - movement, topInset: 0)
        table.isTracking = true
        table.panVelocityY = movement * 60
        let library = ScrollViewDriver.shouldDragOverlay(table: table, position: position)
        let answer = shouldTranslate(
          position: answerPosition, contentOffset: table.contentOffsetY, isTracking: true)
        if answer != library { disagreements += 1 }
        lines.append(
          "\(position)".padding(toLength: 10, withPad: " ", startingAt: 0)
            + (before == 0 ? "at top   " : "scrolled ")
            + (movement < 0 ? "  up      " : movement > 0 ? "  down    " : "  still   ")
            + (answer ? "overlay   " : "table     ") + (library ? "overlay" : "table")
            + (answer == library ? "" : "  *"))
      }
    }
  }
  return Figure(
    art: lines,
    caption: "Who gets a drag on the table, just after the finger moved 5 points up, 5 "
      + "points down, or not at all (still: the pan's velocity is 0 and the content has not "
      + "moved), by the answer's rule (the offset's sign) and the library's (the content at "
      + "its top, and the finger's direction). The second column is where the content was "
      + "before that movement: content at its top that the finger moves up is 5 points "
      + "into it when the rules look, and pulled down, 5 points past its top. They disagree in the \(disagreements) cases marked. With "
      + "the table scrolled, at the bottom notch and in flight, the library leaves a finger "
      + "pulling down or resting with the table (pulling down scrolls it back first; resting "
      + "moves nothing yet), where the answer gives it to the overlay; at the top with the table at its top, the library gives even a resting "
      + "finger to the overlay.")
}
// @end(who-gets-the-drag)

// @begin(gesture-figure)
/// A whole gesture through the table: the overlay at the top notch with the table
/// scrolled 30 points; the finger moves down 7 points a frame for 12 frames and lifts.
func gestureSimulation() -> (
  trace: FingerTrace, steps: [OverlaySimulation.Step], release: OverlaySimulation.Release
) {
  let trace = FingerTrace(start: 100, movements: Array(repeating: 7, count: 12))
  let simulation = try? OverlaySimulation(
    notches: figureNotches, startHeight: 240, contentOffsetY: 30, driver: .scroll,
    style: .flexibleHeight)
  let (steps, release) =
    simulation?.run(movements: trace.movements, releaseVelocityY: trace.releaseVelocityY)
    ?? (
      [],
      OverlaySimulation.Release(
        notch: 0, height: 0, fingerVelocityY: 0, damping: 1, targetContentOffsetY: nil,
        motion: [], dismissesSheet: false)
    )
  return (trace, steps, release)
}

func gestureStrip() -> Figure {
  let (trace, steps, release) = gestureSimulation()
  var lines = [
    "frame    " + (1...steps.count).map { right("\($0)", 5) }.joined(),
    "finger   " + trace.translations.dropFirst().map { right(decimal($0, places: 0), 5) }.joined(),
    "offset   " + steps.map { right(decimal($0.contentOffsetY ?? 0, places: 0), 5) }.joined(),
    "height   " + steps.map { right(decimal($0.height, places: 0), 5) }.joined(),
  ]
  lines.append(
    "lift at \(decimal(trace.releaseVelocityY, places: 0)) pt/s: notch \(release.notch) "
      + "(\(decimal(release.height, places: 0))), damping \(decimal(release.damping, places: 2)), "
      + "table held at \(decimal(release.targetContentOffsetY ?? 0, places: 0))")
  return Figure(
    art: lines,
    caption: "One gesture through the table, frame by frame (the library's scroll-view "
      + "driver, with the table following the finger one to one). The "
      + "overlay is at its top notch with the table scrolled 30 points, and the finger "
      + "pulls down 7 points a frame: first the table scrolls back to its top, then the "
      + "overlay comes down while the table is held at rest. The finger lifts at 420 pt/s, "
      + "just over the policy's 400: the overlay rushes on past 160 to the lowest notch.")
}

func gestureFilmstrip() -> Figure {
  let (_, steps, release) = gestureSimulation()
  let moments: [(String, CGFloat)] = [
    ("frame 3", steps[2].height), ("frame 12", steps[11].height),
    ("at rest", release.height),
  ]
  return .sideBySide(
    moments.map { title, height in
      let (screen, _, notches) = overlayScreen(height: height)
      return withExtendedLifetime(notches) { Figure(of: screen, title: title, art: phoneArt) }
    },
    caption: "The same gesture on the phone: the overlay still at its top notch while the "
      + "table scrolls back, lower by the end of the drag, and at rest on the lowest notch.")
}
// @end(gesture-figure)

func pinningTable() -> Figure {
  var lines = ["where the overlay is     table would coast to   pinned to"]
  let cases: [(String, CGFloat, CGFloat)] = [
    ("at the bottom notch", 80, 120), ("at the bottom notch", 80, -20),
    ("in flight, off a notch", 130, 200), ("at the top notch", 240, 200),
  ]
  for (label, height, coast) in cases {
    let overlay = OverlayModel(notches: figureNotches, height: height)
    var table = TableState(contentOffsetY: 12, topInset: 20)
    table.isTracking = true
    var driver = ScrollViewDriver(table: table)
    var target = coast
    _ = driver.willEndDragging(
      table: table, contentVelocityYPerMillisecond: 0, targetOffsetY: &target, overlay: overlay)
    lines.append(
      label.padding(toLength: 26, withPad: " ", startingAt: 0)
        + right(decimal(coast, places: 0), 19) + right(decimal(target, places: 0), 12))
  }
  return Figure(
    art: lines,
    caption: "scrollViewWillEndDragging pins where the table will coast (table inset 20, so "
      + "its rest offset is -20; its content was last held at 12). At the bottom notch it "
      + "never coasts into its content; in flight, off a notch, it stays where it was held; "
      + "at the top it scrolls freely.")
}

func targetNotchTable() -> Figure {
  var lines = ["released at   finger velocity   0.1 s ahead   goes to"]
  let cases: [(CGFloat, CGFloat)] = [
    (150, 0), (150, -300), (150, -600), (170, 600), (200, -100), (225, 450),
  ]
  let all = Array(figureNotches.indices)
  for (height, velocity) in cases {
    let index = RushingForwardPolicy().targetNotchIndex(
      height: height, fingerVelocityY: velocity, notches: figureNotches, reachable: all)
    let name = "\(OverlayNotch(rawValue: index) ?? .minimum)"
    lines.append(
      right(decimal(height, places: 0), 11) + right(String(format: "%+.0f pt/s", velocity), 18)
        + right(decimal(height - 0.1 * velocity, places: 0), 14) + "   " + name)
  }
  return Figure(
    art: lines,
    caption: "Where the overlay goes when the finger lifts (negative velocity: the finger "
      + "moves up). Slow releases go to the notch nearest the projection; above 400 pt/s, "
      + "to the farther of the two nearest in the flick's direction, so a quick flick always "
      + "moves on.")
}
