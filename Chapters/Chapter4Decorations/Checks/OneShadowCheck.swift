import Workbook

extension Student {
  /// The student's `fillAsOne(_:in:)`, while their exercise program runs.
  @TaskLocal public static var fillAsOne: @MainActor @Sendable ([UIBezierPath], CGContext) -> Void =
    { _, _ in
      missing("fillAsOne(_:in:)")
    }
}

/// The odd card filled by the attempt's function.
private final class OneShadowView: UIView {
  var attempt = Attempt.solution

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    let pieces = Array(
      oddOutlinePieces(in: CGRect(x: 12, y: 12, width: 112, height: 112)).reversed())
    attempt.pick(student: Student.fillAsOne, solution: Solutions.fillAsOne)(pieces, context)
  }
}

private func oneShadowView(_ attempt: Attempt) -> OneShadowView {
  let view = OneShadowView(frame: CGRect(x: 0, y: 0, width: 144, height: 144))
  view.backgroundColor = UIColor(white: 0.85, alpha: 1)
  view.attempt = attempt
  return view
}

let oneShadowExercise = Exercise(
  title: "One shadow for three pieces",
  task: """
    Write `fillAsOne(_:in:)` so that the three pieces of the odd card, filled in a context
    with a shadow, cast a single shadow: the shadow of the whole card, never one piece's
    shadow lying on another piece.
    """,
  hints: [
    "Each fill with a shadow set casts its own shadow. You want the shadow to be applied "
      + "once, to everything the three fills draw.",
    "A transparency layer collects drawing in a fresh buffer and draws it once, with the "
      + "shadow, at the end.",
    "`context.beginTransparencyLayer(auxiliaryInfo: nil)`, the three fills, then "
      + "`context.endTransparencyLayer()`.",
  ],
  figure: { attempt in Figure(of: oneShadowView(attempt)) },
  check: { attempt in
    let pixels = AsciiArt().render(oneShadowView(attempt))
    // Just below the rows, on the lone item: inside the card, so it must be white.
    let onCard = pixels.pixel(atDeviceX: 40, y: 12 + 112 - 40 + 4)
    return CheckResult.sequence([
      {
        onCard.x > 0.98
          ? .pass()
          : .fail(
            "expected the card just below the rows, at (40, 88), to be white, but a shadow "
              + "lies on it (brightness \(String(format: "%.2f", onCard.x)))")
      },
      {
        Expect.figure(
          Figure(of: oneShadowView(attempt)),
          matches: Answers.figure("4.3 card") { Figure(of: oneShadowView(.solution)) },
          allowedCells: 2,
          allowedSteps: 1)
      },
    ])
  })
