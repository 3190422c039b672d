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
  /// Whether the test square is drawn after the card (the check draws the card without
  /// it too, so what the square adds can be told apart from the card's own shadow).
  var testSquare = true

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let pieces = Array(
      oddOutlinePieces(in: card).reversed())
    attempt.pick(student: Student.drawCard, solution: Solutions.drawCard)(pieces, context)
    guard testSquare else { return }
    UIColor(white: 0.35, alpha: 1).setFill()
    UIBezierPath(rect: testSquareRect).fill()
  }
}

private let outlinedCard = CGRect(x: 12, y: 12, width: 112, height: 112)
private let testSquareRect = CGRect(x: 128, y: 2, width: 8, height: 8)

private func outlinedCardView(
  _ attempt: Attempt, card: CGRect = outlinedCard, testSquare: Bool = true
) -> OutlinedCardView {
  let view = OutlinedCardView(frame: CGRect(x: 0, y: 0, width: 144, height: 144))
  view.backgroundColor = UIColor(white: 0.85, alpha: 1)
  view.attempt = attempt
  view.card = card
  view.testSquare = testSquare
  return view
}

/// The shadow beside `card` in `pixels`: the average brightness 2 to 12 points right of
/// the rows (at `card.minY + 28`) and 2 to 12 points below the lone item (at a quarter
/// of the card's width). Where only the white fills cast it, it is the solution's to the
/// thousandth; a shadow cast by the outlines too (stroked with the shadow set, or inside
/// the transparency layer) is about 0.015 darker.
private func shadowBeside(_ card: CGRect, in pixels: Bitmap) -> (right: Double, below: Double) {
  let offsets = 2...12
  let rowY = Int(card.minY) + 28
  let itemX = Int((card.minX + card.width / 4).rounded(.down))
  let right = offsets.map { Double(pixels.pixel(atDeviceX: Int(card.maxX) + $0, y: rowY).x) }
  let below = offsets.map { Double(pixels.pixel(atDeviceX: itemX, y: Int(card.maxY) + $0).x) }
  return (
    right.reduce(0, +) / Double(offsets.count), below.reduce(0, +) / Double(offsets.count)
  )
}

/// Compares the shadow beside the attempt's card with the solution's (`want`), for the
/// card described by `named` (or the check's own, when empty).
private func compareShadow(
  _ got: (right: Double, below: Double), _ want: (right: Double, below: Double), card: CGRect,
  named: String
) -> CheckResult {
  let sides = [
    (
      got.right, want.right,
      "from x = \(Int(card.maxX) + 2) to \(Int(card.maxX) + 12) at y = \(Int(card.minY) + 28), "
        + "right of the rows"
    ),
    (
      got.below, want.below,
      "from y = \(Int(card.maxY) + 2) to \(Int(card.maxY) + 12) at x = "
        + "\(Int((card.minX + card.width / 4).rounded(.down))), below the lone item"
    ),
  ]
  for (got, want, place) in sides where abs(got - want) > 0.005 {
    let why =
      got < want
      ? "it is darker, so something besides the white fills casts a shadow: are the outlines "
        + "stroked while the shadow is set, or inside the transparency layer?"
      : "it is lighter: is the shadow the one the task gives (offset 4 right and 6 down, blur "
        + "12, black at 60%), cast once by all three fills?"
    return .fail(
      "\(named.isEmpty ? "" : "\(named), ")expected the shadow \(place), to be the white "
        + "fills' alone, brightness \(String(format: "%.3f", want)) on average, but it is "
        + "\(String(format: "%.3f", got)): \(why)")
  }
  return .pass()
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
  let solution = art.render(outlinedCardView(.solution, card: card))
  let result = Expect.figure(
    Figure(art: art.lines(of: pixels)), matches: Figure(art: art.lines(of: solution)),
    allowedCells: 2, allowedSteps: 1)
  guard result.passed else {
    return .fail("\(named), \(result.message)", figure: result.figure)
  }
  return compareShadow(
    shadowBeside(card, in: pixels), shadowBeside(card, in: solution), card: card, named: named)
}

let oneShadowExercise = Exercise(
  title: "One shadow, and an outline without one",
  task: """
    Write `drawCard(_:in:)`: fill the odd card's three pieces in white so that together
    they cast one shadow (offset 4 right and 6 down, blur 12, black at 60% opacity), then
    outline each piece in grey (`UIColor.gray`, 1 point wide) with no shadow at all. The
    context comes with no shadow set, and whatever is drawn after your function must not
    get one either: the small dark square in the goal's top-right corner is drawn after
    it, and casts no shadow only if your function leaves none set.
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
  goal: "On a light-grey 144-point square, an L-shaped white card: 112-by-72 rows above a lone "
    + "56-by-40 item on the left, a small fillet in the inner corner, each piece outlined in thin "
    + "grey, one soft shadow down and right; a small dark square top right casts none.",
  figure: { attempt in Figure(of: outlinedCardView(attempt)) },
  check: { attempt in
    let pixels = AsciiArt().render(outlinedCardView(attempt))
    func brightness(_ x: Int, _ y: Int) -> Float { pixels.pixel(atDeviceX: x, y: y).x }
    // Just below the rows, on the lone item: inside the card, so it must be white.
    let onCard = brightness(40, 12 + 112 - 40 + 4)
    // On the rows' right edge, halfway down: the outline.
    let edge = min(brightness(123, 40), brightness(124, 40))
    // What the test square changes outside itself: a shadow left set makes it cast one.
    // (Drawn without the square too, so the card's own shadow is told apart from it.)
    let withoutSquare = AsciiArt().render(outlinedCardView(attempt, testSquare: false))
    var leak: Float = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where !testSquareRect.contains(CGPoint(x: x, y: y)) {
        leak = max(
          leak,
          abs(pixels.pixel(atDeviceX: x, y: y).x - withoutSquare.pixel(atDeviceX: x, y: y).x))
      }
    }
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
        leak < 0.02
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
      {
        let got = shadowBeside(outlinedCard, in: pixels)
        let want = Answers.value("4.3 shadow beside the card") { () -> [Double] in
          let shadow = shadowBeside(
            outlinedCard, in: AsciiArt().render(outlinedCardView(.solution)))
          return [shadow.right, shadow.below]
        }
        guard want.count == 2 else { return .fail("the recorded shadow is missing") }
        return compareShadow(got, (want[0], want[1]), card: outlinedCard, named: "")
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
