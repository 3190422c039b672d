import Workbook

extension Student {
  /// The student's `drumZIndex(row:current:count:)`, while their exercise program runs.
  @TaskLocal public static var drumZIndex: @MainActor @Sendable (Int, Int, Int) -> Int = {
    _, _, _ in
    missing("drumZIndex(row:current:count:)")
  }
}

let drumOrderExercise = Exercise(
  title: "The drum's drawing order",
  task: """
    Write `drumZIndex(row:current:count:)`: in the drum layout pizzas pile on each other,
    and the nearer a pizza is to the middle the higher it must be drawn, with the middle
    pizza above all.
    """,
  hints: [
    "Three cases: the current row, rows before it, rows after it.",
    "Rows before the current one climb towards it: their own number works. Rows after it "
      + "must fall away: the last row lowest.",
    "`row == current ? count : row < current ? row : count - row - 1`.",
  ],
  figure: { attempt in
    let z = attempt.pick(student: Student.drumZIndex, solution: Solutions.drumZIndex)
    return Figure(art: ["current 3 of 10"] + (0..<10).map { "row \($0): zIndex \(z($0, 3, 10))" })
  },
  check: { attempt in
    let z = attempt.pick(student: Student.drumZIndex, solution: Solutions.drumZIndex)
    var checks: [() -> CheckResult] = []
    for (current, count) in [(3, 10), (0, 5), (4, 5)] {
      checks.append {
        let order = (0..<count).map { z($0, current, count) }
        // The current row strictly on top of every other.
        guard order.enumerated().allSatisfy({ $0.offset == current || $0.element < order[current] })
        else {
          return .fail(
            "with pizza \(current) of \(count) in the middle, it must be above every other row; got zIndex \(order)"
          )
        }
        // Nearer rows above farther ones, on both sides.
        for row in 0..<count where row != current {
          let nearer = row < current ? row + 1 : row - 1
          if nearer != current, order[nearer] <= order[row] {
            return .fail(
              "with pizza \(current) of \(count) in the middle, row \(nearer) is nearer than row \(row) and must be drawn above it; got zIndex \(order)"
            )
          }
        }
        return .pass()
      }
    }
    return CheckResult.sequence(checks)
  })
