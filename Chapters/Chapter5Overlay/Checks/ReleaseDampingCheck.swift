import Workbook

extension Student {
  /// The student's `dampingRatio(distance:overshootBudget:)`, while their exercise program
  /// runs.
  @TaskLocal public static var dampingRatio: @MainActor @Sendable (CGFloat, CGFloat) -> CGFloat =
    {
      _, _ in
      missing("dampingRatio(distance:overshootBudget:)")
    }
}

/// Climbs (points) and overshoot budgets (points) the check tries.
private let dampingCases: [(distance: CGFloat, budget: CGFloat)] = [
  (20, 2), (90, 2), (90, 0.5), (160, 0.5), (320, 0.5), (650, 1), (1200, 0.5), (400, 0),
]

/// How far the library's spring (response 0.3 s, mass 1, from rest) carries a climb of
/// `distance` past its end with damping ratio `zeta`, in points: sampled every
/// thousandth of a second, not taken from a formula.
private func overshoot(distance: CGFloat, zeta: CGFloat) -> CGFloat {
  let spring = Spring(response: 0.3, dampingRatio: Double(zeta))
  let deepest =
    stride(from: 0.0, through: 1.5, by: 0.001).map {
      spring.displacement(at: $0, from: -1, velocity: 0)
    }.max() ?? 0
  return CGFloat(max(0, deepest)) * distance
}

let releaseDampingExercise = Exercise(
  title: "Damping within a budget",
  task: """
    A `.rigid` sheet is exactly as tall as its highest notch, so a spring that overshoots
    that notch lifts the sheet's bottom edge off the screen. Write
    `dampingRatio(distance:overshootBudget:)`: for the library's spring (response 0.3 s,
    from rest) on a climb of `distance` points, the lowest damping ratio whose overshoot
    stays within `overshootBudget` points; never below the flexible style's 0.7, which
    short climbs can afford, and never above 1, which never overshoots.
    """,
  hints: [
    "The chapter gives the overshoot of a spring from rest as a fraction of the distance. "
      + "Here you know the fraction you can allow, the budget over the distance, and want "
      + "the damping ratio: the same formula, the other way round.",
    "To solve e^(-pi z / sqrt(1 - z^2)) = f for z, take the logarithm of both sides, then "
      + "square them to get rid of the root: what is left is linear in z^2.",
    "Mind the ends: a budget of nothing needs 1; a budget as large as the distance, or a "
      + "climb so short that 0.7 overshoots less than the budget, stays at 0.7.",
  ],
  goal: "A table of eight climbs and overshoot budgets with the damping ratio and its overshoot: "
    + "0.700 for a 20-point climb (overshoot 0.92 of 2), then 0.771 to 0.927 as longer climbs meet "
    + "their budgets exactly, and 1.000 for a budget of 0.",
  figure: { attempt in
    let ratio = attempt.pick(student: Student.dampingRatio, solution: Solutions.dampingRatio)
    return Figure(
      art: ["climb   budget   damping   overshoot"]
        + dampingCases.map { distance, budget in
          let zeta = ratio(distance, budget)
          return String(
            format: "%5.0f %8.1f %9.3f %9.2f", Double(distance), Double(budget), Double(zeta),
            Double(overshoot(distance: distance, zeta: zeta)))
        })
  },
  check: { attempt in
    let ratio = attempt.pick(student: Student.dampingRatio, solution: Solutions.dampingRatio)
    let recorded = dampingCases.flatMap { distance, budget -> [() -> CheckResult] in
      dampingChecks(
        zeta: ratio(distance, budget), distance: distance, budget: budget,
        lowest: Answers.value("5.3 \(distance) \(budget)") {
          Solutions.dampingRatio(distance: distance, overshootBudget: budget)
        })
    }
    // Other climbs and budgets, drawn afresh when graded: up to 6 points to spare, in
    // tenths.
    let fresh = Answers.fresh("5.3 climb", count: 4) { inputs in
      (
        distance: CGFloat(Int.random(in: 20...1500, using: &inputs)),
        budget: CGFloat(Int.random(in: 0...60, using: &inputs)) / 10
      )
    }.flatMap { distance, budget in
      dampingChecks(
        zeta: ratio(distance, budget), distance: distance, budget: budget,
        lowest: Solutions.dampingRatio(distance: distance, overshootBudget: budget))
    }
    return CheckResult.sequence(recorded + fresh)
  })

/// The attempt's damping ratio `zeta` for a climb of `distance` with `budget` points to
/// spare: within 0.7 to 1, within the budget, and the solution's `lowest`.
private func dampingChecks(zeta: CGFloat, distance: CGFloat, budget: CGFloat, lowest: CGFloat)
  -> [() -> CheckResult]
{
  let what =
    "a \(Expect.format(distance))-point climb with \(Expect.format(budget)) points to spare"
  return [
    {
      zeta >= 0.7 - 1e-6 && zeta <= 1 + 1e-6
        ? .pass()
        : .fail(
          "expected a damping ratio from 0.7 to 1 for \(what), got \(Expect.format(zeta))")
    },
    {
      let points = overshoot(distance: distance, zeta: zeta)
      return points <= budget + 0.005
        ? .pass()
        : .fail(
          "with damping \(Expect.format(zeta)), \(what) overshoots by "
            + "\(Expect.format(points)) points: more than the budget")
    },
    {
      Expect.value(
        zeta, near: lowest, within: 0.002,
        what: "the lowest damping ratio that keeps \(what) within its budget")
    },
  ]
}
