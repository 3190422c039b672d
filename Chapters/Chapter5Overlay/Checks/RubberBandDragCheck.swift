import Workbook

extension Student {
  /// The student's `pannedHeight(start:fingerTranslationY:lowest:highest:)`, while their
  /// exercise program runs.
  @TaskLocal public static var pannedHeight:
    @MainActor @Sendable (CGFloat, CGFloat, CGFloat, CGFloat) -> CGFloat =
      { _, _, _, _ in
        missing("pannedHeight(start:fingerTranslationY:lowest:highest:)")
      }
}

/// Finger translations (points, positive down) from a start at 160, notches 80 to 240.
private let translations: [CGFloat] = [0, -40, -80, -120, -200, -400, 80, 120, 300, 600]

let rubberBandDragExercise = Exercise(
  title: "Drag past the top",
  task: """
    Write `pannedHeight(start:fingerTranslationY:lowest:highest:)`: the overlay's height
    while its own pan gesture drags it. Between the lowest and highest notch it follows
    the finger; past them it moves on OverlayContainer's logarithmic rubber band,
    `limit * (1 + 0.5 * log10(t / limit))` rounded to hundredths, and below the lowest
    notch on its mirror image. The finger's translation is UIKit's: positive down.
    """,
  hints: [
    "The height the finger asks for is `t = start - fingerTranslationY` (a finger moving "
      + "up, negative, raises the overlay).",
    "At or above `highest`: `round2(highest * (1 + 0.5 * log10(t / highest)))`, where "
      + "`round2(x) = (x * 100).rounded() / 100`. Between the notches: `t`.",
    "At or below `lowest`, mirror it: `lowest - (band(2 * lowest - t, lowest) - lowest)`, "
      + "where `band(t, limit)` is the rounded logarithm above (0 if the limit is 0).",
  ],
  figure: { attempt in
    let height = attempt.pick(student: Student.pannedHeight, solution: Solutions.pannedHeight)
    return Figure(
      art: ["from 160, notches 80 to 240"]
        + translations.map { (t: CGFloat) in
          String(
            format: "finger %+5.0f -> height %7.2f", Double(t), Double(height(160, t, 80, 240)))
        })
  },
  check: { attempt in
    let height = attempt.pick(student: Student.pannedHeight, solution: Solutions.pannedHeight)
    let recorded: [() -> CheckResult] = translations.map { (t: CGFloat) in
      {
        Expect.value(
          height(160, t, 80, 240),
          near: Answers.value("5.2 \(t)") {
            Solutions.pannedHeight(start: 160, fingerTranslationY: t, lowest: 80, highest: 240)
          },
          within: 0.005,
          what: "the height for a finger moved \(Expect.format(t)) points (down positive) "
            + "from 160")
      }
    }
    // Other notches and drags, drawn afresh when graded: from each start, a drag past the
    // highest notch, one past the lowest, and one that stays between them.
    let fresh: [() -> CheckResult] = Answers.fresh("5.2 drag", count: 2) { inputs in
      let lowest = Int.random(in: 60...200, using: &inputs)
      let highest = lowest + Int.random(in: 80...400, using: &inputs)
      let start = Int.random(in: lowest...highest, using: &inputs)
      let asked = [
        Int.random(in: (highest + 1)...(highest + 300), using: &inputs),
        Int.random(in: max(0, lowest - 150)...(lowest - 1), using: &inputs),
        Int.random(in: (lowest + 1)...(highest - 1), using: &inputs),
      ]
      return asked.map { t in
        (
          start: CGFloat(start), translation: CGFloat(start - t), lowest: CGFloat(lowest),
          highest: CGFloat(highest)
        )
      }
    }.joined().map { item in
      {
        Expect.value(
          height(item.start, item.translation, item.lowest, item.highest),
          near: Solutions.pannedHeight(
            start: item.start, fingerTranslationY: item.translation, lowest: item.lowest,
            highest: item.highest),
          within: 0.005,
          what: "the height for a finger moved \(Expect.format(item.translation)) points (down "
            + "positive) from \(Expect.format(item.start)), notches \(Expect.format(item.lowest)) "
            + "to \(Expect.format(item.highest))")
      }
    }
    return CheckResult.sequence(recorded + fresh)
  })
