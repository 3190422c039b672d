import Workbook

extension Student {
  /// The student's `springBounce(dampingRatio:)`, while their exercise program runs.
  @TaskLocal public static var springBounce: @MainActor @Sendable (CGFloat) -> CGFloat = { _ in
    missing("springBounce(dampingRatio:)")
  }
}

/// Damping ratios the check tries: the library's (1, 0.9, 0.7), bouncier ones, and
/// overdamped ones.
private let bounceRatios: [CGFloat] = [1, 0.9, 0.7, 0.5, 0.2, 0, 1.25, 2, 4]

let springBounceExercise = Exercise(
  title: "From damping ratio to bounce",
  task: """
    iOS 17 describes a spring by a duration and a bounce
    (`UISpringTimingParameters(duration:bounce:)`,
    `UIView.animate(springDuration:bounce:...)`); the library by a response and a damping
    ratio. The duration is the response. Write `springBounce(dampingRatio:)`: the bounce
    that gives the same spring, for any ratio from 0 (no damping at all) through 1
    (critical) to overdamped ratios above 1.
    """,
  hints: [
    "Bounce 0 is critical damping and bounce 1 no damping at all; between them it falls "
      + "in a straight line as the ratio rises.",
    "A negative bounce is an overdamped spring, down to -1. The chapter gives the ratio "
      + "for a negative bounce as 1 / (1 + bounce): solve it for the bounce.",
    "Two branches: 1 - ratio up to a ratio of 1, and 1 / ratio - 1 above it.",
  ],
  goal: "A table of nine damping ratios with their bounce and the ratio it gives back: the bounce "
    + "is 1 minus the ratio up to 1 (0.9 gives 0.1, 0 gives 1), and negative above, -0.2 for 1.25, "
    + "-0.5 for 2, -0.75 for 4; every ratio comes back unchanged.",
  figure: { attempt in
    let bounce = attempt.pick(student: Student.springBounce, solution: Solutions.springBounce)
    return Figure(
      art: ["ratio   bounce   ratio again"]
        + bounceRatios.map { zeta in
          let b = bounce(zeta)
          // The ratio the bounce means, by the same two branches the other way round.
          let back = b >= 0 ? 1 - b : 1 / (1 + b)
          return String(format: "%5.2f %8.3f %13.3f", Double(zeta), Double(b), Double(back))
        })
  },
  check: { attempt in
    let bounce = attempt.pick(student: Student.springBounce, solution: Solutions.springBounce)
    let recorded: [() -> CheckResult] = bounceRatios.map { zeta in
      {
        Expect.value(
          bounce(zeta),
          near: Answers.value("5.6 \(zeta)") { Solutions.springBounce(dampingRatio: zeta) },
          within: 0.0005, what: "the bounce for a damping ratio of \(Expect.format(zeta))")
      }
    }
    // Other ratios, drawn afresh when graded: 0 to 5 in hundredths.
    let fresh: [() -> CheckResult] = Answers.fresh("5.6 ratio", count: 4) { inputs in
      CGFloat(Int.random(in: 0...500, using: &inputs)) / 100
    }.map { zeta in
      {
        Expect.value(
          bounce(zeta), near: Solutions.springBounce(dampingRatio: zeta), within: 0.0005,
          what: "the bounce for a damping ratio of \(Expect.format(zeta))")
      }
    }
    return CheckResult.sequence(recorded + fresh)
  })
