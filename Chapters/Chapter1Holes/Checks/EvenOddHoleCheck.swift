import Workbook

extension Student {
  /// The student's `cutEvenOddHole(in:hole:)`, while their exercise program runs.
  @TaskLocal public static var cutEvenOddHole: @MainActor @Sendable (UIView, CGRect) -> Void = {
    _, _ in
    missing("cutEvenOddHole(in:hole:)")
  }
}

/// A white view over the gradient with the attempt's hole cut into it.
private func evenOddHoleScene(
  _ attempt: Attempt, size: CGSize = CGSize(width: 96, height: 64),
  hole: CGRect = CGRect(x: 16, y: 12, width: 64, height: 40)
) -> HoleScene {
  let scene = HoleScene(size: size, hole: hole)
  let cut = attempt.pick(student: Student.cutEvenOddHole, solution: Solutions.cutEvenOddHole)
  cut(scene.whiteView, scene.holeView.frame)
  return scene
}

let evenOddHoleExercise = Exercise(
  title: "Cut an even-odd hole",
  task: """
    Write `cutEvenOddHole(in:hole:)` so that it cuts `hole` out of `view`: a rounded
    rectangle with corners of radius 12, see-through, with the rest of the view left as
    it was. Use a mask whose path holds two outlines and the even-odd rule.
    """,
  hints: [
    "A layer's `mask` keeps the layer only where the mask is opaque. You want a mask that "
      + "is opaque everywhere except over the hole.",
    "Build one path from two outlines: `UIBezierPath(rect: view.bounds)`, then `append` "
      + "a `UIBezierPath(roundedRect: hole, cornerRadius: 12)` to it.",
    "Put that path in a `CAShapeLayer` (`mask.path = path.cgPath`), set "
      + "`mask.fillRule = .evenOdd`, and assign it: `view.layer.mask = mask`.",
  ],
  goal: "A white 96-by-64 view with a hole 64 wide and 40 tall cut out of its middle, its corners "
    + "rounded with radius 12; through it the grey gradient behind shows, lighter at the top and "
    + "darker at the bottom.",
  figure: { attempt in Figure(of: evenOddHoleScene(attempt).screen) },
  check: { attempt in
    let scene = evenOddHoleScene(attempt)
    let hole = scene.holeView.frame
    let white = scene.whiteView
    // Views and holes of other sizes and places, drawn afresh when graded: the hole
    // must be where it is asked for.
    let drawn = Answers.fresh("1.1 holes", count: 4) { inputs in
      let size = CGSize(
        width: Int.random(in: 64...140, using: &inputs),
        height: Int.random(in: 48...100, using: &inputs))
      let width = CGFloat(Int.random(in: 32...Int(size.width) - 16, using: &inputs))
      let height = CGFloat(Int.random(in: 28...Int(size.height) - 12, using: &inputs))
      let x = CGFloat(Int.random(in: 4...Int(size.width - width) - 4, using: &inputs))
      let y = CGFloat(Int.random(in: 4...Int(size.height - height) - 4, using: &inputs))
      return (size: size, hole: CGRect(x: x, y: y, width: width, height: height))
    }
    // One more, fixed: a hole cut where the example has it fails here even where no
    // inputs are drawn afresh.
    let other = (
      size: CGSize(width: 120, height: 84), hole: CGRect(x: 44, y: 30, width: 60, height: 40)
    )
    let fresh: [() -> CheckResult] = ([other] + drawn).map { item in
      {
        let view = evenOddHoleScene(attempt, size: item.size, hole: item.hole).whiteView
        let hole = item.hole
        let which =
          "in a \(Expect.format(item.size.width)) x \(Expect.format(item.size.height)) view "
          + "with the hole at \(Expect.describe(hole.origin)), "
          + "\(Expect.format(hole.width)) x \(Expect.format(hole.height))"
        return CheckResult.sequence([
          {
            Expect.transparent(
              CGPoint(x: hole.midX, y: hole.midY), in: view, what: "the hole's centre, \(which),")
          },
          {
            Expect.covered(
              CGPoint(x: hole.minX - 2, y: hole.midY), in: view,
              what: "a point just left of the hole, \(which),")
          },
          {
            Expect.covered(
              CGPoint(x: hole.maxX + 2, y: hole.midY), in: view,
              what: "a point just right of the hole, \(which),")
          },
          {
            Expect.covered(
              CGPoint(x: hole.minX + 1.5, y: hole.maxY - 1.5), in: view,
              what: "the hole's bottom-left corner (rounded away), \(which),")
          },
          {
            Expect.transparent(
              CGPoint(x: hole.maxX - 4.5, y: hole.maxY - 4.5), in: view,
              what:
                "a point 4.5 points in from the hole's bottom-right corner, which a radius of "
                + "12 leaves open (a larger radius covers it), \(which),")
          },
        ])
      }
    }
    return CheckResult.sequence(
      [
        {
          Expect.transparent(
            CGPoint(x: hole.midX, y: hole.midY), in: white, what: "the hole's centre")
        },
        {
          Expect.transparent(
            CGPoint(x: hole.minX + 14, y: hole.minY + 2), in: white,
            what: "a point near the hole's top edge")
        },
        {
          Expect.covered(CGPoint(x: 4, y: 4), in: white, what: "the white view's top-left corner")
        },
        {
          Expect.covered(
            CGPoint(x: hole.maxX + 4, y: hole.midY), in: white,
            what: "a point just right of the hole"
          )
        },
        {
          Expect.covered(
            CGPoint(x: hole.minX + 1.5, y: hole.minY + 1.5), in: white,
            what: "the hole's top-left corner (rounded away by a radius of 12)")
        },
        {
          // A capsule (the hole's size as `cornerRadii`) rounds this away too.
          Expect.transparent(
            CGPoint(x: hole.minX + 4.5, y: hole.minY + 4.5), in: white,
            what:
              "a point 4.5 points in from the hole's top-left corner, which a radius of 12 "
              + "leaves open (a larger radius, a capsule's, covers it),")
        },
        {
          Expect.figure(
            Figure(of: scene.screen),
            matches: Answers.figure("1.1 screen") {
              Figure(of: evenOddHoleScene(.solution).screen)
            },
            allowedCells: 2, allowedSteps: 1)
        },
      ] + fresh)
  })
