import Workbook

extension Student {
  /// The student's `styleCard(_:outline:)`, while their exercise program runs.
  @TaskLocal public static var styleCard: @MainActor @Sendable (UIView, UIBezierPath) -> Void = {
    _, _ in
    missing("styleCard(_:outline:)")
  }
}

private let shadowedCardFrame = CGRect(x: 24, y: 24, width: 96, height: 72)

/// A grey screen with the attempt's card on it.
private func shadowedCardScene(
  _ attempt: Attempt, frame: CGRect = shadowedCardFrame, corner: CGFloat = 20
) -> (screen: UIView, card: UIView) {
  let screen = makeScreen()
  let card = UIView(frame: frame)
  screen.addSubview(card)
  let style = attempt.pick(student: Student.styleCard, solution: Solutions.styleCard)
  style(card, cardOutline(in: card.bounds, corner: corner))
  return (screen, card)
}

let shadowedCardExercise = Exercise(
  title: "A shaped card that keeps its shadow",
  task: """
    Write `styleCard(_:outline:)` so that the view becomes a white card of the given
    outline with a black shadow around it. The starter masks the view's own layer: the
    shape is right, but the shadow never appears.
    """,
  hints: [
    "A layer's mask cuts everything that layer draws, its shadow included. So the layer "
      + "that casts the shadow must not be the masked one.",
    "Draw the white with a sublayer that carries the mask, and leave the view's own layer "
      + "clear and unmasked; tell it the shadow's shape with `shadowPath`.",
    "`let front = CALayer()`, `front.frame = view.bounds`, white background, "
      + "`front.mask = mask`, `view.layer.addSublayer(front)`; then "
      + "`view.layer.shadowPath = outline.cgPath` and the shadow settings on `view.layer`.",
  ],
  goal: "A white 96-by-72 card on a light-grey 144-by-120 screen, its top-left and bottom-right "
    + "corners cut off diagonally and its top-right and bottom-left corners rounded, with a soft "
    + "black shadow following that outline all the way round.",
  figure: { attempt in Figure(of: shadowedCardScene(attempt).screen) },
  check: { attempt in
    let (screen, card) = shadowedCardScene(attempt)
    let pixels = AsciiArt().render(screen)
    let grey = Color(white: 0.9).premultiplied
    func at(_ x: CGFloat, _ y: CGFloat) -> Pixel { pixels.pixel(atDeviceX: Int(x), y: Int(y)) }
    let f = card.frame
    let inside = at(f.midX, f.midY)
    let below = at(f.midX, f.maxY + 3)
    let cornerCut = at(f.minX + 3, f.minY + 3)
    // Cards of other sizes, places and corners, drawn afresh when graded: the card
    // must take the outline it is given.
    let fresh: [() -> CheckResult] = Answers.fresh("2.2 cards", count: 2) { inputs in
      let x = CGFloat(Int.random(in: 12...40, using: &inputs))
      let y = CGFloat(Int.random(in: 12...32, using: &inputs))
      let width = CGFloat(Int.random(in: 56...(144 - 12 - Int(x)), using: &inputs))
      let height = CGFloat(Int.random(in: 48...(120 - 12 - Int(y)), using: &inputs))
      let corner = CGFloat(Int.random(in: 8...24, using: &inputs))
      return (frame: CGRect(x: x, y: y, width: width, height: height), corner: corner)
    }.map { item in
      {
        let theirs = shadowedCardScene(attempt, frame: item.frame, corner: item.corner).screen
        let goal = shadowedCardScene(.solution, frame: item.frame, corner: item.corner).screen
        let result = Expect.figure(
          Figure(of: theirs), matches: Figure(of: goal), allowedCells: 4, allowedSteps: 1)
        return result.passed
          ? result
          : .fail(
            "for a card at \(Expect.describe(item.frame.origin)), "
              + "\(Expect.format(item.frame.width)) x \(Expect.format(item.frame.height)), "
              + "corners cut \(Expect.format(item.corner)) deep: " + result.message,
            figure: result.figure)
      }
    }
    // One more card, fixed, with shallow corners: a card drawn to the example's corners
    // instead of the outline given fails here even where no inputs are drawn afresh.
    let shallow: () -> CheckResult = {
      let frame = CGRect(x: 30, y: 28, width: 84, height: 64)
      let (screen, _) = shadowedCardScene(attempt, frame: frame, corner: 8)
      let pixels = AsciiArt().render(screen)
      let spots = [
        (CGPoint(x: frame.minX + 6, y: frame.minY + 6), "top-left"),
        (CGPoint(x: frame.maxX - 7, y: frame.maxY - 7), "bottom-right"),
      ]
      for (spot, corner) in spots {
        let brightness = pixels.pixel(atDeviceX: Int(spot.x), y: Int(spot.y)).x
        guard brightness > 0.97 else {
          return .fail(
            "for a card at \(Expect.describe(frame.origin)), 84 x 64, corners cut 8 deep: "
              + "expected \(Expect.describe(spot)), 6 points in from its \(corner) corner, to "
              + "be white (a cut 8 deep leaves it on the card), but its brightness is "
              + String(format: "%.2f", brightness)
              + ": does the card follow the outline it is given?")
        }
      }
      return .pass()
    }
    return CheckResult.sequence(
      [
        {
          inside.x > 0.97
            ? .pass()
            : .fail(
              "expected the card's centre to be white, but its brightness is \(String(format: "%.2f", inside.x))"
            )
        },
        {
          below.x < grey.x - 0.1
            ? .pass()
            : .fail(
              "expected a dark shadow just below the card (3 points under its edge), but it "
                + "is as light as the screen (brightness \(String(format: "%.2f", below.x)))")
        },
        {
          cornerCut.x < 0.97
            ? .pass()
            : .fail("expected the cut-off top-left corner to show no white card, but it is white")
        },
        {
          Expect.figure(
            Figure(of: screen),
            matches: Answers.figure("2.2 screen") {
              Figure(of: shadowedCardScene(.solution).screen)
            },
            allowedCells: 4, allowedSteps: 1)
        },
        shallow,
      ] + fresh)
  })
