import Workbook

extension Student {
  /// The student's `cutOutMaskPath(curve:width:in:)`, while their exercise program runs.
  @TaskLocal public static var cutOutMaskPath:
    @MainActor @Sendable (UIBezierPath, CGFloat, CGRect) -> UIBezierPath = { _, _, _ in
      missing("cutOutMaskPath(curve:width:in:)")
    }
}

private let cutOutBounds = CGRect(x: 0, y: 0, width: 112, height: 88)
private let cutOutWidth: CGFloat = 16

/// A wave from left to right: two quadratic curves, bulging `depth` up then down.
private func wave(depth: CGFloat = 32) -> UIBezierPath {
  let path = UIBezierPath()
  path.move(to: CGPoint(x: 24, y: 44))
  path.addQuadCurve(to: CGPoint(x: 56, y: 44), controlPoint: CGPoint(x: 40, y: 44 - depth))
  path.addQuadCurve(to: CGPoint(x: 88, y: 44), controlPoint: CGPoint(x: 72, y: 44 + depth))
  return path
}

private func cutOutMask(
  _ attempt: Attempt, curve: UIBezierPath = wave(), width: CGFloat = cutOutWidth
) -> UIBezierPath {
  let make = attempt.pick(student: Student.cutOutMaskPath, solution: Solutions.cutOutMaskPath)
  let path = make(curve, width, cutOutBounds)
  path.usesEvenOddFillRule = true
  return path
}

private func cutOutFigure(_ attempt: Attempt) -> Figure {
  let screen = makeScreen(width: 136, height: 112)
  let card = UIView(frame: cutOutBounds.offsetBy(dx: 12, dy: 12))
  card.backgroundColor = .white
  let mask = CAShapeLayer()
  mask.path = cutOutMask(attempt).cgPath
  mask.fillRule = .evenOdd
  card.layer.mask = mask
  screen.addSubview(card)
  return Figure(of: screen)
}

let strokedCutOutExercise = Exercise(
  title: "Cut a thick curve out of a card",
  task: """
    Write `cutOutMaskPath(curve:width:in:)` so that the even-odd mask it returns keeps a
    rounded card with the curve cut out of it, `width` points wide with round ends. The
    starter sets `lineWidth` on the curve and appends it, which does not cut a thick curve.
    """,
  hints: [
    "A path has no thickness: `lineWidth` is only used when a path is stroked, and a mask "
      + "fills its path. What you need is the outline around the thick curve.",
    "Core Graphics computes that outline: "
      + "`curve.cgPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`.",
    "`path.append(UIBezierPath(cgPath: curve.cgPath.copy(strokingWithWidth: width, "
      + "lineCap: .round, lineJoin: .round, miterLimit: 10)))`.",
  ],
  goal: "A white 112-by-88 card with rounded corners on a light-grey 136-by-112 screen, with a "
    + "wave 16 points thick and round at both ends cut out of its middle, humping up then dipping "
    + "down from left to right, the grey showing through it.",
  figure: cutOutFigure,
  check: { attempt in
    let mask = cutOutMask(attempt)
    let half = cutOutWidth / 2
    // Other waves and widths, drawn afresh when graded.
    let fresh: [() -> CheckResult] = Answers.fresh("2.3 cuts", count: 3) { inputs in
      (
        depth: CGFloat(Int.random(in: 4...40, using: &inputs)),
        width: CGFloat(Int.random(in: 4...24, using: &inputs))
      )
    }.map { item in
      {
        Expect.sameShape(
          cutOutMask(attempt, curve: wave(depth: item.depth), width: item.width),
          as: cutOutMask(.solution, curve: wave(depth: item.depth), width: item.width),
          across: cutOutBounds,
          what:
            "for a cut \(Expect.format(item.width)) wide along a wave "
            + "\(Expect.format(item.depth)) deep")
      }
    }
    return CheckResult.sequence(
      [
        {
          Expect.outside(
            CGPoint(x: 40, y: 23), of: mask,
            what: "a point 5 points above the curve's crest, inside the cut")
        },
        { Expect.outside(CGPoint(x: 56, y: 44), of: mask, what: "a point on the curve (the cut)") },
        {
          Expect.outside(
            CGPoint(x: 40, y: 28 + half - 2), of: mask,
            what: "a point inside the cut, near its edge")
        },
        {
          Expect.inside(
            CGPoint(x: 40, y: 28 + half + 3), of: mask, what: "a point just beyond the cut's edge")
        },
        {
          Expect.outside(
            CGPoint(x: 24 - half + 2, y: 44), of: mask, what: "a point in the round end of the cut")
        },
        {
          Expect.inside(
            CGPoint(x: 24 - half - 2, y: 44), of: mask, what: "a point just beyond the round end")
        },
        {
          // Off the curve's start, 6.5 points back along it and 6.5 to its side: 9.2 from
          // the end, beyond a round cap, but within a square one.
          Expect.inside(
            CGPoint(x: 15.3, y: 46.9), of: mask,
            what:
              "a point beside the cut's round end, 9 points from the curve's end (a square "
              + "end covers it),")
        },
        { Expect.inside(CGPoint(x: 100, y: 12), of: mask, what: "the card away from the cut") },
        { Expect.outside(CGPoint(x: 1, y: 1), of: mask, what: "the card's rounded corner") },
        // A narrower cut along the same wave, fixed: a cut as wide as the example's fails
        // here even where no inputs are drawn afresh.
        {
          Expect.outside(
            CGPoint(x: 40, y: 25), of: cutOutMask(attempt, width: 8),
            what: "a point 3 points above the curve's crest, inside a cut 8 wide,")
        },
        {
          Expect.inside(
            CGPoint(x: 40, y: 22), of: cutOutMask(attempt, width: 8),
            what: "a point 6 points above the curve's crest, beyond the edge of a cut 8 wide,")
        },
      ] + fresh)
  })
