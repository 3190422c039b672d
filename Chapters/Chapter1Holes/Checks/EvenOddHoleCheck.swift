import Workbook

extension Student {
  /// The student's `cutEvenOddHole(in:hole:)`, while their exercise program runs.
  @TaskLocal public static var cutEvenOddHole: @MainActor @Sendable (UIView, CGRect) -> Void = {
    _, _ in
    missing("cutEvenOddHole(in:hole:)")
  }
}

/// A white view over the gradient with the attempt's hole cut into it.
private func evenOddHoleScene(_ attempt: Attempt) -> HoleScene {
  let scene = HoleScene(
    size: CGSize(width: 96, height: 64), hole: CGRect(x: 16, y: 12, width: 64, height: 40))
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
  figure: { attempt in Figure(of: evenOddHoleScene(attempt).screen) },
  check: { attempt in
    let scene = evenOddHoleScene(attempt)
    let hole = scene.holeView.frame
    let white = scene.whiteView
    return CheckResult.sequence([
      {
        Expect.transparent(
          CGPoint(x: hole.midX, y: hole.midY), in: white, what: "the hole's centre")
      },
      {
        Expect.transparent(
          CGPoint(x: hole.minX + 14, y: hole.minY + 2), in: white,
          what: "a point near the hole's top edge")
      },
      { Expect.covered(CGPoint(x: 4, y: 4), in: white, what: "the white view's top-left corner") },
      {
        Expect.covered(
          CGPoint(x: hole.maxX + 4, y: hole.midY), in: white, what: "a point just right of the hole"
        )
      },
      {
        Expect.covered(
          CGPoint(x: hole.minX + 1.5, y: hole.minY + 1.5), in: white,
          what: "the hole's top-left corner (rounded away by a radius of 12)")
      },
      {
        Expect.figure(
          Figure(of: scene.screen),
          matches: Answers.figure("1.1 screen") { Figure(of: evenOddHoleScene(.solution).screen) },
          allowedCells: 2, allowedSteps: 1)
      },
    ])
  })
