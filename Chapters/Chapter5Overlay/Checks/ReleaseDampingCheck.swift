import Workbook

extension Student {
  /// The student's `dampingRatio(fingerVelocityY:style:)`, while their exercise program runs.
  @TaskLocal public static var dampingRatio:
    @MainActor @Sendable (CGFloat, OverlayStyle) -> CGFloat = {
      _, _ in
      missing("dampingRatio(fingerVelocityY:style:)")
    }
}

private let dampingSamples: [CGFloat] = [0, 100, 150, -150, 1000, 1575, -1575, 3000, 5000, -8000]

let releaseDampingExercise = Exercise(
  title: "Damping by style",
  task: """
    Write `dampingRatio(fingerVelocityY:style:)`: critical damping (1) for slow releases,
    less for fast ones, down to the style's own damping: 0.7 for `.flexibleHeight`, 0.9
    for `.rigid` and `.expandableHeight` (the library's default). The starter is the
    original answer's rule, 0.6 for any movement at all.
    """,
  hints: [
    "Only the speed matters, not the direction: start from `abs(fingerVelocityY)`, and "
      + "clamp it to 150...3000.",
    "Normalise it: `(speed - 150) / (3000 - 150)` runs from 0 to 1. The damping runs from "
      + "1 to the style's damping along it.",
    "`normalized * (styleDamping - 1) + 1`, with `styleDamping` 0.7 for `.flexibleHeight` "
      + "and 0.9 otherwise.",
  ],
  figure: { attempt in
    let ratio = attempt.pick(student: Student.dampingRatio, solution: Solutions.dampingRatio)
    return Figure(
      art: ["velocity   flexible   rigid   expandable"]
        + dampingSamples.map { v in
          String(format: "%+8.0f", Double(v))
            + OverlayStyle.allCases.map { String(format: "   %7.3f", Double(ratio(v, $0))) }
            .joined()
        })
  },
  check: { attempt in
    let ratio = attempt.pick(student: Student.dampingRatio, solution: Solutions.dampingRatio)
    return CheckResult.sequence(
      OverlayStyle.allCases.flatMap { style in
        dampingSamples.map { v in
          {
            Expect.value(
              ratio(v, style),
              near: Answers.value("5.3 \(v) \(style)") {
                Solutions.dampingRatio(fingerVelocityY: v, style: style)
              },
              within: 0.001, what: "the damping ratio at \(Expect.format(v)) pt/s, \(style)")
          }
        }
      })
  })
