import Workbook

extension Student {
  /// The student's `headerAlpha(normalized:)`, while their exercise program runs.
  @TaskLocal public static var headerAlpha: @MainActor @Sendable (CGFloat) -> CGFloat = { _ in
    missing("headerAlpha(normalized:)")
  }

  /// The student's `headerShift(normalized:)`, while their exercise program runs.
  @TaskLocal public static var headerShift: @MainActor @Sendable (CGFloat) -> CGFloat = { _ in
    missing("headerShift(normalized:)")
  }
}

private let fadeSamples: [CGFloat] = [0, 0.1, 0.25, -0.25, 0.5, -0.5, 0.75, 1, -1]

let headerFadeExercise = Exercise(
  title: "A header that fades faster",
  task: """
    Write `headerAlpha(normalized:)` and `headerShift(normalized:)` for a header that is
    fully visible when its pizza is centred and gone by half-way (normalised distance
    0.5 either side), fading linearly, and that slides 30 points per unit of distance.
    """,
  hints: [
    "Alpha should be 1 at 0 and 0 at 0.5: a straight line through those two points, then "
      + "never below 0.",
    "`1 - 2 * abs(normalized)` is that line; `max(0, ...)` keeps it from going negative.",
    "`headerShift` is `30 * normalized`, the sign keeping the direction.",
  ],
  goal: "A table of nine normalised distances with the header's alpha and shift: alpha 1 at 0, 0.8 "
    + "at 0.1, 0.5 at 0.25 either side and 0 from 0.5 on; the shift 30 times the distance, +3 at "
    + "0.1, -7.5 at -0.25, +30 at 1.",
  figure: { attempt in
    let alpha = attempt.pick(student: Student.headerAlpha, solution: Solutions.headerAlpha)
    let shift = attempt.pick(student: Student.headerShift, solution: Solutions.headerShift)
    return Figure(
      art: ["normalised   alpha   shift"]
        + fadeSamples.map { n in
          String(format: "%10.2f   %5.2f   %+5.1f", Double(n), Double(alpha(n)), Double(shift(n)))
        })
  },
  check: { attempt in
    let alpha = attempt.pick(student: Student.headerAlpha, solution: Solutions.headerAlpha)
    let shift = attempt.pick(student: Student.headerShift, solution: Solutions.headerShift)
    let recorded: [() -> CheckResult] =
      fadeSamples.map { n in
        {
          Expect.value(
            alpha(n),
            near: Answers.value("3.3 alpha \(n)") { Solutions.headerAlpha(normalized: n) },
            within: 0.001,
            what: "the alpha at \(Expect.format(n))")
        }
      }
      + fadeSamples.map { n in
        {
          Expect.value(
            shift(n),
            near: Answers.value("3.3 shift \(n)") { Solutions.headerShift(normalized: n) },
            within: 0.001,
            what: "the shift at \(Expect.format(n))")
        }
      }
    // Distances drawn afresh when graded, in hundredths, either side and beyond 1; and
    // some where the header is fading (under 0.5 either side), so an answer that knows
    // only the table's distances is caught however the others fall.
    let distances =
      Answers.fresh("3.3 distances", count: 8) { inputs in
        CGFloat(Int.random(in: -150...150, using: &inputs)) / 100
      }
      + Answers.fresh("3.3 fading distances", count: 4) { inputs in
        CGFloat(Int.random(in: -49...49, using: &inputs)) / 100
      }
    let fresh: [() -> CheckResult] = distances.flatMap { n -> [() -> CheckResult] in
      [
        {
          Expect.value(
            alpha(n), near: Solutions.headerAlpha(normalized: n), within: 0.001,
            what: "the alpha at \(Expect.format(n))")
        },
        {
          Expect.value(
            shift(n), near: Solutions.headerShift(normalized: n), within: 0.001,
            what: "the shift at \(Expect.format(n))")
        },
      ]
    }
    return CheckResult.sequence(recorded + fresh)
  })
