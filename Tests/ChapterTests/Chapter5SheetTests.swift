import Testing
import Workbook

@testable import Chapter5Overlay

/// The tests of this file, as one suite: `swift test --filter Chapter5SheetTests`.
@Suite struct Chapter5SheetTests {}

// The chapter's view controller, driven as UIKit drives it: a finger on its table, frame
// by frame, through the table's delegate calls.

/// A list of `count` plain rows, 32 points tall.
final class PlainRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
  }
}

/// The controller on a phone of `size`, laid out once.
func sheetController(size: CGSize = phoneSize) -> SheetViewController {
  laidOut(SheetViewController(list: PlainRows()), size: size)
}

/// The controller with VoiceOver's element, laid out on a phone.
func accessibleSheetController(size: CGSize = phoneSize) -> AccessibleSheetViewController {
  laidOut(AccessibleSheetViewController(list: PlainRows()), size: size)
}

func laidOut<Controller: SheetViewController>(_ controller: Controller, size: CGSize)
  -> Controller
{
  controller.tableView.rowHeight = 32
  controller.view.frame = CGRect(origin: .zero, size: size)
  controller.view.layoutIfNeeded()
  return controller
}

extension Chapter5SheetTests {
  @Test func theControllerLoadsItsViewAndRestsOnTheLowestNotch() {
    let controller = SheetViewController(list: PlainRows())
    #expect(!controller.isViewLoaded)
    controller.view.frame = CGRect(origin: .zero, size: phoneSize)
    #expect(controller.view === controller.container)
    #expect(controller.container.sheet.contentView === controller.tableView)
    controller.view.layoutIfNeeded()
    #expect(controller.overlay.notches == [80, 160, 240])
    #expect(controller.overlay.height == 80 && controller.container.overlayHeight == 80)
    #expect(controller.container.sheet.frame.minY == 240)
    #expect(controller.tableView.delegate === controller)
  }

  /// The Maps gesture: a finger on the list moving up raises the sheet to its top notch,
  /// then scrolls the list, in one drag. No edge is crossed, so the model's table follows
  /// the finger one to one, as the library's test emulator does: the controller makes the
  /// same frames as the chapter's simulation of the driver.
  @Test func aDragUpTheListRaisesTheSheetThenScrollsTheListAsTheSimulationSays() throws {
    let controller = sheetController()
    let table = controller.tableView
    let movements = [CGFloat](repeating: -10, count: 20)
    Simulator.touchDown(on: table)
    var frames: [(offset: CGFloat, height: CGFloat)] = []
    for movement in movements {
      Simulator.moveFinger(on: table, by: CGPoint(x: 0, y: movement))
      #expect(controller.container.overlayHeight == controller.overlay.height)
      frames.append((table.contentOffset.y, controller.overlay.height))
    }
    let simulation = try OverlaySimulation(notches: [80, 160, 240], driver: .scroll)
    let (steps, _) = simulation.run(movements: movements, releaseVelocityY: 0)
    #expect(frames.map(\.offset) == steps.map { $0.contentOffsetY ?? .nan })
    #expect(frames.map(\.height) == steps.map(\.height))
    #expect(frames[15].height == 240 && frames[15].offset == 0, "the sheet first")
    #expect(frames[19].offset == 40, "then the list")
  }

  /// The lift in flight: the policy picks the notch (a fast flick up goes on to the top),
  /// the end notch is updated, the table is pinned where it was held, and the library's
  /// spring (damped by the release speed) animates the container's layout.
  @Test func aReleaseInFlightSpringsToThePolicysNotch() {
    let controller = sheetController()
    let table = controller.tableView
    Simulator.touchDown(on: table)
    for _ in 0..<5 { Simulator.moveFinger(on: table, by: CGPoint(x: 0, y: -10)) }
    #expect(controller.overlay.height == 130 && controller.overlay.position == .inFlight)
    var target = CGPoint.zero
    let animations = Simulator.animations {
      target = Simulator.liftFinger(from: table, velocity: CGPoint(x: 0, y: -600))
    }
    // 130 - 0.1 * -600 = 190: 160 and 240 nearest, faster than 400 up: the higher.
    #expect(controller.overlay.endNotchIndex == 2)
    #expect(controller.overlay.height == 240 && controller.container.overlayHeight == 240)
    #expect(controller.container.sheet.frame.minY == 80, "laid out inside the animation")
    #expect(target.y == 0 && table.contentOffset.y == 0, "pinned where the driver held it")
    #expect(animations.count == 1)
    let spring = Simulator.animation(
      of: releaseAnimator(fingerVelocityY: -600, style: .flexibleHeight) {})
    for t in stride(from: 0.0, through: 0.5, by: 0.05) {
      #expect(abs(animations[0].progress(at: t) - spring.progress(at: t)) < 1e-12)
    }
  }

  /// At the top notch the list scrolls on: its coast is not pinned, and the sheet, already
  /// on a notch, does not move (the release only updates the notch it rests on).
  @Test func aReleaseAtTheTopLetsTheListCoast() {
    let controller = sheetController()
    let table = controller.tableView
    Simulator.touchDown(on: table)
    for _ in 0..<20 { Simulator.moveFinger(on: table, by: CGPoint(x: 0, y: -10)) }
    let coast = Simulator.liftFinger(from: table, velocity: CGPoint(x: 0, y: -600))
    #expect(coast.y > 300, "the normal deceleration carries it about 300 points on")
    #expect(table.contentOffset.y == coast.y)
    #expect(controller.overlay.height == 240 && controller.overlay.endNotchIndex == 2)
    // The next drag down scrolls the list back before the sheet moves.
    Simulator.touchDown(on: table)
    Simulator.moveFinger(on: table, by: CGPoint(x: 0, y: 10))
    #expect(controller.overlay.height == 240 && table.contentOffset.y == coast.y - 10)
  }

  /// Pulled down from the top notch with the list at its top, the table goes past its top
  /// on UIKit's rubber band; the driver turns that into the sheet's movement and holds the
  /// table at rest.
  @Test func aPullDownFromTheTopMovesTheSheetAndHoldsTheListAtRest() {
    let controller = sheetController()
    let table = controller.tableView
    Simulator.touchDown(on: table)
    for _ in 0..<16 { Simulator.moveFinger(on: table, by: CGPoint(x: 0, y: -10)) }
    _ = Simulator.liftFinger(from: table, velocity: .zero)
    #expect(controller.overlay.position == .top)
    Simulator.touchDown(on: table)
    var heights: [CGFloat] = []
    for _ in 0..<6 {
      Simulator.moveFinger(on: table, by: CGPoint(x: 0, y: 10))
      #expect(table.contentOffset.y == 0)
      heights.append(controller.overlay.height)
    }
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 > $1 }, "\(heights)")
    #expect(heights.last.map { $0 < 240 } == true)
  }

  /// The sheet's own pan (the grabber): the logarithmic band past the top notch, then the
  /// release back to it.
  @Test func theGrabbersPanStretchesOnTheLibrarysBandAndSpringsBack() {
    let controller = sheetController()
    controller.beginOverlayDrag()
    controller.dragOverlay(fingerTranslationY: -200)  // t = 280, past 240
    #expect(controller.overlay.height == 248.03)
    #expect(controller.container.overlayHeight == 248.03)
    let animations = Simulator.animations { controller.releaseOverlay(fingerVelocityY: 0) }
    #expect(animations.count == 1)
    #expect(controller.overlay.height == 240 && controller.overlay.endNotchIndex == 2)
    // At rest on its notch, a release has nowhere to go.
    #expect(Simulator.animations { controller.releaseOverlay(fingerVelocityY: 0) }.isEmpty)
  }

  /// A rotation (or Split View) asks the delegate again and keeps the notch.
  @Test func aNewSizeAsksForTheNotchesAgainAndKeepsTheNotch() {
    let controller = sheetController()
    controller.beginOverlayDrag()
    controller.dragOverlay(fingerTranslationY: -80)
    controller.releaseOverlay(fingerVelocityY: 0)
    #expect(controller.overlay.endNotchIndex == 1)
    for size in [CGSize(width: 568, height: 320), CGSize(width: 320, height: 568)] {
      controller.view.frame = CGRect(origin: .zero, size: size)
      controller.view.layoutIfNeeded()
      #expect(
        controller.overlay.notches == [size.height / 4, size.height / 2, size.height * 3 / 4])
      #expect(controller.overlay.height == size.height / 2)
      #expect(controller.container.sheet.frame.minY == size.height / 2)
    }
  }

  /// The table and the container hold their data source and delegate weakly; the
  /// controller keeps both.
  @Test func theControllerKeepsWhatTheTableHoldsWeakly() {
    let controller = sheetController()
    #expect(controller.tableView.dataSource != nil)
    #expect(controller.container.delegate != nil)
  }

  /// VoiceOver's moves go through the controller: its overlay, the notch it last went to
  /// and the container's height change together, and the next drag starts from the new
  /// notch.
  @Test func voiceOverMovesTheControllersOverlay() {
    let controller = accessibleSheetController()
    guard let element = controller.accessibleSheet else {
      Issue.record("the controller adds no accessibility element to its sheet")
      return
    }
    #expect(element.accessibilityValue == "notch 1 of 3")
    element.accessibilityIncrement()
    #expect(controller.overlay.endNotchIndex == 1)
    #expect(controller.overlay.height == 160 && controller.container.overlayHeight == 160)
    #expect(element.accessibilityValue == "notch 2 of 3")
    controller.beginOverlayDrag()
    controller.dragOverlay(fingerTranslationY: -10)
    #expect(controller.overlay.height == 170 && controller.container.overlayHeight == 170)
    controller.releaseOverlay(fingerVelocityY: 0)
    #expect(element.accessibilityValue == "notch 2 of 3", "read from the controller")
    element.accessibilityDecrement()
    #expect(controller.overlay.endNotchIndex == 0 && controller.container.overlayHeight == 80)
  }

  /// The controller puts VoiceOver's element over the grabber, and the element takes no
  /// touches: a finger on the grabber lands on the sheet, where a pan of the sheet's own
  /// can get it, not on the element.
  @Test func theAccessibleElementCoversTheGrabberButTakesNoTouches() {
    let controller = accessibleSheetController()
    let sheet = controller.container.sheet
    guard let element = controller.accessibleSheet else {
      Issue.record("the controller adds no accessibility element to its sheet")
      return
    }
    #expect(element.superview === sheet)
    #expect(element.frame.contains(sheet.grabber.frame))
    #expect(element.frame.width == sheet.bounds.width)
    let onGrabber = sheet.convert(
      CGPoint(x: sheet.grabber.frame.midX, y: sheet.grabber.frame.midY), to: controller.view)
    let hit = controller.view.hitTest(onGrabber, with: nil)
    #expect(hit != nil && hit !== element)
    #expect(hit === sheet || hit === sheet.grabber)
  }
}
