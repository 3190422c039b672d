import Workbook

extension Student {
  /// The student's `appearingFrame(item:inserted:finalFrame:screenCenter:)`, while their
  /// exercise program runs.
  @TaskLocal public static var appearingFrame:
    @MainActor @Sendable (Int, [Int], CGRect, CGPoint) -> CGRect? = { _, _, _, _ in
      missing("appearingFrame(item:inserted:finalFrame:screenCenter:)")
    }
}

/// One question UIKit asks during a batch update: the item, the items the update
/// inserts, the item's frame after the update, and the screen's centre in content
/// coordinates.
private struct AppearingCase {
  let item: Int
  let inserted: [Int]
  let finalFrame: CGRect
  let screenCenter: CGPoint
  let what: String
}

/// Pizza 3 inserted into a column of 160 x 230 rows, with pizza 2 in the middle of a
/// 568-point screen: UIKit asks about the new pizza and about its neighbours, which
/// were on screen before and only move.
private let figureCases: [AppearingCase] = [2, 3, 4].map { item in
  AppearingCase(
    item: item, inserted: [3],
    finalFrame: CGRect(x: 0, y: 230 * CGFloat(item), width: 160, height: 230),
    screenCenter: CGPoint(x: 80, y: 575),
    what: item == 3 ? "inserted pizza 3" : "pizza \(item), which only moves")
}

/// Two pizzas inserted at once in a wider column, the screen elsewhere, so that numbers
/// written in for the figure's column fail here.
private let otherCases: [AppearingCase] = [0, 1, 5].map { item in
  AppearingCase(
    item: item, inserted: [1, 5],
    finalFrame: CGRect(x: 10, y: 100 * CGFloat(item), width: 300, height: 100),
    screenCenter: CGPoint(x: 160, y: 240),
    what: [1, 5].contains(item) ? "inserted item \(item)" : "item \(item), which only moves")
}

private func frame(_ attempt: Attempt, _ c: AppearingCase) -> CGRect? {
  attempt.pick(student: Student.appearingFrame, solution: Solutions.appearingFrame)(
    c.item, c.inserted, c.finalFrame, c.screenCenter)
}

/// The four numbers of a frame, each compared with the expected one; nil (the start left
/// to UIKit) only where nil is expected.
private func sameFrame(_ frame: CGRect?, _ expected: CGRect?, what: String) -> [() -> CheckResult] {
  guard let frame, let expected else {
    return [
      {
        switch (frame, expected) {
        case (nil, nil): return .pass()
        case (nil, _):
          return .fail("\(what) is inserted and must grow from the middle, but got nil")
        default:
          return .fail(
            "\(what) is not inserted: its start is UIKit's (nil), but got \(String(describing: frame))"
          )
        }
      }
    ]
  }
  return [
    ("x", frame.minX, expected.minX), ("y", frame.minY, expected.minY),
    ("width", frame.width, expected.width), ("height", frame.height, expected.height),
  ].map { name, value, wanted in
    { Expect.value(value, near: wanted, within: 0.01, what: "the \(name) of the frame of \(what)") }
  }
}

let appearingPizzaExercise = Exercise(
  title: "A pizza that grows out of the middle",
  task: """
    Write `appearingFrame(item:inserted:finalFrame:screenCenter:)`, the frame that
    `initialLayoutAttributesForAppearingItem(at:)` starts an item from in a batch update.
    An inserted item (one of `inserted`, the items `prepare(forCollectionViewUpdates:)`
    listed) starts at the middle of the screen: its centre at `screenCenter`, a tenth of
    its final width and height. Any other item UIKit asks about was there before the
    update and only moves: return nil, no start of the layout's own (the chapter's
    listing hands those back to `super`).
    """,
  hints: [
    "UIKit asks about items that were already on screen too: check `inserted` first, and "
      + "return nil for the others.",
    "A frame centred on a point: its origin is the point minus half its size.",
    "For an inserted item: width and height `finalFrame.width / 10` and "
      + "`finalFrame.height / 10`, origin `screenCenter.x - width / 2`, "
      + "`screenCenter.y - height / 2`.",
  ],
  goal: "Three lines for pizza 3 inserted among 160-by-230 rows, the screen's centre at (80, 575): "
    + "items 2 and 4, which only move, start where UIKit says (nil); item 3 starts at x 72, y "
    + "563.5, 16 by 23 points.",
  figure: { attempt in
    Figure(
      art: ["pizza 3 inserted; 160 x 230 rows; the screen's centre at (80, 575)"]
        + figureCases.map { c in
          guard let f = frame(attempt, c) else {
            return "item \(c.item) starts where UIKit says (nil)".padding(
              toLength: 51, withPad: " ", startingAt: 0) + c.what
          }
          return String(
            format: "item %d starts at x %6.1f y %6.1f, %5.1f x %5.1f   ", c.item,
            Double(f.minX), Double(f.minY), Double(f.width), Double(f.height))
            + c.what
        })
  },
  check: { attempt in
    let recorded: [() -> CheckResult] = (figureCases + otherCases).flatMap { c in
      sameFrame(
        frame(attempt, c),
        Answers.value("3.5 frame \(c.item) of \(c.inserted) at \(c.finalFrame.minY)") {
          frame(.solution, c)
        }, what: c.what)
    }
    // Columns and screens drawn afresh when graded: an item, inserted or not.
    let fresh = Answers.fresh("3.5 cases", count: 6) { inputs -> AppearingCase in
      let height = CGFloat(Int.random(in: 40...300, using: &inputs))
      let width = CGFloat(Int.random(in: 100...400, using: &inputs))
      let item = Int.random(in: 0...20, using: &inputs)
      let inserted = Bool.random(using: &inputs)
      return AppearingCase(
        item: item, inserted: inserted ? [item] : [item + 1],
        finalFrame: CGRect(x: 0, y: height * CGFloat(item), width: width, height: height),
        screenCenter: CGPoint(
          x: width / 2, y: CGFloat(Int.random(in: 0...4000, using: &inputs))),
        what: inserted ? "inserted item \(item)" : "item \(item), which only moves")
    }
    let drawn: [() -> CheckResult] = fresh.flatMap { c in
      sameFrame(frame(attempt, c), frame(.solution, c), what: c.what)
    }
    return CheckResult.sequence(recorded + drawn)
  })
