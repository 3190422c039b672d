import Workbook

extension Student {
  /// The student's `chooseNotch(height:fingerVelocityY:notches:reachable:)`, while their
  /// exercise program runs.
  @TaskLocal public static var chooseNotch:
    @MainActor @Sendable (CGFloat, CGFloat, [CGFloat], [Int]) -> Int =
      { _, _, _, _ in
        missing("chooseNotch(height:fingerVelocityY:notches:reachable:)")
      }
}

/// Height, finger velocity (pt/s, positive down), reachable notches, and what it is.
private let notchCases: [(CGFloat, CGFloat, [Int], String)] = [
  (150, 0, [0, 1, 2], "a still finger at 150"),
  (150, -300, [0, 1, 2], "a slow push up"),
  (150, -600, [0, 1, 2], "a fast flick up"),
  (170, 600, [0, 1, 2], "a fast flick down"),
  (230, -800, [0, 1, 2], "a fast flick up near the top"),
  (120, 0, [0, 1, 2], "a still finger halfway between two notches"),
  (150, 0, [0, 2], "a still finger at 150 with the middle notch disabled"),
  (150, -600, [0, 2], "a fast flick up with the middle notch disabled"),
  (150, 900, [1], "a fast flick down with only the middle notch enabled"),
]

let targetNotchExercise = Exercise(
  title: "Where the overlay goes",
  task: """
    Write `chooseNotch(height:fingerVelocityY:notches:reachable:)`, the library's rule
    for the notch the overlay goes to when the finger lifts: the release velocity moves
    the projection, a fast flick always goes on in its direction, and disabled notches
    are never chosen. The velocity is UIKit's pan velocity: points per second, positive
    when the finger moves down (which lowers the overlay).
    """,
  hints: [
    "Start from where the overlay would be a tenth of a second later: the finger moving "
      + "up (negative velocity) raises it, so `height - 0.1 * fingerVelocityY`.",
    "Sort the reachable indices by distance to that projection (ties: the lower notch). "
      + "Slow (|velocity| <= 400) or only one reachable notch: the first. Fast: of the "
      + "first two, the higher index when the finger moves up, the lower when it moves down.",
    "`velocity < 0 ? max(nearest[0], nearest[1]) : min(nearest[0], nearest[1])` for fast "
      + "flicks, where `nearest` is `reachable` sorted by `(distance, height)`.",
  ],
  figure: { attempt in
    let choose = attempt.pick(student: Student.chooseNotch, solution: Solutions.chooseNotch)
    return Figure(
      art: ["notches 80, 160, 240", "height  finger pt/s  reachable notch"]
        + notchCases.map { height, velocity, reachable, _ in
          String(format: "%6.0f  %+11.0f  ", Double(height), Double(velocity))
            + reachable.map(String.init).joined(separator: " ")
            .padding(toLength: 9, withPad: " ", startingAt: 0)
            + String(format: " %5d", choose(height, velocity, [80, 160, 240], reachable))
        })
  },
  check: { attempt in
    let choose = attempt.pick(student: Student.chooseNotch, solution: Solutions.chooseNotch)
    let recorded: [() -> CheckResult] = notchCases.map { height, velocity, reachable, what in
      {
        let got = choose(height, velocity, [80, 160, 240], reachable)
        let want = Answers.value("5.1 \(height) \(velocity) \(reachable)") {
          Solutions.chooseNotch(
            height: height, fingerVelocityY: velocity, notches: [80, 160, 240],
            reachable: reachable)
        }
        return got == want
          ? .pass()
          : .fail(
            "for \(what) (finger velocity \(Int(velocity)) pt/s) expected notch \(want), "
              + "got \(got)")
      }
    }
    // Other notches, heights and flicks, drawn afresh when graded: two to four notches,
    // some of them disabled, and a release between 40 below the lowest and 40 above the
    // highest, slow or fast, up or down.
    let fresh: [() -> CheckResult] = Answers.fresh("5.1 notch", count: 6) { inputs in
      var notches = [CGFloat(Int.random(in: 60...140, using: &inputs))]
      for _ in 1..<Int.random(in: 2...4, using: &inputs) {
        notches.append(
          notches[notches.count - 1] + CGFloat(Int.random(in: 40...160, using: &inputs)))
      }
      var reachable = notches.indices.filter { _ in Int.random(in: 0...3, using: &inputs) > 0 }
      if reachable.isEmpty { reachable = [Int.random(in: notches.indices, using: &inputs)] }
      let lowest = Int(notches[0]) - 40
      let highest = Int(notches[notches.count - 1]) + 40
      return (
        height: CGFloat(Int.random(in: lowest...highest, using: &inputs)),
        velocity: CGFloat(Int.random(in: -150...150, using: &inputs) * 10),
        notches: notches, reachable: reachable
      )
    }.map { item in
      {
        let got = choose(item.height, item.velocity, item.notches, item.reachable)
        let want = Solutions.chooseNotch(
          height: item.height, fingerVelocityY: item.velocity, notches: item.notches,
          reachable: item.reachable)
        func list<T>(_ values: [T]) -> String { values.map { "\($0)" }.joined(separator: ", ") }
        return got == want
          ? .pass()
          : .fail(
            "for a finger lifting at \(Expect.format(item.height)) with velocity "
              + "\(Expect.format(item.velocity)) pt/s, notches at \(list(item.notches.map(Expect.format))) "
              + "(reachable: \(list(item.reachable))), expected notch \(want), got \(got)")
      }
    }
    return CheckResult.sequence(recorded + fresh)
  })
