import Workbook

extension Student {
  /// Makes the student's `TouchContainer` with a frame and a largest undimmed height,
  /// while their exercise program runs.
  /// Runner binds: `{ StudentWork.TouchContainer(frame: $0, largestUndimmedHeight: $1) }`
  @TaskLocal public static var makeTouchContainer:
    @MainActor @Sendable (CGRect, CGFloat) -> UIView = { _, _ in
      missing("TouchContainer")
    }
}

/// The screen: a map, and the attempt's container, undimmed up to `undimmed`, holding the
/// sheet at `height` (reaching below the screen, as the chapter's does).
private func passThroughScreen(_ attempt: Attempt, height: CGFloat, undimmed: CGFloat) -> (
  screen: UIView, map: UIView, container: UIView, sheet: UIView
) {
  let screen = UIView(frame: CGRect(origin: .zero, size: phoneSize))
  let map = MapView(frame: screen.bounds)
  screen.addSubview(map)
  let container: UIView =
    attempt == .student
    ? Student.makeTouchContainer(screen.bounds, undimmed)
    : Solutions.TouchContainer(frame: screen.bounds, largestUndimmedHeight: undimmed)
  let sheet = OverlaySheet()
  sheet.frame = CGRect(
    x: 0, y: phoneSize.height - height, width: phoneSize.width,
    height: height + OverlayContainerView.sheetOverhang)
  container.addSubview(sheet)
  screen.addSubview(container)
  return (screen, map, container, sheet)
}

/// Who should get each touch: the sheet's height, the largest undimmed height, the touch.
private enum Owner: String {
  case map = "the map", sheet = "the overlay", container = "the container"
}

private let touchCases: [(height: CGFloat, undimmed: CGFloat, point: CGPoint, owner: Owner)] = [
  (80, 160, CGPoint(x: 80, y: 40), .map),
  (160, 160, CGPoint(x: 80, y: 40), .map),
  (160, 160, CGPoint(x: 150, y: 150), .map),
  (160, 160, CGPoint(x: 80, y: 250), .sheet),
  (240, 160, CGPoint(x: 80, y: 40), .container),
  (240, 160, CGPoint(x: 5, y: 90), .sheet),
  (240, 240, CGPoint(x: 80, y: 40), .map),
  (300, 240, CGPoint(x: 150, y: 10), .container),
]

private func owner(of hit: UIView?, map: UIView, container: UIView, sheet: UIView) -> String {
  if hit === map { return Owner.map.rawValue }
  if hit === sheet || hit?.superview === sheet { return Owner.sheet.rawValue }
  if hit === container { return Owner.container.rawValue }
  return hit == nil ? "nothing" : "another view"
}

let passThroughExercise = Exercise(
  title: "Dim the map above a notch",
  task: """
    The system's sheet lets touches through to the view behind only up to its
    `largestUndimmedDetentIdentifier`; above it the view behind is dimmed and takes no
    touches. Write `TouchContainer.hitTest(_:with:)` so that touches on the sheet still
    reach it, and touches that miss it pass through to the map while the sheet is at most
    `largestUndimmedHeight` points high, but stay with the container when it is higher.
    """,
  hints: [
    "Start from the chapter's pass-through rule: only a touch that lands on the container "
      + "itself is in question; one on the sheet, or in it, is the sheet's.",
    "For a touch on the container itself the answer now depends on how high the sheet is: "
      + "the distance from its top edge (the sheet is the container's subview) to the "
      + "container's bottom.",
    "At or below the undimmed height, say \"not me\", as the chapter's container does; above "
      + "it, keep the touch, so that the dimmed map never gets it.",
  ],
  figure: { attempt in
    Figure(
      art: ["sheet  undimmed to  touch at      reaches"]
        + touchCases.map { height, undimmed, point, _ in
          let (screen, map, container, sheet) = passThroughScreen(
            attempt, height: height, undimmed: undimmed)
          let hit = screen.hitTest(point, with: nil)
          return String(
            format: "%5.0f %12.0f  (%3.0f, %3.0f)    ", Double(height), Double(undimmed),
            Double(point.x), Double(point.y))
            + owner(of: hit, map: map, container: container, sheet: sheet)
        })
  },
  check: { attempt in
    CheckResult.sequence(
      touchCases.map { height, undimmed, point, expected in
        {
          let (screen, map, container, sheet) = passThroughScreen(
            attempt, height: height, undimmed: undimmed)
          let got = owner(
            of: screen.hitTest(point, with: nil), map: map, container: container, sheet: sheet)
          return got == expected.rawValue
            ? .pass()
            : .fail(
              "with the sheet at \(Expect.format(height)) and the map undimmed up to "
                + "\(Expect.format(undimmed)), expected a touch at (\(Expect.format(point.x)), "
                + "\(Expect.format(point.y))) to reach \(expected.rawValue), but \(got) got it")
        }
      })
  })
