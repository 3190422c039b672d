import Workbook

extension Student {
  /// The student's `decorationFrame(itemCount:collectionWidth:)`, while their exercise program runs.
  @TaskLocal public static var decorationFrame: @MainActor @Sendable (Int, CGFloat) -> CGRect = {
    _, _ in
    missing("decorationFrame(itemCount:collectionWidth:)")
  }
}

let decorationFrameExercise = Exercise(
  title: "Size the decoration for any count",
  task: """
    Write `decorationFrame(itemCount:collectionWidth:)`: the card behind the items must
    cover every row, including a last row with a single item, plus room for the shadow.
    The starter's card is one row short whenever the count is odd. It is the decorated
    layout's `decorationFrame(itemCount:width:)` for a layer's shadow, as a function on
    its own: outside the layout, `collectionWidth` says whose width the method's `width` is.
    """,
  hints: [
    "Two items share a row. How many rows do 5 items need? Not 5 / 2 in whole numbers.",
    "Round the division up: `(CGFloat(itemCount) / 2).rounded(.up)`.",
    "`height: rows * Grid.itemHeight + Grid.shadowBottom` with the rounded-up rows.",
  ],
  goal: "A table of card heights for 0 to 5 items: 6 for none, 46 for one or two, 86 for three or "
    + "four, and 126 for five.",
  figure: { attempt in
    let frame = attempt.pick(
      student: Student.decorationFrame, solution: Solutions.decorationFrame)
    return Figure(
      art: ["items   card height"]
        + (0...5).map { String(format: "%5d   %11.0f", $0, Double(frame($0, 144).height)) })
  },
  check: { attempt in
    let frame = attempt.pick(
      student: Student.decorationFrame, solution: Solutions.decorationFrame)
    let recorded: [() -> CheckResult] = (0...7).map { count in
      {
        compareCards(
          got: frame(count, 144),
          want: Answers.value("4.1 frame \(count)") {
            Solutions.decorationFrame(itemCount: count, collectionWidth: 144)
          },
          for: "\(count) items")
      }
    }
    // A wider collection (a phone's, 320 points), so a width written in fails here too.
    let wide: [() -> CheckResult] = [3, 4].map { count in
      {
        compareCards(
          got: frame(count, 320),
          want: Answers.value("4.1 frame \(count) in 320") {
            Solutions.decorationFrame(itemCount: count, collectionWidth: 320)
          },
          for: "\(count) items in a collection 320 points wide")
      }
    }
    // Other counts and widths, drawn afresh when graded: for each width, a count with a
    // lone item in its last row and the count with that row full.
    let fresh: [() -> CheckResult] = Answers.fresh("4.1 frame", count: 3) { inputs in
      (
        rows: Int.random(in: 1...30, using: &inputs),
        width: CGFloat(Int.random(in: 100...440, using: &inputs))
      )
    }.flatMap { item in
      [2 * item.rows - 1, 2 * item.rows].map { count in
        {
          compareCards(
            got: frame(count, item.width),
            want: Solutions.decorationFrame(itemCount: count, collectionWidth: item.width),
            for: "\(count) items in a collection \(Expect.format(item.width)) points wide")
        }
      }
    }
    return CheckResult.sequence(recorded + wide + fresh)
  })

/// Compares the attempt's card with the solution's, for `what` (the count and width).
@MainActor private func compareCards(got: CGRect, want: CGRect, for what: String) -> CheckResult {
  if got == want { return .pass() }
  if got.height != want.height {
    return .fail(
      "for \(what) expected a card \(Expect.format(want.height)) points tall, got "
        + "\(Expect.format(got.height))")
  }
  return .fail(
    "for \(what) expected the card at (\(Expect.format(want.minX)), \(Expect.format(want.minY))), "
      + "\(Expect.format(want.width)) wide; got (\(Expect.format(got.minX)), \(Expect.format(got.minY))), "
      + "\(Expect.format(got.width)) wide")
}
