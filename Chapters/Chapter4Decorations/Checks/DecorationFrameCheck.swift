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
    The starter's card is one row short whenever the count is odd.
    """,
  hints: [
    "Two items share a row. How many rows do 5 items need? Not 5 / 2 in whole numbers.",
    "Round the division up: `(CGFloat(itemCount) / 2).rounded(.up)`.",
    "`height: rows * Grid.itemHeight + Grid.shadowBottom` with the rounded-up rows.",
  ],
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
    return CheckResult.sequence(
      (0...7).map { count in
        {
          let got = frame(count, 144)
          let want = Answers.value("4.1 frame \(count)") {
            Solutions.decorationFrame(itemCount: count, collectionWidth: 144)
          }
          if got == want { return .pass() }
          if got.height != want.height {
            return .fail(
              "for \(count) items expected a card \(Expect.format(want.height)) points tall, got "
                + "\(Expect.format(got.height))")
          }
          return .fail(
            "for \(count) items expected the card at (\(Expect.format(want.minX)), \(Expect.format(want.minY))), "
              + "\(Expect.format(want.width)) wide; got (\(Expect.format(got.minX)), \(Expect.format(got.minY))), "
              + "\(Expect.format(got.width)) wide")
        }
      })
  })
