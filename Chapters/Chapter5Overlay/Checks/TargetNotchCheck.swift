import Workbook

extension Student {
  /// The student's `chooseNotch(height:velocity:notches:)`, while their exercise program runs.
  @TaskLocal public static var chooseNotch: @Sendable (CGFloat, CGFloat, [CGFloat]) -> Int = {
    _, _, _ in
    missing("chooseNotch(height:velocity:notches:)")
  }
}

private let notchCases: [(CGFloat, CGFloat, String)] = [
  (150, 0, "a still finger at 150"), (150, 300, "a slow push up"), (150, 600, "a fast flick up"),
  (130, -600, "a fast flick down"), (230, 800, "a fast flick up near the top"),
  (120, 0, "a still finger halfway between"),
]

let targetNotchExercise = Exercise(
  id: "5.1", name: "TargetNotch", title: "Where the overlay goes",
  task: """
    Write `chooseNotch(height:velocity:notches:)`, the library's rule for the notch the
    overlay goes to when the finger lifts: the release velocity moves the projection, and
    a fast flick always goes on in its direction.
    """,
  hints: [
    "Start from where the overlay would be a tenth of a second later: `height + velocity * 0.1`.",
    "Sort the notch indices by distance to that projection (ties: lower index first). "
      + "Slow (|velocity| <= 400): the first. Fast: of the first two, the higher index when "
      + "moving up, the lower when moving down.",
    "`let two = sorted.prefix(2); return velocity > 0 ? two.max()! : two.min()!` for fast "
      + "flicks (without the force unwraps in real code).",
  ],
  figure: { attempt in
    let choose = attempt.pick(student: Student.chooseNotch, solution: Solutions.chooseNotch)
    return Figure(
      art: ["notches 80, 160, 240"]
        + notchCases.map { height, velocity, what in
          "\(what): notch \(choose(height, velocity, [80, 160, 240]))"
        })
  },
  check: { attempt in
    let choose = attempt.pick(student: Student.chooseNotch, solution: Solutions.chooseNotch)
    return CheckResult.sequence(
      notchCases.map { height, velocity, what in
        {
          let got = choose(height, velocity, [80, 160, 240])
          let want = Solutions.chooseNotch(
            height: height, velocity: velocity, notches: [80, 160, 240])
          return got == want
            ? .pass()
            : .fail(
              "for \(what) (velocity \(Int(velocity)) pt/s) expected notch \(want), got \(got)")
        }
      })
  })
