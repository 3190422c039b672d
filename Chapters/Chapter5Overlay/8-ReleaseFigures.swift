import Workbook

// The figures of the release: the springs that carry the sheet to its notch, the
// touches that reach (or pass through) it, and the table of its accessible actions.

// @begin(spring-figure)
func springByStylePlot() -> Figure {
  let from: CGFloat = 150
  let to: CGFloat = 240
  func path(_ velocity: CGFloat, _ style: OverlayStyle) -> [Double] {
    let animator = releaseAnimator(fingerVelocityY: velocity, style: style) {}
    return heights(from: from, to: to, animation: Simulator.animation(of: animator))
  }
  let flexible = path(-3000, .flexibleHeight)
  let expandable = path(-3000, .expandableHeight)
  let slow = path(-100, .expandableHeight)
  let overshoot = { (values: [Double]) in CGFloat((values.max() ?? 0) - Double(to)) }
  /// The overshoot as a percentage of the distance.
  let percent = { (values: [Double], places: Int) in
    decimal(overshoot(values) / (to - from) * 100, places: places)
  }
  return Figure(
    plotting: [
      (mark: "o", label: "released slowly: damping 1", values: slow),
      (mark: "e", label: "flicked, .expandableHeight (the default): 0.9", values: expandable),
      (mark: "f", label: "flicked, .flexibleHeight: 0.7", values: flexible),
    ],
    step: 1.0 / 60, valueRange: 145...250, width: 60, height: 14, target: Double(to),
    vertical: "overlay height (points)",
    caption: "The overlay's height after a release at 150 going to 240, on the library's "
      + "spring (response 0.3 s, from rest). A slow release arrives without overshoot; a "
      + "3000 pt/s flick lowers the damping to the style's. Both overshoot: the default "
      + "by \(decimal(overshoot(expandable), places: 2)) points (\(percent(expandable, 2))% of "
      + "the \(decimal(to - from, places: 0))-point distance, \(decimal(overshoot(expandable) * 3)) "
      + "pixel on a 3x screen), .flexibleHeight by \(decimal(overshoot(flexible))) "
      + "(\(percent(flexible, 1))%), both read from the sampled curve.")
}
// @end(spring-figure)

// @begin(initial-velocity-figure)
func initialVelocityPlot() -> Figure {
  let from: CGFloat = 150
  let to: CGFloat = 240
  let finger: CGFloat = -600  // up, points per second
  func path(_ velocity: CGPoint) -> [Double] {
    let (_, container, notches) = overlayScreen(height: from)
    return withExtendedLifetime(notches) {
      heights(
        from: from, to: to,
        animation: Simulator.animations {
          answerMoveOverlay(container, to: to, duration: 0.5, velocity: velocity)
        }.first)
    }
  }
  let raw = path(CGPoint(x: 0, y: finger))
  let perMillisecond = path(CGPoint(x: 0, y: -finger / 1000))
  let normalized = normalizedSpringVelocity(fingerVelocityY: finger, from: from, to: to)
  let (_, container, notches) = overlayScreen(height: from)
  let right = withExtendedLifetime(notches) {
    heights(
      from: from, to: to,
      animation: Simulator.animations {
        UIView.animate(
          withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6,
          initialSpringVelocity: normalized, options: [.allowUserInteraction],
          animations: { container.layoutIfNeeded() })
      }.first)
  }
  /// How low the raw velocity's overlay swings back after its peak.
  let peak = raw.indices.max { raw[$0] < raw[$1] } ?? 0
  let swingBack = raw[peak...].min() ?? Double(to)
  /// The times at which the raw velocity's overlay is above the top of the screen.
  let offScreen = raw.indices.filter { raw[$0] > Double(phoneSize.height) }.map {
    Double($0) / 60
  }
  return Figure(
    plotting: [
      (mark: "n", label: "normalised: 600 / 90 = \(decimal(normalized, places: 2))", values: right),
      (mark: "m", label: "the table's velocity, 0.6 pt/ms", values: perMillisecond),
      (mark: "r", label: "abs(velocity.y) = 600", values: raw),
    ],
    step: 1.0 / 60, valueRange: 130...330, width: 60, height: 14, target: Double(to),
    vertical: "overlay height (points)",
    caption: "The answer's UIView.animate call (damping 0.6, 0.5 s) after a 600 pt/s flick "
      + "up at 150, going to 240, with three initial velocities. UIKit reads "
      + "initialSpringVelocity as distances per second. On the model's spring for 0.5 s "
      + "(UIKit publishes none), the raw 600 flings the overlay "
      + "off the top of the plot and of the 320-point screen (above it from "
      + "\(decimal(CGFloat(offScreen.first ?? 0), places: 2)) s to "
      + "\(decimal(CGFloat(offScreen.last ?? 0), places: 2)) s, as high as "
      + "\(decimal(CGFloat(raw.max() ?? 0), places: 0))), then swings back down to "
      + "\(decimal(CGFloat(swingBack), places: 0)), "
      + (swingBack < Double(from) ? "below where it was let go, " : "far short of the target, ")
      + "before it settles; points per millisecond start it a little behind the normalised "
      + "velocity, hardly faster than from rest; the finger's speed over the distance starts it at the finger's "
      + "speed. abs() also loses the direction: a flick away from the notch would start "
      + "towards it.")
}
// @end(initial-velocity-figure)

func dismissalTable() -> Figure {
  var lines = ["release                          target   dismissed?"]
  let cases: [(String, Bool, CGFloat, CGFloat)] = [
    ("still dragging", true, 0, 3000), ("slow, to the lowest notch", false, 80, 300),
    ("flick down at 2000 pt/s", false, 80, 2000), ("flick down at 2500 pt/s", false, 80, 2500),
    ("flick up at 3000 pt/s", false, 240, -3000), ("another policy's target of 40", false, 40, 0),
  ]
  for (label, dragging, target, velocity) in cases {
    let dismissed = shouldDismissSheet(
      isDragging: dragging, targetHeight: target, fingerVelocityY: velocity,
      notches: figureNotches)
    lines.append(
      label.padding(toLength: 31, withPad: " ", startingAt: 0)
        + right(decimal(target, places: 0), 8) + right(dismissed ? "yes" : "no", 13))
  }
  return Figure(
    art: lines,
    caption: "Presented as a sheet, the overlay can be dismissed: never during a drag; "
      + "when its target is below its lowest notch (a height the default policy never "
      + "picks: here another policy's), or when it is flicked down faster than 2400 pt/s.")
}

func releaseFilmstrip() -> Figure {
  let animator = releaseAnimator(fingerVelocityY: -1500, style: .expandableHeight) {}
  let path = heights(from: 150, to: 240, animation: Simulator.animation(of: animator))
  let frames = [0, 6, 18].map { index -> Figure in
    let height = CGFloat(path[min(index, path.count - 1)])
    let (screen, _, notches) = overlayScreen(height: height)
    return withExtendedLifetime(notches) {
      Figure(of: screen, title: String(format: "t = %.1f s", Double(index) / 60), art: phoneArt)
    }
  }
  return .sideBySide(
    frames,
    caption: "Frames of a release at 1500 pt/s with the library's default spring: from 150 "
      + "points the overlay is most of the way up after a tenth of a second and settled at "
      + "the top notch, 240, by a third.")
}

/// A phone screen for touches: the map at the back, `container` over the whole screen,
/// and the sheet in the container from 160 points down (200 tall).
struct TouchScreen {
  let screen = UIView(frame: CGRect(origin: .zero, size: phoneSize))
  let map: MapView
  let container: UIView
  let sheet = OverlaySheet()

  init(container: UIView = PassThroughView()) {
    map = MapView(frame: screen.bounds)
    screen.addSubview(map)
    container.frame = screen.bounds
    sheet.frame = CGRect(x: 0, y: 160, width: 160, height: 200)
    container.addSubview(sheet)
    screen.addSubview(container)
    self.container = container
  }

  /// Who a touch at `point` reaches: "the map", "the overlay" (the sheet or a view in it),
  /// "nothing", or `other` for any other view.
  func owner(at point: CGPoint, other: String = "the container") -> String {
    let view = screen.hitTest(point, with: nil)
    if view === sheet || view?.superview === sheet { return "the overlay" }
    if view === map { return "the map" }
    return view == nil ? "nothing" : other
  }
}

// @begin(hit-testing)
func hitTesting() -> Figure {
  var lines = ["touch at      plain container   pass-through container"]
  for point in [CGPoint(x: 80, y: 40), CGPoint(x: 80, y: 250), CGPoint(x: 150, y: 100)] {
    let answers = [UIView(), PassThroughView()].map {
      TouchScreen(container: $0).owner(at: point)
    }
    lines.append(
      String(format: "(%3.0f, %3.0f)    ", Double(point.x), Double(point.y))
        + answers[0].padding(toLength: 18, withPad: " ", startingAt: 0) + answers[1])
  }
  return Figure(
    art: lines,
    caption: "Which view a touch reaches, with the overlay at 160. A plain container covers "
      + "the whole screen, so the map never gets a touch; the pass-through container "
      + "lets through every touch that misses the overlay.")
}
// @end(hit-testing)

// @begin(clear-cover)
/// A clear view over the whole container, as a dimming view or a view behind a shadow
/// would be, in front of the sheet.
func clearCover() -> Figure {
  let covers: [(String, (UIView) -> Void)] = [
    ("no clear view", { _ in }),
    ("a clear view", { container in container.addSubview(UIView(frame: container.bounds)) }),
    (
      "...its isUserInteractionEnabled off",
      { container in
        let cover = UIView(frame: container.bounds)
        cover.isUserInteractionEnabled = false
        container.addSubview(cover)
      }
    ),
    (
      "...or a PassThroughView",
      { container in container.addSubview(PassThroughView(frame: container.bounds)) }
    ),
  ]
  var lines = ["in the pass-through container        touch on the map   on the overlay"]
  for (label, addCover) in covers {
    let touches = TouchScreen()
    addCover(touches.container)
    let onMap = touches.owner(at: CGPoint(x: 80, y: 40), other: "the clear view")
    let onSheet = touches.owner(at: CGPoint(x: 80, y: 250), other: "the clear view")
    lines.append(
      label.padding(toLength: 37, withPad: " ", startingAt: 0)
        + onMap.padding(toLength: 19, withPad: " ", startingAt: 0) + onSheet)
  }
  return Figure(
    art: lines,
    caption: "A clear view that draws nothing still takes every touch it covers, the map's "
      + "and the overlay's, until it stops taking touches or passes them through itself.")
}
// @end(clear-cover)

/// The library's release springs next to the same springs given as iOS 17's duration and
/// bounce: the stiffness and damping each makes.
func springIOS17Table() -> Figure {
  var lines = [
    right("release", 7) + right("damping", 10) + right("bounce", 9) + right("k", 10)
      + right("k", 9) + right("c", 9) + right("c", 9),
    right("pt/s", 7) + right("ratio", 10) + right("", 9) + right("library", 10)
      + right("iOS 17", 9) + right("library", 9) + right("iOS 17", 9),
  ]
  for velocity: CGFloat in [150, 1000, 2000, 3000] {
    let damping = releaseDamping(fingerVelocityY: -velocity, style: .flexibleHeight)
    let library = Spring(response: 0.3, dampingRatio: Double(damping))
    let modern = Spring(duration: 0.3, bounce: Double(1 - damping))
    lines.append(
      right(decimal(velocity, places: 0), 7) + right(decimal(damping, places: 2), 10)
        + right(decimal(1 - damping, places: 2), 9)
        + right(decimal(CGFloat(library.stiffness)), 10)
        + right(decimal(CGFloat(modern.stiffness)), 9)
        + right(decimal(CGFloat(library.damping)), 9)
        + right(decimal(CGFloat(modern.damping)), 9))
  }
  return Figure(
    art: lines,
    caption: "The flexible style's release springs, by the library's response 0.3 s and "
      + "damping ratio, and by iOS 17's duration 0.3 s and bounce 1 - ratio: the same "
      + "stiffness k and damping coefficient c (mass 1).")
}

/// VoiceOver's gestures on the sheet's accessibility element, one after another: the
/// sheet's height, the element's value, and what was posted.
func accessibleSheetTable() -> Figure {
  let screen = UIView(frame: CGRect(origin: .zero, size: phoneSize))
  screen.addSubview(MapView(frame: screen.bounds))
  let controller = AccessibleSheetViewController(list: PlaceRows())
  controller.tableView.register(PlaceRows.PlaceCell.self, forCellReuseIdentifier: "place")
  controller.view.frame = screen.bounds
  screen.addSubview(controller.view)
  screen.layoutIfNeeded()
  let container = controller.container
  guard let element = controller.accessibleSheet else {
    return Figure(art: ["the controller made no accessibility element"], caption: "")
  }
  var dismissed = false
  var lines = ["VoiceOver            height   value         posted         modal  escape"]
  func row(_ gesture: String, _ action: () -> String) {
    Simulator.postedAccessibilityNotifications = []
    let extra = action()
    let posted = Simulator.postedAccessibilityNotifications.map {
      $0.notification == .layoutChanged ? "layoutChanged" : "other"
    }
    lines.append(
      gesture.padding(toLength: 20, withPad: " ", startingAt: 0)
        + right(decimal(container.overlayHeight, places: 0), 7) + "   "
        + (element.accessibilityValue ?? "").padding(toLength: 14, withPad: " ", startingAt: 0)
        + (posted.first ?? "-").padding(toLength: 15, withPad: " ", startingAt: 0)
        + (container.sheet.accessibilityViewIsModal ? "yes" : "no").padding(
          toLength: 7, withPad: " ", startingAt: 0) + extra)
  }
  row("(at rest)") { "" }
  row("swipe up") {
    element.accessibilityIncrement(); return ""
  }
  row("swipe up") {
    element.accessibilityIncrement(); return ""
  }
  row("swipe up") {
    element.accessibilityIncrement(); return ""
  }
  row("swipe down") {
    element.accessibilityDecrement(); return ""
  }
  row("escape") { element.accessibilityPerformEscape() ? "handled" : "not handled" }
  element.dismiss = { dismissed = true }
  row("escape, dismissable") {
    element.accessibilityPerformEscape() && dismissed ? "dismissed" : "not handled"
  }
  return withExtendedLifetime((screen, controller)) {
    Figure(
      art: lines,
      caption: "VoiceOver's gestures on the sheet's adjustable element, with notches at 80, "
        + "160 and 240. A swipe up or down moves one notch and posts .layoutChanged; at an "
        + "end it does nothing. At the top notch the sheet is modal for VoiceOver. The escape "
        + "gesture dismisses only where the sheet can be dismissed.")
  }
}
