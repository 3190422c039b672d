import Workbook

extension Student {
  /// Makes the student's `TouchContainer` with a frame, while their exercise program runs.
  /// Runner binds: `{ StudentWork.TouchContainer(frame: $0) }`
  @TaskLocal public static var makeTouchContainer: @MainActor @Sendable (CGRect) -> UIView = { _ in
    missing("TouchContainer")
  }
}

/// The screen: a map, and the attempt's container holding an overlay at 160.
private func passThroughScreen(_ attempt: Attempt) -> (screen: UIView, map: UIView, sheet: UIView) {
  let screen = UIView(frame: CGRect(origin: .zero, size: phoneSize))
  let map = MapView(frame: screen.bounds)
  screen.addSubview(map)
  let container: UIView =
    attempt == .student
    ? Student.makeTouchContainer(screen.bounds)
    : Solutions.TouchContainer(frame: screen.bounds)
  let sheet = OverlaySheet()
  sheet.frame = CGRect(x: 0, y: 160, width: 160, height: 200)
  container.addSubview(sheet)
  screen.addSubview(container)
  return (screen, map, sheet)
}

private let touchCases: [(CGPoint, Bool, String)] = [
  (CGPoint(x: 80, y: 40), false, "a touch on the map at the top"),
  (CGPoint(x: 150, y: 150), false, "a touch on the map just above the overlay"),
  (CGPoint(x: 80, y: 250), true, "a touch on the overlay"),
  (CGPoint(x: 5, y: 170), true, "a touch on the overlay's edge"),
]

let passThroughExercise = Exercise(
  title: "Let the map have its touches",
  task: """
    Write `TouchContainer.hitTest(_:with:)` so that touches on the overlay still reach it,
    while touches where the container has nothing pass through to the map behind.
    """,
  hints: [
    "`super.hitTest` finds the deepest view under the touch: a subview, or the container "
      + "itself when no subview is there.",
    "When that view is the container itself, answer nil (\"not me\"), and UIKit asks the "
      + "views behind.",
    "`let view = super.hitTest(point, with: event); return view === self ? nil : view`.",
  ],
  figure: { attempt in
    let (screen, map, _) = passThroughScreen(attempt)
    return Figure(
      art: touchCases.map { point, _, what in
        let hit = screen.hitTest(point, with: nil)
        let owner =
          hit === map
          ? "the map"
          : hit is OverlaySheet || hit?.superview is OverlaySheet ? "the overlay" : "the container"
        return "\(what): \(owner)"
      })
  },
  check: { attempt in
    let (screen, map, sheet) = passThroughScreen(attempt)
    return CheckResult.sequence(
      touchCases.map { point, onOverlay, what in
        {
          let hit = screen.hitTest(point, with: nil)
          let reachedOverlay = hit === sheet || hit?.superview === sheet
          if onOverlay {
            return reachedOverlay
              ? .pass() : .fail("expected \(what) to reach the overlay, but it did not")
          }
          return hit === map
            ? .pass()
            : .fail(
              "expected \(what) to reach the map, but \(reachedOverlay ? "the overlay" : "the container") took it"
            )
        }
      })
  })
