import Workbook

extension Student {
  /// The student's `cardTakesTap(at:outline:)`, while their exercise program runs.
  @TaskLocal public static var cardTakesTap: @MainActor @Sendable (CGPoint, UIBezierPath) -> Bool =
    { _, _ in
      missing("cardTakesTap(at:outline:)")
    }
}

private let tapCardBounds = CGRect(x: 0, y: 0, width: 112, height: 88)

/// The card's outline as its view gives it: a rounded card with a capsule `cut`
/// appended, both running the same way, so that non-zero counts the cut twice and only
/// even-odd leaves it out. The rule is left at its default, as `outline(in:)` leaves it.
private func tapOutline(cut: CGRect = CGRect(x: 24, y: 34, width: 64, height: 20)) -> UIBezierPath {
  let outline = UIBezierPath(roundedRect: tapCardBounds, cornerRadius: 12)
  outline.append(UIBezierPath(roundedRect: cut, cornerRadius: cut.height / 2))
  return outline
}

private func takesTap(_ attempt: Attempt, _ point: CGPoint, _ outline: UIBezierPath) -> Bool {
  attempt.pick(student: Student.cardTakesTap, solution: Solutions.cardTakesTap)(point, outline)
}

/// Whether the attempt answers `expected` for a tap at `point` on `outline`.
private func expectTap(
  _ attempt: Attempt, at point: CGPoint, on outline: UIBezierPath = tapOutline(),
  _ expected: Bool, what: String
) -> CheckResult {
  let answer = takesTap(attempt, point, outline)
  func words(_ takes: Bool) -> String {
    takes ? "the card takes it" : "it goes to what lies behind"
  }
  if answer == expected { return .pass() }
  return .fail(
    "A tap \(what), at (\(Expect.format(point.x)), \(Expect.format(point.y))): "
      + "\(words(expected)), but your cardTakesTap says \(words(answer)).")
}

/// Where the attempt's card takes taps: `#` where it does, `.` where a tap goes behind,
/// one character per 4 x 8 points of the card and a margin around it.
private func tapMap(_ attempt: Attempt) -> Figure {
  let outline = tapOutline()
  let lines = stride(from: -4.0, through: 92, by: 8).map { y in
    String(
      stride(from: -6.0, through: 118, by: 4).map { x in
        takesTap(attempt, CGPoint(x: x, y: y), outline) ? "#" : "."
      })
  }
  return Figure(
    art: lines,
    caption: "Where the card takes taps (#) and where they go behind it (.): the card is "
      + "112 x 88 points with rounded corners and a capsule cut across its middle.")
}

let passThroughCardExercise = Exercise(
  title: "Let taps through the cut",
  task: """
    Write `cardTakesTap(at:outline:)`, what a shaped card's `point(inside:with:)` answers.
    `outline` is the card's outline with a cut appended; the card's mask fills it with
    the even-odd rule. Return true only where the mask keeps the card: a tap in the cut,
    in a rounded corner or outside the card must go to what lies behind it. The figure
    maps the card and a margin around it, 4 x 8 points a character: `#` where the card
    takes a tap, `.` where the tap goes behind.
    """,
  hints: [
    "`UIBezierPath.contains(_:)` fills by the path's `usesEvenOddFillRule`, which is false "
      + "(non-zero) unless set. The cut's outline runs the same way as the card's here.",
    "Work on a copy, `UIBezierPath(cgPath: outline.cgPath)`, set its "
      + "`usesEvenOddFillRule` to true, and ask it `contains(point)`.",
  ],
  goal: "A tap map, one character per 4 by 8 points: # over the 112-by-88 card except its rounded "
    + "corners and a capsule-shaped cut 64 by 20 across its middle, which are dots like the margin "
    + "around the card.",
  figure: tapMap,
  check: { attempt in
    // Other cuts, drawn afresh when graded.
    let fresh: [() -> CheckResult] = Answers.fresh("2.5 cuts", count: 3) { inputs in
      CGRect(
        x: CGFloat(Int.random(in: 12...40, using: &inputs)),
        y: CGFloat(Int.random(in: 20...52, using: &inputs)),
        width: CGFloat(Int.random(in: 24...56, using: &inputs)),
        height: CGFloat(Int.random(in: 10...16, using: &inputs)))
    }.flatMap { cut in
      [
        {
          expectTap(
            attempt, at: CGPoint(x: cut.midX, y: cut.midY), on: tapOutline(cut: cut), false,
            what: "in the middle of a cut \(Expect.format(cut.width)) x "
              + "\(Expect.format(cut.height)) at (\(Expect.format(cut.minX)), "
              + "\(Expect.format(cut.minY)))")
        },
        {
          expectTap(
            attempt, at: CGPoint(x: cut.midX, y: cut.minY - 4), on: tapOutline(cut: cut), true,
            what: "on the card, 4 points above a cut at (\(Expect.format(cut.minX)), "
              + "\(Expect.format(cut.minY)))")
        },
      ]
    }
    return CheckResult.sequence(
      [
        { expectTap(attempt, at: CGPoint(x: 56, y: 12), true, what: "on the card above the cut") },
        { expectTap(attempt, at: CGPoint(x: 56, y: 76), true, what: "on the card below the cut") },
        { expectTap(attempt, at: CGPoint(x: 56, y: 44), false, what: "in the middle of the cut") },
        {
          expectTap(attempt, at: CGPoint(x: 30, y: 44), false, what: "in the round end of the cut")
        },
        {
          expectTap(attempt, at: CGPoint(x: 1, y: 1), false, what: "in the rounded top-left corner")
        },
        { expectTap(attempt, at: CGPoint(x: 120, y: 44), false, what: "outside the card") },
      ] + fresh)
  })
