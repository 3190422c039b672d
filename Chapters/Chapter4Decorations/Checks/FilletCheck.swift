import Workbook

extension Student {
  /// The student's `filletPath(corner:radius:)`, while their exercise program runs.
  @TaskLocal public static var filletPath: @MainActor @Sendable (CGPoint, CGFloat) -> UIBezierPath =
    { _, _ in
      missing("filletPath(corner:radius:)")
    }
}

private let filletCorner = CGPoint(x: 20, y: 20)
private let filletRadius: CGFloat = 40

let filletExercise = Exercise(
  title: "The fillet",
  task: """
    Write `filletPath(corner:radius:)`: the small curved piece that rounds an inner
    corner. It is a square with a quarter circle cut out of it, the circle centred at the
    square's far corner, so what remains hugs `corner`.
    """,
  hints: [
    "Start at `corner`, go down the square's side, then come back along the quarter "
      + "circle, and close.",
    "The quarter circle is centred at `corner + (radius, radius)`; it runs from the "
      + "square's bottom-left corner (angle pi from its centre) to its top-right (angle "
      + "1.5 pi).",
    "`move(to: corner)`, `addLine(to: (corner.x, corner.y + radius))`, `addArc(withCenter: "
      + "(corner.x + radius, corner.y + radius), radius: radius, startAngle: .pi, "
      + "endAngle: 1.5 * .pi, clockwise: true)`, `close()`.",
  ],
  goal: "An 80-point white square with a black fillet: the 40-point square from (20, 20) less a "
    + "quarter circle of radius 40 centred at its bottom-right corner, a black sliver with a "
    + "curved inner edge that hugs that square's top-left corner.",
  figure: { attempt in
    let make = attempt.pick(student: Student.filletPath, solution: Solutions.filletPath)
    let layer = CAShapeLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
    layer.backgroundColor = UIColor.white.cgColor
    layer.path = make(filletCorner, filletRadius).cgPath
    return Figure(of: layer)
  },
  check: { attempt in
    let make = attempt.pick(student: Student.filletPath, solution: Solutions.filletPath)
    // The check's own corner first, then others drawn afresh when graded.
    let fresh = Answers.fresh("4.4 fillet", count: 4) { inputs in
      (
        corner: CGPoint(
          x: Int.random(in: 0...200, using: &inputs), y: Int.random(in: 0...200, using: &inputs)),
        radius: CGFloat(Int.random(in: 10...80, using: &inputs))
      )
    }
    return CheckResult.sequence(
      filletProbes(make(filletCorner, filletRadius), corner: filletCorner, radius: filletRadius)
        + fresh.flatMap { corner, radius in
          let named = "with corner \(Expect.describe(corner)) and radius \(Expect.format(radius))"
          return filletProbes(make(corner, radius), corner: corner, radius: radius).map { probe in
            {
              let result = probe()
              return result.passed ? result : .fail("\(named): \(result.message)")
            }
          }
        })
  })

/// Points that must be inside and outside the fillet at `corner` with `radius`.
private func filletProbes(_ path: UIBezierPath, corner c: CGPoint, radius r: CGFloat)
  -> [() -> CheckResult]
{
  [
    { Expect.inside(CGPoint(x: c.x + 2, y: c.y + 2), of: path, what: "a point by the corner") },
    {
      Expect.inside(
        CGPoint(x: c.x + 1, y: c.y + 0.3 * r), of: path, what: "a point along the left side")
    },
    {
      let result = Expect.inside(
        CGPoint(x: c.x + 0.27 * r, y: c.y + 0.27 * r), of: path,
        what: "a point on the diagonal just outside the circle")
      return result.passed
        ? result
        : .fail(
          result.message + "; the sliver reaches out to the quarter circle itself, which "
            + "crosses the diagonal at "
            + Expect.describe(
              CGPoint(x: c.x + r - r / 2.squareRoot(), y: c.y + r - r / 2.squareRoot())))
    },
    {
      let result = Expect.outside(
        CGPoint(x: c.x + 0.4 * r, y: c.y + 0.4 * r), of: path,
        what: "a point on the diagonal just inside the circle")
      return result.passed
        ? result
        : .fail(
          result.message + "; everything inside the circle is cut out, up to the arc, not "
            + "just what lies beyond a straight line between its ends")
    },
    {
      Expect.outside(
        CGPoint(x: c.x + r - 2, y: c.y + r - 2), of: path, what: "a point by the circle's centre")
    },
    {
      Expect.outside(
        CGPoint(x: c.x + 0.5 * r, y: c.y + 0.5 * r), of: path,
        what: "the square's middle, inside the circle")
    },
    {
      Expect.outside(
        CGPoint(x: c.x - 2, y: c.y + 5), of: path, what: "a point left of the square")
    },
  ]
}
