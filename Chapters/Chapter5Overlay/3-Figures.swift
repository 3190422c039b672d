import Workbook

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

func dragTable() -> Figure {
  let notches: [CGFloat] = [80, 160, 240]
  var lines = ["from 160, finger moves up   pan gesture   scroll view"]
  for translation: CGFloat in [0, 40, 80, 120, 200, 400, -80, -160] {
    let pan = draggedHeight(
      start: 160, translation: translation, notches: notches, available: 320, rubberBand: true)
    let scroll = draggedHeight(
      start: 160, translation: translation, notches: notches, available: 320, rubberBand: false)
    lines.append(
      String(format: "%+25.0f   %11.1f   %11.1f", Double(translation), Double(pan), Double(scroll)))
  }
  return Figure(
    art: lines,
    caption: "The overlay's height as a finger drags. Within the notches (80 to 240) it "
      + "follows the finger. Beyond them its own pan gesture puts it on a rubber band "
      + "(c = 0.55 over the 320-point space); a scroll view driving it stops it hard.")
}

func scrollOrTranslateTable() -> Figure {
  let cases: [(OverlayInFlightPosition, CGFloat, String)] = [
    (.maximum, 40, "at the top, table scrolled down 40"),
    (.maximum, -12, "at the top, table pulled past its top"),
    (.progressing, 30, "between notches"),
    (.minimum, 20, "at the bottom, pushed up"),
    (.minimum, -20, "at the bottom, pulled down"),
  ]
  let lines = cases.map { position, offset, what in
    let decision = shouldTranslate(position: position, contentOffset: offset, isTracking: true)
    return (decision ? "move the overlay " : "scroll the table ") + " " + what
  }
  return Figure(
    art: lines,
    caption: "Who gets the drag. While the overlay moves, the table's content offset is "
      + "reset to zero on every scroll, so the finger moves the overlay instead.")
}

func targetNotchTable() -> Figure {
  let notches: [CGFloat] = [80, 160, 240]
  var lines = ["released at   velocity    0.1 s ahead   goes to"]
  let cases: [(CGFloat, CGFloat)] = [
    (150, 0), (150, 300), (150, 600), (130, -600), (200, 100), (225, -450),
  ]
  for (height, velocity) in cases {
    let index = targetNotch(height: height, velocity: velocity, notches: notches)
    let name = "\(OverlayNotch(rawValue: index) ?? .minimum)"
    lines.append(
      String(
        format: "%11.0f   %+6.0f pt/s  %11.0f   ", Double(height), Double(velocity),
        Double(height + velocity * 0.1))
        + name)
  }
  return Figure(
    art: lines,
    caption: "Where the overlay goes when the finger lifts. Slow releases go to the notch "
      + "nearest the projection; above 400 pt/s, to the farther of the two nearest in the "
      + "flick's direction, so a quick flick always moves on.")
}

func springPlot() -> Figure {
  let start: CGFloat = 150
  let target: CGFloat = 240
  let velocity: CGFloat = 1500
  let library = heights(
    from: start, to: target, spring: librarySpring(velocity: velocity), velocity: 0)
  let answer = heights(
    from: start, to: target, spring: answerSpring(velocity: velocity), velocity: velocity)
  let gentle = heights(from: start, to: target, spring: librarySpring(velocity: 0), velocity: 0)
  return Figure(
    plotting: [
      (mark: "o", label: "critically damped (slow release)", values: gentle),
      (mark: "x", label: "library, 1500 pt/s", values: library),
      (mark: "#", label: "answer: 0.6, 1500 pt/s", values: answer),
    ],
    step: 1.0 / 60, valueRange: 140...290, width: 60, height: 14, target: Double(target),
    caption: "The overlay's height after release at 150 points, going to 240. Released "
      + "slowly, a critically damped spring arrives without overshoot. The library starts "
      + "its spring from rest whatever the speed and only lowers the damping (0.86 here): "
      + "a little sooner, overshooting by less than a point. The answer's spring also "
      + "starts at the finger's speed, with damping 0.6, and overshoots by 12 points.")
}

func releaseFilmstrip() -> Figure {
  let path = heights(from: 150, to: 240, spring: librarySpring(velocity: 1500), velocity: 0)
  let frames = [0, 6, 18].map { index -> Figure in
    let height = CGFloat(path[min(index, path.count - 1)])
    let (screen, _, notches) = overlayScreen(height: height)
    return withExtendedLifetime(notches) {
      Figure(of: screen, title: String(format: "t = %.1f s", Double(index) / 60), art: phoneArt)
    }
  }
  return .sideBySide(
    frames,
    caption: "Frames of the release, with the library's spring: from 150 points the "
      + "overlay is most of the way up after a tenth of a second and settled at the top "
      + "notch, 240, by a third.")
}

// @begin(hit-testing)
func hitTesting() -> Figure {
  func owner(_ view: UIView?, map: UIView, sheet: UIView) -> String {
    if view === sheet || view?.superview === sheet { return "the overlay" }
    if view === map { return "the map" }
    return view == nil ? "nothing" : "the container"
  }
  var lines = ["touch at      plain container   pass-through container"]
  for point in [CGPoint(x: 80, y: 40), CGPoint(x: 80, y: 250), CGPoint(x: 150, y: 100)] {
    var answers: [String] = []
    for passes in [false, true] {
      let screen = UIView(frame: CGRect(origin: .zero, size: phoneSize))
      let map = MapView(frame: screen.bounds)
      screen.addSubview(map)
      let container: UIView =
        passes ? PassThroughView(frame: screen.bounds) : UIView(frame: screen.bounds)
      let sheet = OverlaySheet()
      container.addSubview(sheet)
      sheet.frame = CGRect(x: 0, y: 160, width: 160, height: 200)
      screen.addSubview(container)
      answers.append(owner(screen.hitTest(point, with: nil), map: map, sheet: sheet))
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
