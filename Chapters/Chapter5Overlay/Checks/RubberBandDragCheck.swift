import Workbook

extension Student {
  /// The student's `pannedHeight(start:translation:lowest:highest:available:)`, while their exercise program runs.
  @TaskLocal public static var pannedHeight:
    @Sendable (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) -> CGFloat = { _, _, _, _, _ in
      missing("pannedHeight(start:translation:lowest:highest:available:)")
    }
}

let rubberBandDragExercise = Exercise(
  id: "5.2", name: "RubberBandDrag", title: "Drag past the top",
  task: """
    Write `pannedHeight(start:translation:lowest:highest:available:)` so that the overlay
    follows the finger between its lowest and highest notch, and beyond them moves on the
    rubber band scroll views use, never all the way with the finger.
    """,
  hints: [
    "Work out the height the finger asks for, `start + translation`, then see whether it is "
      + "past a notch.",
    "Past the highest notch the overlay sits at `highest` plus the rubber band of the "
      + "overshoot: `RubberBand.offset(overshoot:dimension:)` with the available space.",
    "`highest + RubberBand.offset(overshoot: proposed - highest, dimension: available)`, and "
      + "the same below the lowest notch (the overshoot is negative there).",
  ],
  figure: { attempt in
    let height = attempt.pick(student: Student.pannedHeight, solution: Solutions.pannedHeight)
    return Figure(
      art: ["from 160 (notches 80 to 240, 320 available)"]
        + [0, 80, 120, 200, -120].map { (t: CGFloat) in
          String(
            format: "finger %+5.0f -> height %6.1f", Double(t), Double(height(160, t, 80, 240, 320))
          )
        })
  },
  check: { attempt in
    let height = attempt.pick(student: Student.pannedHeight, solution: Solutions.pannedHeight)
    return CheckResult.sequence(
      [0, 40, 80, 120, 200, 400, -80, -120, -300].map { (t: CGFloat) in
        {
          Expect.value(
            height(160, t, 80, 240, 320),
            near: Solutions.pannedHeight(
              start: 160, translation: t, lowest: 80, highest: 240, available: 320),
            within: 0.01, what: "the height for a finger moved \(Expect.format(t)) points from 160")
        }
      })
  })
