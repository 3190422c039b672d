import Workbook

/// The screens of this chapter: light grey, so both a white card and its dark shadow
/// show against them.
func makeScreen(width: CGFloat = 144, height: CGFloat = 120) -> UIView {
  let screen = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  screen.backgroundColor = UIColor(white: 0.9, alpha: 1)
  return screen
}

func cardWithShadow() -> Figure {
  let cardFrame = CGRect(x: 24, y: 24, width: 96, height: 72)
  let good = makeScreen()
  good.addSubview(CardView(frame: cardFrame))
  let masked = makeScreen()
  masked.addSubview(MaskedCardView(frame: cardFrame))
  return .sideBySide(
    [
      Figure(of: good, title: "mask on a front layer"),
      Figure(of: masked, title: "mask on the view's layer"),
    ],
    caption: "The same outline and shadow settings. Masking a front sublayer keeps the "
      + "view's shadow; masking the view's own layer cuts the shadow away with "
      + "everything else outside the outline.")
}

// @begin(masked-corners)
func maskedCornersCard() -> Figure {
  let screen = makeScreen()
  screen.addSubview(makeCornerCard(frame: CGRect(x: 16, y: 16, width: 104, height: 80)))
  return Figure(
    of: screen,
    caption: "Top left and bottom right rounded by maskedCorners, with the layer's own "
      + "shadow, which follows them: no mask, no sublayer. (The model draws the corners "
      + "circular; UIKit's .continuous curve eases into them.)")
}
// @end(masked-corners)

// @begin(layer-actions)
/// The card made wider (a rotation, say) once it has been on screen, drawn a tenth of a
/// second later: with Core Animation's implicit actions, and with them disabled.
func layerActions() -> Figure {
  func panel(_ title: String, disablesActions: Bool) -> Figure {
    let screen = makeScreen(width: 144, height: 104)
    let frame = CGRect(x: 12, y: 16, width: 72, height: 72)
    let card = disablesActions ? CardView(frame: frame) : CardWithLayerActions(frame: frame)
    screen.addSubview(card)
    _ = Figure(of: screen)  // on screen, 72 points wide
    card.frame.size.width = 120
    screen.layoutIfNeeded()  // the layout pass at the end of the run loop's turn
    Simulator.wait(0.1)
    return Figure(of: screen, title: title)
  }
  return .sideBySide(
    [
      panel("0.1 s later: actions", disablesActions: false),
      panel("setDisableActions(true)", disablesActions: true),
    ],
    caption: "The card, 72 points wide on screen, made 120 wide, a tenth of a second "
      + "later. Left: the white layer's frame is still on its implicit 0.25-second "
      + "animation, while the mask's new path, which never animates implicitly, is "
      + "already the wide outline: the white card lags behind its shadow (moved at once "
      + "by the view's own layer) and ends in a straight cut. Right: the same layout "
      + "inside a transaction that disables actions: white, outline and shadow are at the "
      + "new size at once, together.")
}
// @end(layer-actions)

// @begin(follow-animation)
/// The card made wider inside `UIView.animate(withDuration: 0.3)`, drawn 0.1 and 0.2 s
/// in: its layers follow the animation from their old values.
func followAnimation() -> Figure {
  func panel(at time: Double) -> Figure {
    let screen = makeScreen(width: 144, height: 104)
    let card = CardView(frame: CGRect(x: 12, y: 16, width: 72, height: 72))
    screen.addSubview(card)
    _ = Figure(of: screen)  // on screen, 72 points wide
    UIView.animate(withDuration: 0.3) {
      card.frame.size.width = 120
      screen.layoutIfNeeded()  // the layout runs inside the animation block
    }
    Simulator.wait(time)
    return Figure(of: screen, title: String(format: "%.1f s of 0.3 s", time))
  }
  return .sideBySide(
    [panel(at: 0.1), panel(at: 0.2)],
    caption: "The card, 72 points wide, made 120 wide inside UIView.animate(withDuration: "
      + "0.3). Its layout adds an animation from the old value to each of the white "
      + "layer's bounds and position, the mask's path and the shadow path, with the "
      + "block's duration and curve: at every moment the three have the same width.")
}
// @end(follow-animation)
