import Workbook

extension Student {
  /// The student's `speechBubblePath(in:)`, while their exercise program runs.
  @TaskLocal public static var speechBubblePath: @MainActor @Sendable (CGRect) -> UIBezierPath = {
    _ in
    missing("speechBubblePath(in:)")
  }
}

private let bubbleRect = CGRect(x: 12, y: 12, width: 112, height: 72)

private func bubbleFigure(_ attempt: Attempt) -> Figure {
  let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 136, height: 96))
  view.backgroundColor = UIColor(white: 0.9, alpha: 1)
  view.shapeLayer?.fillColor = UIColor.white.cgColor
  view.shapeLayer?.strokeColor = UIColor.black.cgColor
  view.shapeLayer?.lineWidth = 2
  let make = attempt.pick(
    student: Student.speechBubblePath, solution: Solutions.speechBubblePath)
  view.shapeLayer?.path = make(bubbleRect).cgPath
  return Figure(of: view)
}

let speechBubbleExercise = Exercise(
  title: "A speech bubble with a tail",
  task: """
    Write `speechBubblePath(in:)`: a rounded body over all of the rectangle but its bottom
    16 points, and a tail from the body's bottom edge down to a point near the bottom-left
    corner. The path is filled with non-zero.
    """,
  hints: [
    "Two shapes make one bubble: the body, a rounded rectangle a little shorter than the "
      + "rectangle, and the tail, a triangle hanging from it.",
    "`UIBezierPath(roundedRect: body, cornerRadius: 12)`, then `append` a closed triangle. "
      + "Under non-zero, overlapping outlines that run the same way simply join.",
    "The triangle: `move(to: (minX + 16, body.maxY - 1))`, `addLine(to: (minX + 36, "
      + "body.maxY - 1))`, `addLine(to: (minX + 12, maxY))`, `close()`.",
  ],
  goal: "On a light-grey 136-by-96 background, a white speech bubble outlined in black 2 points "
    + "wide: a 112-by-56 body with rounded corners and a narrow triangular tail hanging from near "
    + "the left end of its bottom edge, slanting down and left to a point.",
  figure: bubbleFigure,
  check: { attempt in
    let make = attempt.pick(
      student: Student.speechBubblePath, solution: Solutions.speechBubblePath)
    // The bubble must fit other rectangles too.
    let fresh = freshOutlineChecks(
      "2.4 bubbles", smallest: CGSize(width: 48, height: 44), make,
      solution: Solutions.speechBubblePath)
    // One of them fixed, so a bubble drawn for the example's rectangle fails even where no
    // inputs are drawn afresh.
    let other = CGRect(x: 40, y: 100, width: 88, height: 56)
    return CheckResult.sequence(
      bubblePointChecks(make(bubbleRect), in: bubbleRect, which: "")
        + bubblePointChecks(
          make(other), in: other, which: " (for the rectangle at (40, 100), 88 x 56)") + fresh)
  })

/// Points a bubble filling `r` must have inside or outside; `which` names the rectangle.
private func bubblePointChecks(_ path: UIBezierPath, in r: CGRect, which: String)
  -> [() -> CheckResult]
{
  let bodyEnd = r.maxY - 16
  return [
    {
      Expect.inside(
        CGPoint(x: r.midX, y: (r.minY + bodyEnd) / 2), of: path, what: "the body's centre\(which)")
    },
    {
      Expect.inside(
        CGPoint(x: r.midX, y: r.minY + 3), of: path,
        what: "a point 3 points below the body's top edge\(which)")
    },
    {
      Expect.inside(
        CGPoint(x: r.minX + 16, y: r.maxY - 6), of: path, what: "a point in the tail\(which)")
    },
    {
      // Both the body and the tail's top cover this strip: under non-zero they join only
      // if they run the same way (under even-odd, never).
      Expect.inside(
        CGPoint(x: r.minX + 26, y: bodyEnd - 0.5), of: path,
        what:
          "a point where the tail overlaps the body, half a point above its bottom edge\(which) "
          + "(the same way round, the two join under non-zero),")
    },
    {
      Expect.outside(
        CGPoint(x: r.maxX - 12, y: r.maxY - 4), of: path,
        what: "a point below the body, right of the tail\(which)")
    },
    {
      Expect.outside(
        CGPoint(x: r.minX + 1, y: r.minY + 1), of: path,
        what: "the body's rounded top-left corner\(which)")
    },
    {
      Expect.inside(
        CGPoint(x: r.maxX - 4, y: r.maxY - 24), of: path,
        what: "the body's right edge above the bottom 16 points\(which)")
    },
  ]
}
