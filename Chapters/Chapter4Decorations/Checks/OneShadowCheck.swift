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
  /// The card's rect; the check's own is the one the figure shows.
  var card = outlinedCard

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let pieces = Array(
      oddOutlinePieces(in: card).reversed())
    attempt.pick(student: Student.drawCard, solution: Solutions.drawCard)(pieces, context)
    UIColor(white: 0.35, alpha: 1).setFill()
    UIBezierPath(rect: CGRect(x: 128, y: 2, width: 8, height: 8)).fill()
  }
}

private let outlinedCard = CGRect(x: 12, y: 12, width: 112, height: 112)

private func outlinedCardView(_ attempt: Attempt, card: CGRect = outlinedCard)
  -> OutlinedCardView
{
  let view = OutlinedCardView(frame: CGRect(x: 0, y: 0, width: 144, height: 144))
  view.backgroundColor = UIColor(white: 0.85, alpha: 1)
  view.attempt = attempt
  view.card = card
  return view
}

/// The attempt's card at `card` (another than the check's own) compared with the
/// solution's: white below the rows, outlined on the right, and the same figure (each
/// drawn once: the figures come from the same pixels).
private func checkCard(_ attempt: Attempt, at card: CGRect) -> CheckResult {
  let art = AsciiArt()
  let pixels = art.render(outlinedCardView(attempt, card: card))
  func brightness(_ x: CGFloat, _ y: CGFloat) -> Float {
    pixels.pixel(atDeviceX: Int(x), y: Int(y)).x
  }
  let named =
    "with the card at \(Expect.describe(card.origin)), \(Expect.format(card.width)) wide and "
    + "\(Expect.format(card.height)) tall"
  let below = CGPoint(
    x: (card.minX + card.width / 4).rounded(.down), y: card.maxY - Grid.itemHeight + 4)
  let onCard = brightness(below.x, below.y)
  guard onCard > 0.98 else {
    return .fail(
      "\(named), expected the card just below the rows, at \(Expect.describe(below)), to be "
        + "white, but a shadow lies on it (brightness \(String(format: "%.2f", onCard)))")
  }
  let side = CGPoint(x: card.maxX, y: card.minY + 28)
  let edge = min(brightness(side.x - 1, side.y), brightness(side.x, side.y))
  guard edge < 0.8 else {
    return .fail(
      "\(named), expected a grey outline on the card's right edge at \(Expect.describe(side)), "
        + "but it is as light as \(String(format: "%.2f", edge))")
  }
  let result = Expect.figure(
    Figure(art: art.lines(of: pixels)),
    matches: Figure(art: art.lines(of: art.render(outlinedCardView(.solution, card: card)))),
    allowedCells: 2, allowedSteps: 1)
  return result.passed ? result : .fail("\(named), \(result.message)", figure: result.figure)
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
    let recorded: [() -> CheckResult] = [
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
    ]
    // Other cards, drawn afresh when graded: other places and sizes in the view, left of
    // the test square.
    let fresh: [() -> CheckResult] = Answers.fresh("4.3 card", count: 2) { inputs in
      let x = Int.random(in: 4...40, using: &inputs)
      let y = Int.random(in: 4...40, using: &inputs)
      return CGRect(
        x: x, y: y, width: Int.random(in: 60...(124 - x), using: &inputs),
        height: Int.random(in: 70...(130 - y), using: &inputs))
    }.map { card in { checkCard(attempt, at: card) } }
    return CheckResult.sequence(recorded + fresh)
  })
