import Workbook

extension Student {
  /// The student's `drawCard(_:in:)`, while their exercise program runs.
  @TaskLocal public static var drawCard: @MainActor @Sendable ([UIBezierPath], CGContext) -> Void =
    { _, _ in
      missing("drawCard(_:in:)")
    }
}

/// The odd card drawn by the attempt's function, then a test square drawn after it, in
/// the top-right corner, where a shadow left set would show.
private final class OutlinedCardView: UIView {
  var attempt = Attempt.solution

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let pieces = Array(
      oddOutlinePieces(in: CGRect(x: 12, y: 12, width: 112, height: 112)).reversed())
    attempt.pick(student: Student.drawCard, solution: Solutions.drawCard)(pieces, context)
    UIColor(white: 0.35, alpha: 1).setFill()
    UIBezierPath(rect: CGRect(x: 128, y: 2, width: 8, height: 8)).fill()
  }
}

private func outlinedCardView(_ attempt: Attempt) -> OutlinedCardView {
  let view = OutlinedCardView(frame: CGRect(x: 0, y: 0, width: 144, height: 144))
  view.backgroundColor = UIColor(white: 0.85, alpha: 1)
  view.attempt = attempt
  return view
}

let oneShadowExercise = Exercise(
  title: "One shadow, and an outline without one",
  task: """
    Write `drawCard(_:in:)`: fill the odd card's three pieces in white so that together
    they cast one shadow (offset 4 right and 6 down, blur 12, black at 60% opacity), then
    outline each piece in grey (`UIColor.gray`, 1 point wide) with no shadow at all. The
    context comes with no shadow set, and whatever is drawn after your function must not
    get one either.
    """,
  hints: [
    "Two things here are the chapter's: how several fills cast a single shadow, and how "
      + "long a shadow, once set, lasts. The third is the order: what must the outline be "
      + "drawn after?",
    "A shadow is part of the graphics state. Whatever you set between a save and its "
      + "restore ends at the restore; the one shadow for several fills comes from grouping "
      + "them, so the shadow is applied once, to the group.",
    "Save the state, set the shadow, group the white fills in a transparency layer, end "
      + "the group, restore the state; only then set the grey and stroke the pieces.",
  ],
  figure: { attempt in Figure(of: outlinedCardView(attempt)) },
  check: { attempt in
    let pixels = AsciiArt().render(outlinedCardView(attempt))
    func brightness(_ x: Int, _ y: Int) -> Float { pixels.pixel(atDeviceX: x, y: y).x }
    let background: Float = 0.85
    // Just below the rows, on the lone item: inside the card, so it must be white.
    let onCard = brightness(40, 12 + 112 - 40 + 4)
    // On the rows' right edge, halfway down: the outline.
    let edge = min(brightness(123, 40), brightness(124, 40))
    // Left of the test square: a shadow left set would fall to its right and below, so
    // compare the pixel right of it with the one left of it.
    let leak = brightness(137, 6) - brightness(126, 6)
    return CheckResult.sequence([
      {
        onCard > 0.98
          ? .pass()
          : .fail(
            "expected the card just below the rows, at (40, 88), to be white, but a shadow "
              + "lies on it (brightness \(String(format: "%.2f", onCard)))")
      },
      {
        edge < 0.8
          ? .pass()
          : .fail(
            "expected a grey outline on the card's right edge at (124, 40), but it is as "
              + "light as \(String(format: "%.2f", edge))")
      },
      {
        abs(leak) < 0.02 && brightness(126, 6) > background - 0.02
          ? .pass()
          : .fail(
            "expected what is drawn after your function to have no shadow, but a square "
              + "drawn after it at (128, 2) casts one: the shadow was left set")
      },
      {
        Expect.figure(
          Figure(of: outlinedCardView(attempt)),
          matches: Answers.figure("4.3 outlined card") { Figure(of: outlinedCardView(.solution)) },
          allowedCells: 2,
          allowedSteps: 1)
      },
    ])
  })
