import Workbook

extension Student {
  /// The student's `roundHolePath(in:)`, while their exercise program runs.
  @TaskLocal public static var roundHolePath: @MainActor @Sendable (CGRect) -> UIBezierPath = { _ in
    missing("roundHolePath(in:)")
  }
}

private let roundHoleSquare = CGRect(x: 24, y: 12, width: 48, height: 48)

private func roundHoleScene(_ attempt: Attempt) -> HoleScene {
  let scene = HoleScene(size: CGSize(width: 96, height: 72), hole: roundHoleSquare)
  let outline = attempt.pick(student: Student.roundHolePath, solution: Solutions.roundHolePath)
  let path = UIBezierPath(rect: scene.whiteView.bounds)
  path.append(outline(roundHoleSquare))
  let mask = CAShapeLayer()
  mask.path = path.cgPath
  mask.fillRule = .evenOdd
  scene.whiteView.layer.mask = mask
  return scene
}

let roundHoleExercise = Exercise(
  title: "A round window",
  task: """
    Write `roundHolePath(in:)` so that it returns the outline of a circle that just fits in
    the square it is given. The starter returns the square itself. There is a way to do it
    with a rounded rectangle, thanks to how corner radii are clamped (in the model a
    clamped square is a circle; UIKit's continuous corners make it nearly one), and
    another without.
    """,
  hints: [
    "UIKit never lets a rounded rectangle's corner radius exceed half of its shorter side.",
    "So ask for a radius of at least half the side: "
      + "`UIBezierPath(roundedRect: square, cornerRadius: square.width / 2)`, or pass "
      + "`square.size` as the `cornerRadii:` of `byRoundingCorners:`.",
    "`UIBezierPath(ovalIn: square)` draws the same circle another way.",
  ],
  goal: "A white 96-by-72 view with a round hole 48 points across cut out of its middle; through "
    + "it the grey gradient behind shows, lighter at the top and darker at the bottom.",
  figure: { attempt in Figure(of: roundHoleScene(attempt).screen) },
  check: { attempt in
    let path = attempt.pick(student: Student.roundHolePath, solution: Solutions.roundHolePath)
    // Beside the chapter's square, squares of other sizes and places, drawn afresh
    // when graded: the circle must fit the square it is given.
    // Large squares too: a fixed corner radius (30, say, or 100) makes a circle of a
    // small square, but only a rounded square of these.
    let squares =
      [
        roundHoleSquare, CGRect(x: 8, y: 20, width: 160, height: 160),
        CGRect(x: -100, y: 40, width: 480, height: 480),
      ]
      + Answers.fresh("1.2 squares", count: 4) { inputs in
        let side = Int.random(in: 16...120, using: &inputs)
        return CGRect(
          x: Int.random(in: -50...200, using: &inputs),
          y: Int.random(in: -50...200, using: &inputs),
          width: side, height: side)
      }
    var checks: [() -> CheckResult] = []
    for square in squares {
      let outline = path(square)
      let centre = CGPoint(x: square.midX, y: square.midY)
      let radius = square.width / 2
      let which =
        square == roundHoleSquare
        ? ""
        : " (for the square at \(Expect.describe(square.origin)), \(Expect.format(square.width)) wide)"
      for k in 0..<8 {
        let angle = CGFloat(k) * .pi / 4
        let inside = CGPoint(
          x: centre.x + 0.9 * radius * cos(angle), y: centre.y + 0.9 * radius * sin(angle))
        checks.append { Expect.inside(inside, of: outline, what: "a point of the circle\(which)") }
      }
      // Just outside the circle, towards each corner: still inside the square, and inside
      // any rounded square whose corners are not half its side.
      for k in [1, 3, 5, 7] {
        let angle = CGFloat(k) * .pi / 4
        let outside = CGPoint(
          x: centre.x + 1.15 * radius * cos(angle), y: centre.y + 1.15 * radius * sin(angle))
        checks.append {
          Expect.outside(
            outside, of: outline,
            what: "a point just outside the circle\(which), towards a corner,")
        }
      }
      for corner in square.insetBy(dx: square.width / 16, dy: square.width / 16).cornerPoints {
        checks.append {
          Expect.outside(
            corner, of: outline,
            what: "a corner of the square\(which), which a circle leaves out,")
        }
      }
    }
    let scene = roundHoleScene(attempt)
    checks.append {
      Expect.figure(
        Figure(of: scene.screen),
        matches: Answers.figure("1.2 screen") { Figure(of: roundHoleScene(.solution).screen) },
        allowedCells: 3, allowedSteps: 1)
    }
    return CheckResult.sequence(checks)
  })

extension CGRect {
  /// The four corners, clockwise from the top left.
  var cornerPoints: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
    ]
  }
}
