import Workbook

extension Student {
  /// Which view the student's `TouchContainer` (of a frame and a largest undimmed height,
  /// holding plain views at the frames given) answers for a touch at a point, asked in
  /// their exercise's program (`TouchHarness.hit`).
  /// Runner binds: `TouchHarness.hits(StudentWork.TouchContainer.init(frame:largestUndimmedHeight:))`
  @TaskLocal public static var touchHit:
    @MainActor @Sendable (CGRect, CGFloat, [CGRect], CGPoint) -> Int = { _, _, _, _ in
      missing("TouchContainer")
    }
}

/// The student's container on the check's side: each touch is asked of their own
/// container, in their program, with this one's subviews' frames.
private final class AskedContainer: UIView {
  let largestUndimmedHeight: CGFloat

  init(frame: CGRect, largestUndimmedHeight: CGFloat) {
    self.largestUndimmedHeight = largestUndimmedHeight
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let answer = Student.touchHit(frame, largestUndimmedHeight, subviews.map(\.frame), point)
    switch answer {
    case -1: return self
    case -2: return nil
    case let index where subviews.indices.contains(index):
      let child = subviews[index]
      return child.hitTest(convert(point, to: child), with: event) ?? child
    default: return UIView()
    }
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
    ? AskedContainer(frame: screen.bounds, largestUndimmedHeight: undimmed)
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
  goal: "A table of eight touches and what each reaches: above a sheet no higher than its undimmed "
    + "height (80 or 160 under 160, 240 under 240) the map; above a higher one (240 over 160, 300 "
    + "over 240) the container; on the sheet, the overlay.",
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
    let recorded: [() -> CheckResult] = touchCases.map { height, undimmed, point, expected in
      { checkTouch(attempt, height: height, undimmed: undimmed, point: point, expected.rawValue) }
    }
    // Other screens, drawn afresh when graded: for each largest undimmed height, a sheet at
    // most that high and one higher, each touched above it, and a touch on one of them.
    let fresh: [() -> CheckResult] = Answers.fresh("5.4 touch", count: 2) { inputs in
      let undimmed = Int.random(in: 80...260, using: &inputs)
      let heights = [
        Int.random(in: 40...undimmed, using: &inputs),
        Int.random(in: (undimmed + 1)...300, using: &inputs),
      ]
      let width = Int(phoneSize.width)
      let bottom = Int(phoneSize.height)
      var touches = heights.map { height in
        (
          height: height,
          point: CGPoint(
            x: Int.random(in: 0..<width, using: &inputs),
            y: Int.random(in: 0..<(bottom - height), using: &inputs))
        )
      }
      let onSheet = heights[Int.random(in: 0...1, using: &inputs)]
      touches.append(
        (
          height: onSheet,
          point: CGPoint(
            x: Int.random(in: 0..<width, using: &inputs),
            y: Int.random(in: (bottom - onSheet + 1)..<bottom, using: &inputs))
        ))
      return touches.map {
        (height: CGFloat($0.height), undimmed: CGFloat(undimmed), point: $0.point)
      }
    }.joined().map { item in
      {
        let solution = passThroughScreen(.solution, height: item.height, undimmed: item.undimmed)
        let expected = owner(
          of: solution.screen.hitTest(item.point, with: nil), map: solution.map,
          container: solution.container, sheet: solution.sheet)
        return checkTouch(
          attempt, height: item.height, undimmed: item.undimmed, point: item.point, expected)
      }
    }
    return CheckResult.sequence(recorded + fresh)
  })

/// Who gets a touch at `point` on the attempt's screen, compared with `expected`.
private func checkTouch(
  _ attempt: Attempt, height: CGFloat, undimmed: CGFloat, point: CGPoint, _ expected: String
) -> CheckResult {
  let (screen, map, container, sheet) = passThroughScreen(
    attempt, height: height, undimmed: undimmed)
  let got = owner(
    of: screen.hitTest(point, with: nil), map: map, container: container, sheet: sheet)
  return got == expected
    ? .pass()
    : .fail(
      "with the sheet at \(Expect.format(height)) and the map undimmed up to "
        + "\(Expect.format(undimmed)), expected a touch at (\(Expect.format(point.x)), "
        + "\(Expect.format(point.y))) to reach \(expected), but \(got) got it")
}
