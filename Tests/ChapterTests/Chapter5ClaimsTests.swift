import Testing
import Workbook

@testable import Chapter5Overlay

/// The tests of this file, as one suite: `swift test --filter Chapter5ClaimsTests`.
@Suite struct Chapter5ClaimsTests {}

extension Chapter5ClaimsTests {
  @Test func notchesComeFromTheAvailableSpace() {
    let (_, container, notches) = overlayScreen(height: 0)
    withExtendedLifetime(notches) {
      #expect(container.notchHeights == [80, 160, 240])
      container.frame.size.height = 400
      #expect(container.notchHeights == [100, 200, 300])
    }
  }
}

// MARK: - The library's rules, with vectors worked out by hand from its formulas

extension Chapter5ClaimsTests {
  /// `limit (1 + 0.5 log10(t / limit))`, rounded to hundredths; the mirror image below.
  /// The values were computed separately (Python) from the formula, not from this code.
  @Test(arguments: [
    (CGFloat(240), CGFloat(240)), (300, 251.63), (320, 254.99), (400, 266.62), (560, 284.16),
    (1000, 314.37), (200, 200), (80, 80), (60, 76.12), (40, 72.96), (0, 67.96), (-100, 59.52),
  ])
  func theLogarithmicRubberBandMatchesTheLibrarysFormula(translation: CGFloat, height: CGFloat) {
    #expect(
      abs(
        LogarithmicRubberBand().height(translation: translation, minimum: 80, maximum: 240)
          - height) < 1e-9)
  }

  @Test func theRubberBandDoesNotDependOnTheContainer() {
    // The scroll view's band changes with the container's size; the library's does not
    // take it at all, and a zero limit gives zero rather than a logarithm of infinity.
    let small = 240 + RubberBand.offset(overshoot: 100, dimension: 320)
    let large = 240 + RubberBand.offset(overshoot: 100, dimension: 960)
    #expect(abs(small - large) > 5)
    #expect(LogarithmicRubberBand().height(translation: 50, minimum: 0, maximum: 0) == 0)
  }

  @Test(arguments: [
    (CGFloat(0), OverlayStyle.flexibleHeight, CGFloat(1)), (150, .rigid, 1),
    (1000, .flexibleHeight, 0.910_526), (1000, .expandableHeight, 0.970_175),
    (1575, .flexibleHeight, 0.85), (-1575, .rigid, 0.95), (3000, .flexibleHeight, 0.7),
    (-4000, .expandableHeight, 0.9),
  ])
  func dampingFallsFromOneToTheStylesDamping(
    velocity: CGFloat, style: OverlayStyle, damping: CGFloat
  ) {
    #expect(abs(releaseDamping(fingerVelocityY: velocity, style: style) - damping) < 1e-5)
  }

  /// A spring from rest overshoots by e^(-pi zeta / sqrt(1 - zeta^2)) of the distance:
  /// 4.6% at 0.7, 0.15% at 0.9. The library's animator, sampled, agrees.
  @Test(arguments: [(OverlayStyle.flexibleHeight, 0.045_988), (.expandableHeight, 0.001_524)])
  func theLibrarysSpringOvershootsAsTheClosedFormSays(style: OverlayStyle, fraction: Double) {
    let animator = Simulator.animation(of: releaseAnimator(fingerVelocityY: -5000, style: style) {})
    let peak = stride(from: 0.0, through: 1, by: 1.0 / 2000).map { animator.progress(at: $0) }.max()
    #expect(abs(Double(peak ?? 0) - 1 - fraction) < 2e-5)
    // The library's spring starts from rest: the release velocity changes only the damping.
    #expect(animator.progress(at: 1.0 / 1000) < 0.01)
  }

  /// The target-notch policy, by hand: notches 80, 160, 240; projection = height - 0.1 v.
  @Test(arguments: [
    (CGFloat(150), CGFloat(0), [0, 1, 2], 1),  // 150: nearest 160
    (150, -300, [0, 1, 2], 1),  // 180: nearest 160, slow
    (150, -600, [0, 1, 2], 2),  // 210: 240 and 160 nearest, fast up: the higher
    (170, 600, [0, 1, 2], 0),  // 110: 80 and 160, fast down: the lower
    (120, 0, [0, 1, 2], 0),  // 120: a tie between 80 and 160 goes to the lower
    (150, 0, [0, 2], 0),  // 160 disabled: 80 is 70 away, 240 is 90
    (150, -600, [0, 2], 2),
    (150, 900, [1], 1),  // one reachable notch: always it
    (150, 0, [], 0),
  ])
  func theTargetNotchPolicyByHand(height: CGFloat, velocity: CGFloat, reachable: [Int], notch: Int)
  {
    #expect(
      RushingForwardPolicy().targetNotchIndex(
        height: height, fingerVelocityY: velocity, notches: [80, 160, 240], reachable: reachable)
        == notch)
  }

  @Test func positionIsByExactEqualityAndTheRangeWidensToTheLastNotch() {
    var overlay = OverlayModel(notches: [80, 160, 240], height: 240)
    #expect(overlay.position == .top)
    overlay.height = 239.999
    #expect(overlay.position == .inFlight)
    overlay.height = 80
    #expect(overlay.position == .bottom)
    let single = OverlayModel(notches: [80, 160, 240], disabled: [0, 2], height: 160)
    #expect(single.position == .stationary)
    // 240 disabled while the overlay is there: the range still reaches it.
    let stranded = OverlayModel(notches: [80, 160, 240], disabled: [2], height: 240)
    #expect(stranded.maximumHeight == 240 && stranded.position == .top)
    let moved = OverlayModel(notches: [80, 160, 240], disabled: [2], height: 80)
    #expect(moved.maximumHeight == 160)
  }

  @Test func theOverlaysOwnPanRubberBandsAndTheTableClampsHard() {
    var pan = OverlayModel(notches: [80, 160, 240], height: 160)
    pan.startDrag()
    pan.drag(offset: -160, usesRubberBand: true)  // t = 320
    #expect(pan.height == 254.99)
    var table = OverlayModel(notches: [80, 160, 240], height: 160)
    table.startDrag()
    table.drag(offset: -160, usesRubberBand: false)
    #expect(table.height == 240)
    table.drag(offset: 400, usesRubberBand: false)
    #expect(table.height == 80)
  }

  @Test(arguments: [
    (false, CGFloat(80), CGFloat(3000), false), (true, 0, 3000, true), (true, 40, 0, true),
    (true, 80, 2400, false), (true, 80, 2400.5, true), (true, 240, -5000, false),
  ])
  func dismissalByPositionAndVelocity(
    notDragging: Bool, target: CGFloat, velocity: CGFloat, dismissed: Bool
  ) {
    let result = shouldDismissSheet(
      isDragging: !notDragging, targetHeight: target, fingerVelocityY: velocity,
      notches: [80, 160, 240])
    #expect(result == dismissed)
  }
}

// MARK: - The scroll-view driver against the library's own test scenarios

/// Runs the library's test emulator: each movement moves the content one to one, the pan
/// velocity has its sign, then `didScroll`. Notches wide apart keep the overlay in flight,
/// as the library's fake controller does.
func emulate(
  movements: [CGFloat], offset: CGFloat, height: CGFloat = 100, notches: [CGFloat] = [0, 500]
) -> [(offset: CGFloat, height: CGFloat)] {
  var overlay = OverlayModel(notches: notches, height: height)
  var table = TableState(contentOffsetY: offset, topInset: 0)
  var driver = ScrollViewDriver(table: table)
  table.isTracking = true
  driver.willBeginDragging(overlay: &overlay)
  var translation: CGFloat = 0
  return movements.map { movement in
    translation += movement
    table.panTranslationY = translation
    table.contentOffsetY -= movement
    table.panVelocityY = movement > 0 ? 10 : movement < 0 ? -10 : 0
    driver.didScroll(table: &table, overlay: &overlay)
    return (table.contentOffsetY, overlay.height)
  }
}

extension Chapter5ClaimsTests {
  @Test func theDriverMatchesTheLibrarysTestMovingUpAndDown() {
    let frames = emulate(movements: [10, -20, 20], offset: 0)
    #expect(frames.map(\.offset) == [0, 0, 0])
    #expect(frames.map(\.height) == [90, 110, 90])
  }

  @Test func theDriverMatchesTheLibrarysTestWithAScrolledTable() {
    let frames = emulate(movements: [10, -20, 20, 80], offset: 100)
    #expect(frames.map(\.offset) == [90, 90, 70, 0])
    #expect(frames.map(\.height) == [100, 120, 120, 110])
  }

  @Test func theDriverLeavesTheTableAloneAtTheTopAndWhenStationary() {
    // At the top notch, pushing the content up scrolls the table.
    #expect(
      emulate(movements: [-10], offset: 0, height: 100, notches: [50, 100]).map(\.offset) == [10])
    // A single reachable height: the overlay never moves.
    let stationary = emulate(movements: [-10, 20], offset: 0, height: 100, notches: [100])
    #expect(stationary.map(\.offset) == [10, -10] && stationary.allSatisfy { $0.height == 100 })
  }

  @Test func theDriverPinsTheTargetOffsetAsTheLibrarysTestsExpect() {
    // In flight off a notch, released pushing up: the target becomes the held offset (0).
    var overlay = OverlayModel(notches: [0, 500], height: 100)
    var table = TableState(contentOffsetY: 0, topInset: 0)
    table.isTracking = true
    var driver = ScrollViewDriver(table: table)
    var target: CGFloat = 100
    _ = driver.willEndDragging(
      table: table, contentVelocityYPerMillisecond: 0, targetOffsetY: &target, overlay: overlay)
    #expect(target == 0)
    // At the top notch the target is left alone.
    overlay = OverlayModel(notches: [50, 100], height: 100)
    target = 100
    _ = driver.willEndDragging(
      table: table, contentVelocityYPerMillisecond: 0, targetOffsetY: &target, overlay: overlay)
    #expect(target == 100)
    // The velocity handed on: the table's points per millisecond times -1000, if dragging.
    overlay = OverlayModel(notches: [0, 500], height: 100)
    table.panVelocityY = -800
    let velocity = driver.willEndDragging(
      table: table, contentVelocityYPerMillisecond: 0.8, targetOffsetY: &target, overlay: overlay)
    #expect(velocity == -800)
  }

  @Test func contentThatLandsExactlyAtRestIsHeldWhereItWasLast() {
    // The library's crossing test is strict: from 10, a step of exactly 10 lands on rest,
    // and the content is put back at 10 while the overlay waits.
    let frames = emulate(movements: [10, 10, 10, 13], offset: 20, height: 100, notches: [50, 100])
    #expect(frames.map(\.offset) == [10, 10, 10, 0])
    #expect(frames.map(\.height) == [100, 100, 100, 97])
  }

  @Test func whoGetsTheDragDisagreesWithTheAnswerInFiveCases() {
    let figure = whoGetsTheDrag()
    let marked = figure.art.filter { $0.reversed().drop { $0 == " " }.first == "*" }
    #expect(marked.count == 5)
    #expect(figure.caption?.contains("in the 5 cases") == true)
  }
}

// MARK: - The answer's lessons

extension Chapter5ClaimsTests {
  @Test func onlyDidScrollHoldsTheTableInEveryFrame() {
    let after = offsetsOnScreen(reset: .secondPanAfterTable, step: 8, dragFrames: 5, coastFrames: 5)
    let before = offsetsOnScreen(
      reset: .secondPanBeforeTable, step: 8, dragFrames: 5, coastFrames: 5)
    let didScroll = offsetsOnScreen(reset: .didScroll, step: 8, dragFrames: 5, coastFrames: 5)
    #expect(didScroll.allSatisfy { $0 == 0 })
    #expect(after.prefix(5).allSatisfy { $0 == 0 } && after.suffix(5).allSatisfy { $0 > 0 })
    #expect(before.prefix(5).allSatisfy { $0 == 8 })
  }

  @Test func theRejectedApproachesLoseTheScrollOrTheTable() {
    #expect(dragSharing(.didScroll, frames: 12) == (240, 40, true))
    #expect(dragSharing(.toggleScrollEnabled, frames: 12) == (240, 0, true))
    #expect(dragSharing(.containerIgnoresTouches, frames: 12) == (160, 0, false))
  }

  @Test func theLibraryHoldsATableWithAnInsetAtMinusTheInset() {
    #expect(
      ScrollViewDriver.heldContentOffset(last: -20, current: -26, topInset: 20, position: .top)
        == -20)
    // The answer's translateView(following:) on a table with a 20-point inset (rest at
    // -20), the finger 5 points down from where the drag began at 160.
    let (_, container, notches) = overlayScreen(height: 160)
    withExtendedLifetime(notches) {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
      table.contentInset.top = 20
      table.contentOffset.y = -20
      Simulator.touchDown(on: table)
      Simulator.moveFinger(on: table, by: CGPoint(x: 0, y: 5))
      answerTranslate(container, following: table, startHeight: 160)
      #expect(container.overlayHeight == 155)
      #expect(table.contentOffset.y == 0, "the answer's zero is 20 points off this table's rest")
    }
  }

  /// UIKit's spring velocity is normalised by the distance: the answer's raw 600 pt/s is
  /// read as 600 distances a second; divided by the 90 points to go it starts the overlay
  /// at the finger's 600 pt/s.
  @Test func theAnswersInitialVelocityIsReadAsDistancesPerSecond() {
    let (_, container, notches) = overlayScreen(height: 150)
    withExtendedLifetime(notches) {
      let raw = Simulator.animations {
        answerMoveOverlay(container, to: 240, duration: 0.5, velocity: CGPoint(x: 0, y: -600))
      }[0]
      let v = normalizedSpringVelocity(fingerVelocityY: -600, from: 150, to: 240)
      let right = Simulator.animations {
        UIView.animate(
          withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: v,
          options: [], animations: {})
      }[0]
      let dt = 1e-4
      #expect(abs(right.progress(at: dt) * 90 / dt - 600) < 5)
      #expect(raw.progress(at: dt) * 90 / dt > 50_000)
      #expect(container.overlayHeight == 240, "the model layer jumps to the end at once")
    }
  }

  @Test func aWholeGestureThroughTheTableEndsAtTheLowestNotch() {
    let (trace, steps, release) = gestureSimulation()
    #expect(trace.releaseVelocityY == 420)
    #expect(steps.prefix(4).allSatisfy { $0.height == 240 }, "the table scrolls back first")
    #expect(steps[4].contentOffsetY == 0 && steps[4].height == 235)
    #expect(release.notch == 0 && release.height == 80)
  }
}

// MARK: - The command line

extension Chapter5ClaimsTests {
  @Test func simulateOverlayPrintsEachStepAndTheRelease() throws {
    let simulation = try OverlaySimulation(
      notches: [100, 200, 300], startHeight: 200, contentOffsetY: 100, driver: .scroll)
    let lines = simulation.report(
      movements: [10, -20, 20, 80], releaseVelocityY: -800, columns: 200)
    #expect(
      Array(lines.prefix(8)) == [
        "notches, counted from 0 (pt): 0 at 100.00, 1 at 200.00, 2 at 300.00",
        "start: the overlay 200.00 pt tall (on notch 1), the table scrolled 100.00 pt in; "
          + "driven by the table inside it, expandable style",
        "step 1: the finger moves 10.00 pt (down): table offset 90.00, overlay 200.00 pt",
        "step 2: the finger moves -20.00 pt (up): table offset 90.00, overlay 220.00 pt",
        "step 3: the finger moves 20.00 pt (down): table offset 70.00, overlay 220.00 pt",
        "step 4: the finger moves 80.00 pt (down): table offset 0.00, overlay 210.00 pt",
        "release at -800.00 pt/s (up), handed on as -800.00 pt/s: the overlay springs to "
          + "notch 2 (300.00 pt), damping ratio 0.98; the table coasts to offset 0.00",
        "presented as a sheet, this release would leave it up (the default dismissal policy)",
      ])
    let pan = try OverlaySimulation(notches: [100, 200, 300])
    let panLines = pan.report(movements: [-20, -300], releaseVelocityY: 0, columns: 200)
    #expect(panLines[2] == "step 1: the finger moves -20.00 pt (up): overlay 120.00 pt")
    // t = 420: 300 (1 + 0.5 log10(1.4))
    #expect(panLines[3] == "step 2: the finger moves -300.00 pt (up): overlay 321.92 pt")
    #expect(
      panLines[4]
        == "release at 0.00 pt/s, handed on as 0.00 pt/s: the overlay springs to notch 2 "
        + "(300.00 pt), damping ratio 1.00")
    // At 80 columns every line fits.
    #expect(
      simulation.report(movements: [10, -20, 20, 80], releaseVelocityY: -800).allSatisfy {
        $0.count <= 80
      })
  }

  @Test(arguments: [
    ([CGFloat](), "at least one notch"), ([300, 200], "ascend"), ([100, .nan], "0 or more"),
  ])
  func simulateRefusesBadNotches(notches: [CGFloat], message: String) {
    #expect(throws: OverlaySimulationError.self) { try OverlaySimulation(notches: notches) }
    do {
      _ = try OverlaySimulation(notches: notches)
    } catch {
      #expect(error.description.contains(message))
    }
  }

  @Test func thePassThroughContainerLetsTheMapHaveMissedTouches() {
    let touches = TouchScreen()
    #expect(touches.screen.hitTest(CGPoint(x: 80, y: 40), with: nil) === touches.map)
    #expect(touches.owner(at: CGPoint(x: 80, y: 250)) == "the overlay")
    #expect(TouchScreen(container: UIView()).owner(at: CGPoint(x: 80, y: 40)) == "the container")
  }
}

// MARK: - Claims of the spring, the sheet and "In a real app"

extension Chapter5ClaimsTests {
  /// The response is the period of the undamped spring: at damping 1 (a slow release) the
  /// library's spring follows the critically damped closed form with w0 = 2 pi / 0.3.
  @Test func theResponseIsThePeriodOfTheUndampedSpring() {
    let animation = Simulator.animation(of: releaseAnimator(fingerVelocityY: 0, style: .rigid) {})
    let w0 = 2 * Double.pi / 0.3
    for t in stride(from: 0.0, through: 0.6, by: 0.05) {
      let closedForm = 1 - (1 + w0 * t) * exp(-w0 * t)
      #expect(abs(Double(animation.progress(at: t)) - closedForm) < 1e-6)
    }
  }

  /// "Under a point for any climb shorter than about 650 points": 0.15% of the distance.
  /// A slow release (damping 1, as under Reduce Motion) never overshoots at all.
  @Test func theDefaultSpringOvershootsUnderAPointBelowAbout650Points() {
    func peak(_ velocity: CGFloat) -> Double {
      let animation = Simulator.animation(
        of: releaseAnimator(fingerVelocityY: velocity, style: .expandableHeight) {})
      return stride(from: 0.0, through: 1, by: 1.0 / 2000).map {
        Double(animation.progress(at: $0))
      }.max() ?? 0
    }
    let fraction = peak(-5000) - 1
    #expect(fraction * 640 < 1)
    #expect(fraction * 670 > 1)
    #expect(peak(0) <= 1 + 1e-9)
  }

  /// The sheet's frame is recomputed from its height: its bottom stays 40 points below the
  /// screen, deeper than its rounded corners, whatever the height.
  @Test func theSheetsBottomStaysBelowTheScreen() {
    for height: CGFloat in [0, 80, 240, 400] {
      let (screen, container, notches) = overlayScreen(height: height)
      withExtendedLifetime(notches) {
        container.layoutIfNeeded()
        #expect(
          container.sheet.frame.maxY == screen.bounds.height + OverlayContainerView.sheetOverhang)
        #expect(OverlayContainerView.sheetOverhang > container.sheet.layer.cornerRadius)
      }
    }
  }

  /// "In a real app": a clear view over the container takes the map's touch, until its
  /// interaction is off.
  @Test func aClearViewInThePassThroughContainerTakesTheMapsTouches() {
    let touches = TouchScreen()
    let cover = UIView(frame: touches.container.bounds)
    touches.container.addSubview(cover)
    #expect(touches.screen.hitTest(CGPoint(x: 80, y: 40), with: nil) === cover)
    cover.isUserInteractionEnabled = false
    #expect(touches.screen.hitTest(CGPoint(x: 80, y: 40), with: nil) === touches.map)
  }

  /// "The crossing test is strict": steps that land exactly on the content's top are put
  /// back and the overlay waits for as long as they do; steps that cross it move it.
  @Test func stepsLandingExactlyOnTheTopMakeTheOverlayWait() throws {
    func run(offset: CGFloat) throws -> [OverlaySimulation.Step] {
      try OverlaySimulation(
        notches: [80, 160, 240], startHeight: 240, contentOffsetY: offset, driver: .scroll
      ).run(movements: Array(repeating: 7, count: 12), releaseVelocityY: 420).steps
    }
    let exact = try run(offset: 28)
    #expect(exact.allSatisfy { $0.height == 240 })
    #expect(exact.dropFirst(3).allSatisfy { $0.contentOffsetY == 7 })
    let crossing = try run(offset: 30)
    #expect(crossing[3].height == 240 && crossing[4].height == 235)
    #expect(crossing.last?.height == 186)
  }

  /// Apple's `Spring` page: `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and
  /// damping 17.6 (mass 1), and mass 1, stiffness 100, damping 10 is duration 0.63 and
  /// bounce 0.5; a negative bounce is overdamped, ratio 1 / (1 + bounce).
  @Test func iOS17SpringsMapToResponseAndDampingRatio() {
    let documented = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(documented.stiffness - 157.9) < 0.05)
    #expect(abs(documented.damping - 17.6) < 0.05)
    let other = Spring(mass: 1, stiffness: 100, damping: 10)
    let back = Spring(duration: 2 * .pi / other.naturalFrequency, bounce: 1 - other.dampingRatio)
    #expect(abs(2 * .pi / other.naturalFrequency - 0.63) < 0.005)
    #expect(abs(back.stiffness - 100) < 1e-6 && abs(back.damping - 10) < 1e-6)
    #expect(abs(Spring(duration: 0.3, bounce: -0.5).dampingRatio - 2) < 1e-9)
    // The chapter's listing: the same motion as the library's animator.
    for velocity: CGFloat in [150, 1000, 3000] {
      let damping = releaseDamping(fingerVelocityY: velocity, style: .flexibleHeight)
      let library = Spring(response: 0.3, dampingRatio: Double(damping))
      let modern = Spring(duration: 0.3, bounce: Double(1 - damping))
      #expect(abs(library.stiffness - modern.stiffness) < 1e-9)
      #expect(abs(library.damping - modern.damping) < 1e-9)
    }
  }
}
