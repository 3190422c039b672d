import Workbook

/// A suit on a white card, as the figures show it.
func onCard(_ suit: SuitView) -> UIView {
  let card = UIView(frame: suit.bounds)
  card.backgroundColor = .white
  card.addSubview(suit)
  return card
}

let suitFrame = CGRect(x: 0, y: 0, width: 112, height: 112)

func blackSuits() -> Figure {
  .sideBySide(
    [
      Figure(of: onCard(SpadeView(frame: suitFrame, color: .black)), title: "SpadeView"),
      Figure(of: onCard(ClubView(frame: suitFrame, color: .black)), title: "ClubView"),
    ],
    caption: "Spade and club, each a clear view whose layerClass is CAShapeLayer, filled by "
      + "its own layer, with a shadow shaped by the suit's path as its shadowPath.")
}

func redSuits() -> Figure {
  .sideBySide(
    [
      Figure(of: onCard(DiamondView(frame: suitFrame, color: .red)), title: "DiamondView"),
      Figure(of: onCard(HeartView(frame: suitFrame, color: .red)), title: "HeartView"),
    ],
    caption: "Diamond and heart, in red: darker than white but lighter than black, so in "
      + "plain text they come out a step lighter than the black suits.")
}

// @begin(club-outline)
func clubOutline() -> Figure {
  let outline = ClubView(frame: suitFrame, color: .black)
  // The path's lines only, hidden ones included, and no shadow.
  outline.shapeLayer?.fillColor = nil
  outline.shapeLayer?.strokeColor = UIColor.black.cgColor
  outline.shapeLayer?.lineWidth = 2
  outline.layer.shadowOpacity = 0
  let club = ClubView(frame: suitFrame, color: .black)
  let path = club.suitPath(in: suitFrame)
  return .sideBySide(
    [
      Figure(of: outline, title: "stroked, not filled"),
      Figure(windingNumbersOf: path.cgPath, size: suitFrame.size, title: "winding numbers"),
    ],
    caption: "The club's path: three circles, a stem, and the straight lines addArc drew "
      + "from the centre to each circle's start. Where circles overlap the winding "
      + "number is 2.")
}
// @end(club-outline)

// @begin(club-fill-rules)
func clubFillRules() -> Figure {
  /// The club filled with `rule`, without its shadow, so that only the fill shows.
  func club(_ rule: CAShapeLayerFillRule) -> UIView {
    let club = ClubView(frame: suitFrame, color: .black)
    club.shapeLayer?.fillRule = rule
    club.layer.shadowOpacity = 0
    return onCard(club)
  }
  return .sideBySide(
    [
      Figure(of: club(.nonZero), title: "non-zero"),
      Figure(of: club(.evenOdd), title: "even-odd"),
    ],
    caption: "The club filled alone, without its shadow. Non-zero fills every "
      + "place the path winds around, however often; even-odd empties the overlaps "
      + "counted twice: the two narrow lenses where the top circle meets the side ones, "
      + "white on the card.")
}
// @end(club-fill-rules)

// @begin(shadow-cost)
func shadowCost() -> Figure {
  func suits(withShadowPath: Bool) -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 448, height: 112))
    screen.backgroundColor = .white
    let views: [SuitView] = [
      SpadeView(frame: suitFrame, color: .black), HeartView(frame: suitFrame, color: .red),
      DiamondView(frame: suitFrame, color: .red), ClubView(frame: suitFrame, color: .black),
    ]
    for (index, suit) in views.enumerated() {
      suit.frame.origin.x = CGFloat(index) * 112
      screen.addSubview(suit)
    }
    screen.layoutIfNeeded()
    // SuitView sets its shadowPath in layoutSubviews(); the article's suits have none.
    if !withShadowPath { for suit in views { suit.layer.shadowPath = nil } }
    return screen
  }
  var lines = ["four suits, one frame              offscreen passes"]
  for withPath in [false, true] {
    let cost = Simulator.renderCost(ofFrame: suits(withShadowPath: withPath))
    lines.append(
      (withPath ? "shadowPath = the suit's path" : "shadow from the shape's alpha").padding(
        toLength: 35, withPad: " ", startingAt: 0) + String(format: "%16d", cost.offscreenPasses))
  }
  return Figure(
    art: lines,
    caption: "A shadow taken from what a layer draws needs that drawing first, offscreen, "
      + "every frame; given the same outline as a shadowPath, Core Animation draws the "
      + "shadow straight away. SuitView sets its shadowPath, as the card earlier in this "
      + "chapter does; the article's suits have none.")
}
// @end(shadow-cost)
