import Workbook

extension Student {
  /// The student's `ticketPath(in:)`, while their exercise program runs.
  @TaskLocal public static var ticketPath: @MainActor @Sendable (CGRect) -> UIBezierPath = { _ in
    missing("ticketPath(in:)")
  }
}

private let ticketRect = CGRect(x: 12, y: 12, width: 112, height: 64)

private func ticketFigure(_ attempt: Attempt) -> Figure {
  let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 136, height: 88))
  view.backgroundColor = UIColor(white: 0.9, alpha: 1)
  view.shapeLayer?.fillColor = UIColor.black.cgColor
  let path = attempt.pick(student: Student.ticketPath, solution: Solutions.ticketPath)
  view.shapeLayer?.path = path(ticketRect).cgPath
  return Figure(of: view)
}

let ticketExercise = Exercise(
  title: "A ticket with two notches",
  task: """
    Write `ticketPath(in:)` so that it returns a ticket's outline: the rectangle, with a
    half-circle notch of radius 12 bitten out of the middle of the left side and of the
    right side. Draw it in one stroke of the pen, with `addArc` for the notches.
    """,
  hints: [
    "Walk around the rectangle. When you reach the middle of a side, go *into* the ticket "
      + "along a half circle centred on that side, then carry on along the side.",
    "On the right side, the notch is an arc centred at (maxX, midY) from -pi/2 (its top) "
      + "to pi/2 (its bottom). Which way round keeps it inside the ticket? Try both "
      + "`clockwise` values and look.",
    "Right notch: `clockwise: false` from -pi/2 to pi/2 (through pi, inside the ticket). "
      + "Left notch, centred at (minX, midY): from pi/2 to -pi/2, also `clockwise: false`.",
  ],
  goal: "A black ticket 112 by 64 on a light-grey 136-by-88 background, with a half-circle notch "
    + "of radius 12 bitten out of the middle of its left side and of its right side, the grey "
    + "showing in both notches.",
  figure: ticketFigure,
  check: { attempt in
    let make = attempt.pick(student: Student.ticketPath, solution: Solutions.ticketPath)
    // The ticket must fit other rectangles too.
    let fresh = freshOutlineChecks(
      "2.1 tickets", smallest: CGSize(width: 40, height: 30), make,
      solution: Solutions.ticketPath)
    // One of them fixed, so a ticket drawn for the example's rectangle fails even where no
    // inputs are drawn afresh.
    let other = CGRect(x: 40, y: 96, width: 84, height: 40)
    return CheckResult.sequence(
      ticketPointChecks(make(ticketRect), in: ticketRect, which: "")
        + ticketPointChecks(
          make(other), in: other, which: " (for the rectangle at (40, 96), 84 x 40)")
        + [
          {
            Expect.figure(
              ticketFigure(attempt),
              matches: Answers.figure("2.1 ticket") { ticketFigure(.solution) },
              allowedCells: 2, allowedSteps: 1)
          }
        ] + fresh)
  })

/// Points a ticket filling `r` must have inside or outside; `which` names the rectangle.
private func ticketPointChecks(_ path: UIBezierPath, in r: CGRect, which: String)
  -> [() -> CheckResult]
{
  [
    { Expect.inside(CGPoint(x: r.midX, y: r.midY), of: path, what: "the ticket's centre\(which)") },
    {
      Expect.inside(
        CGPoint(x: r.minX + 2, y: r.minY + 2), of: path, what: "the top-left corner\(which)")
    },
    {
      Expect.inside(
        CGPoint(x: r.maxX - 2, y: r.maxY - 2), of: path, what: "the bottom-right corner\(which)")
    },
    {
      Expect.outside(
        CGPoint(x: r.minX + 9, y: r.midY), of: path,
        what: "a point in the left notch, 9 points in\(which)")
    },
    {
      Expect.outside(
        CGPoint(x: r.maxX - 9, y: r.midY), of: path,
        what: "a point in the right notch, 9 points in\(which)")
    },
    {
      Expect.inside(
        CGPoint(x: r.maxX - 14, y: r.midY), of: path,
        what: "a point just past the right notch\(which)")
    },
    {
      Expect.outside(
        CGPoint(x: r.maxX + 4, y: r.midY), of: path, what: "a point right of the ticket\(which)")
    },
  ]
}

/// Checks that an outline made for a rectangle (a ticket, a bubble) fits rectangles of
/// other sizes and places, drawn afresh when graded (`Answers.fresh`, under `key`), at
/// least `smallest`: the attempt's shape against the solution's, each failure naming its
/// rectangle.
func freshOutlineChecks(
  _ key: String, smallest: CGSize, _ make: @escaping (CGRect) -> UIBezierPath,
  solution: @escaping (CGRect) -> UIBezierPath
) -> [() -> CheckResult] {
  Answers.fresh(key, count: 3) { inputs in
    CGRect(
      x: Int.random(in: -40...120, using: &inputs), y: Int.random(in: -40...120, using: &inputs),
      width: Int.random(in: Int(smallest.width)...220, using: &inputs),
      height: Int.random(in: Int(smallest.height)...140, using: &inputs))
  }.map { rect in
    {
      Expect.sameShape(
        make(rect), as: solution(rect), across: rect.insetBy(dx: -4, dy: -4),
        what:
          "for the rectangle at \(Expect.describe(rect.origin)), "
          + "\(Expect.format(rect.width)) x \(Expect.format(rect.height))")
    }
  }
}
