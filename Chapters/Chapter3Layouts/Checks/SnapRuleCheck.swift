import Workbook

extension Student {
  /// The student's `snappedOffset(proposed:itemHeight:screenHeight:count:)`, while their exercise program runs.
  @TaskLocal public static var snappedOffset:
    @MainActor @Sendable (CGFloat, CGFloat, CGFloat, Int) -> CGFloat = { _, _, _, _ in
      missing("snappedOffset(proposed:itemHeight:screenHeight:count:)")
    }
}

private let snapCases: [(proposed: CGFloat, what: String)] = [
  (-169, "pizza 0 already centred"), (-100, "a little past pizza 0"),
  (40, "most of the way to pizza 1"),
  (61, "pizza 1 centred"), (200, "the middle just inside pizza 2"),
  (-900, "far before the first pizza"),
  (5000, "far after the last pizza"),
]

/// Cases the check tries beside the figure's: the middle of the screen exactly where one
/// pizza ends and the next begins, which is the next one's (a frame holds its top edge).
private let edgeCases: [(proposed: CGFloat, what: String)] = [
  (176, "the middle exactly where pizza 1 ends and pizza 2 begins, so on pizza 2"),
  (-54, "the middle exactly where pizza 0 ends and pizza 1 begins, so on pizza 1"),
]

private func snap(_ attempt: Attempt, _ proposed: CGFloat) -> CGFloat {
  attempt.pick(student: Student.snappedOffset, solution: Solutions.snappedOffset)(
    proposed, 230, 568, 8)
}

let snapRuleExercise = Exercise(
  title: "Snap to a pizza",
  task: """
    Write `snappedOffset(proposed:itemHeight:screenHeight:count:)`, the rule behind
    `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: stop with a
    pizza exactly in the middle of the screen, the one that would be in the middle where
    the flick would stop, and never beyond the first or the last pizza. A pizza's frame
    holds its top edge but not its bottom one: with the middle exactly where one pizza
    ends and the next begins, the next is in the middle.
    """,
  hints: [
    "Work in pizza numbers: which pizza is under the middle of the screen at `proposed`? "
      + "Then: which offset puts that pizza's middle at the screen's middle?",
    "The middle of the screen is at `proposed + screenHeight / 2`; divided by `itemHeight` "
      + "and rounded down, that is the pizza's number. Keep it between 0 and count - 1.",
    "`itemHeight * index + itemHeight / 2 - screenHeight / 2` centres pizza `index`.",
  ],
  goal: "A table of seven proposed offsets, for 8 pizzas 230 tall on a 568-point screen, and where "
    + "each stops: -169 and -100 stop at -169, 40 and 61 at 61, 200 at 291, -900 at -169 and 5000 "
    + "at 1441, the last pizza.",
  figure: { attempt in
    let lines = snapCases.map { item in
      String(
        format: "proposed %7.1f -> stops at %7.1f   ", Double(item.proposed),
        Double(snap(attempt, item.proposed)))
        + item.what
    }
    return Figure(art: ["pizzas 230 tall, a 568-point screen, 8 pizzas"] + lines)
  },
  check: { attempt in
    let recorded: [() -> CheckResult] = (snapCases + edgeCases).map { item in
      {
        Expect.value(
          snap(attempt, item.proposed),
          near: Answers.value("3.1 snap \(item.proposed)") { snap(.solution, item.proposed) },
          within: 0.01,
          what:
            "the offset for a flick that would stop at \(Expect.format(item.proposed)) (\(item.what))"
        )
      }
    }
    // Another menu (5 pizzas 100 tall on a 400-point screen), so numbers written in for
    // the figure's menu fail here too.
    let otherMenu: [() -> CheckResult] = [(130, "pizza 3"), (-500, "pizza 0"), (900, "pizza 4")]
      .map { proposed, pizza in
        {
          Expect.value(
            attempt.pick(student: Student.snappedOffset, solution: Solutions.snappedOffset)(
              proposed, 100, 400, 5),
            near: Answers.value("3.1 snap \(proposed) of 5 at 100 on 400") {
              Solutions.snappedOffset(
                proposed: proposed, itemHeight: 100, screenHeight: 400, count: 5)
            },
            within: 0.01,
            what:
              "the offset for a flick that would stop at \(Expect.format(proposed)), with 5 "
              + "pizzas 100 tall on a 400-point screen (\(pizza) centred)")
        }
      }
    // Other pizzas, screens and flicks, drawn afresh when graded.
    let fresh: [() -> CheckResult] = Answers.fresh("3.1 snap", count: 6) { inputs in
      let itemHeight = CGFloat(Int.random(in: 80...300, using: &inputs))
      let count = Int.random(in: 1...12, using: &inputs)
      return (
        proposed: CGFloat(Int.random(in: -400...Int(itemHeight) * count, using: &inputs)) + 0.5,
        itemHeight: itemHeight, screenHeight: CGFloat(Int.random(in: 400...900, using: &inputs)),
        count: count
      )
    }.map { item in
      {
        let rule = attempt.pick(student: Student.snappedOffset, solution: Solutions.snappedOffset)
        return Expect.value(
          rule(item.proposed, item.itemHeight, item.screenHeight, item.count),
          near: Solutions.snappedOffset(
            proposed: item.proposed, itemHeight: item.itemHeight,
            screenHeight: item.screenHeight, count: item.count),
          within: 0.01,
          what:
            "the offset for a flick that would stop at \(Expect.format(item.proposed)), with "
            + "\(item.count) pizzas \(Expect.format(item.itemHeight)) tall on a "
            + "\(Expect.format(item.screenHeight))-point screen")
      }
    }
    return CheckResult.sequence(recorded + otherMenu + fresh)
  })
