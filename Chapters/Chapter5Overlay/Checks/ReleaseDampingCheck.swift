import Workbook

extension Student {
  /// The student's `dampingRatio(velocity:)`, while their exercise program runs.
  @TaskLocal public static var dampingRatio: @Sendable (CGFloat) -> CGFloat = { _ in
    missing("dampingRatio(velocity:)")
  }
}

private let dampingSamples: [CGFloat] = [0, 100, 150, -150, 1000, 1575, -1575, 3000, 5000, -8000]

let releaseDampingExercise = Exercise(
  id: "5.3", name: "ReleaseDamping", title: "The library's damping",
  task: """
    Write `dampingRatio(velocity:)`: critical damping (1) for slow releases, less for fast
    ones, down to 0.7, so a fast flick feels lively but the overlay never flies far past
    its notch. The starter is the original answer's rule, 0.6 for any movement at all.
    """,
  hints: [
    "Only the speed matters, not the direction: start from `abs(velocity)`.",
    "Below 150 pt/s: 1. Above 3000: 0.7. In between, a straight line from (150, 1) to "
      + "(3000, 0.7).",
    "`1 - 0.3 * (speed - 150) / (3000 - 150)` between the two ends.",
  ],
  figure: { attempt in
    let ratio = attempt.pick(student: Student.dampingRatio, solution: Solutions.dampingRatio)
    return Figure(
      art: ["velocity   damping"]
        + dampingSamples.map { String(format: "%+8.0f   %7.3f", Double($0), Double(ratio($0))) })
  },
  check: { attempt in
    let ratio = attempt.pick(student: Student.dampingRatio, solution: Solutions.dampingRatio)
    return CheckResult.sequence(
      dampingSamples.map { v in
        {
          Expect.value(
            ratio(v), near: Solutions.dampingRatio(velocity: v), within: 0.001,
            what: "the damping ratio at \(Expect.format(v)) pt/s")
        }
      })
  })
