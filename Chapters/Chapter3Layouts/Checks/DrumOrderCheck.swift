import Workbook

extension Student {
  /// The student's `drumZIndex(row:position:count:)`, while their exercise program runs.
  @TaskLocal public static var drumZIndex: @MainActor @Sendable (Int, CGFloat, Int) -> Int = {
    _, _, _ in
    missing("drumZIndex(row:position:count:)")
  }
}

/// Where the drum is turned to (a position, counted from pizza centres as
/// `show(left:right:)` counts: 3 is pizza 3 centred, 3.5 halfway to pizza 4), and how many
/// pizzas there are.
private let orderCases: [(position: CGFloat, count: Int)] = [
  (3, 10), (3.3, 10), (3.5, 10), (3.7, 10), (0, 10), (9, 10), (-0.4, 10), (10.2, 10),
  (0.5, 2), (0, 1),
]

private func zIndices(_ attempt: Attempt, _ position: CGFloat, _ count: Int) -> [Int] {
  let z = attempt.pick(student: Student.drumZIndex, solution: Solutions.drumZIndex)
  return (0..<count).map { z($0, position, count) }
}

let drumOrderExercise = Exercise(
  title: "The drum's drawing order, all the way round",
  task: """
    Write `drumZIndex(row:position:count:)` for a drum whose piles overlap across the
    middle, so that a pizza far below the centre can lie on top of one just above it.
    The chapter's order, which only compares rows with the current pizza, then draws
    them wrongly. Here `position` is where the drum is turned to, counted from pizza
    centres as the chapter's figures count (3 is pizza 3 centred, pizza index 3.5; 3.5
    is halfway to pizza 4), and the order must follow it smoothly: every row nearer to
    `position` is drawn above every row farther from it, and no two rows share a
    zIndex. Two rows exactly as far from `position` tie: the upper one (the smaller row
    number) is drawn above the other.
    """,
  hints: [
    "The chapter's rule looks at one pizza, the current one. Here what decides is each "
      + "row's distance from `position`, which is a fraction and changes as the drum turns.",
    "A zIndex only has to put the rows in order; the numbers themselves do not matter. "
      + "How many rows are nearer to `position` than this one?",
    "At 3.5, rows 3 and 4 are exactly as far. UIKit leaves views with equal zIndex in no "
      + "defined order, so break such a tie yourself: the upper row, the smaller number, "
      + "goes on top.",
  ],
  goal: "A table of the zIndex of 10 pizzas with the drum at 3, 3.3 and 3.5: at 3 rows 0 to 9 get "
    + "4, 6, 8, 9, 7, 5, 3, 2, 1, 0, and at 3.3 and 3.5 alike 3, 5, 7, 9, 8, 6, 4, 2, 1, 0, row 3 "
    + "on top each time.",
  figure: { attempt in
    var lines = ["row   at 3   at 3.3   at 3.5"]
    let columns = [3, 3.3, 3.5].map { zIndices(attempt, $0, 10) }
    for row in 0..<10 {
      lines.append(
        String(
          format: "%3d   %4d   %6d   %6d", row, columns[0][row], columns[1][row], columns[2][row]))
    }
    return Figure(art: ["zIndex of 10 pizzas"] + lines)
  },
  check: { attempt in
    // Drums turned elsewhere, of other sizes, drawn afresh when graded.
    let fresh = Answers.fresh("3.4 drums", count: 6) { inputs in
      let count = Int.random(in: 1...16, using: &inputs)
      let tenths = Int.random(in: -10...(count * 10 + 10), using: &inputs)
      return (position: CGFloat(tenths) / 10, count: count)
    }
    return CheckResult.sequence(
      (orderCases + fresh).map { item in
        {
          let order = zIndices(attempt, item.position, item.count)
          let at = "turned to \(Expect.format(item.position)) with \(item.count) pizzas"
          guard Set(order).count == order.count else {
            return .fail(
              "\(at), two rows share a zIndex, so UIKit may draw them either way: \(order)")
          }
          for row in 0..<item.count {
            for other in 0..<item.count {
              let nearer = abs(CGFloat(row) - item.position) < abs(CGFloat(other) - item.position)
              if nearer, order[row] <= order[other] {
                return .fail(
                  "\(at), row \(row) is nearer than row \(other) and must be drawn above it; got zIndex \(order)"
                )
              }
              let tied = abs(CGFloat(row) - item.position) == abs(CGFloat(other) - item.position)
              if tied, row < other, order[row] <= order[other] {
                return .fail(
                  "\(at), rows \(row) and \(other) are as far, and the upper one, row \(row), must be drawn above; got zIndex \(order)"
                )
              }
            }
          }
          return .pass()
        }
      })
  })
