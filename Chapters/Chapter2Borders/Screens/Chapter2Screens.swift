import UIKit

// Chapter 2 in the app: each screen is put together from the chapter's code (App/), as
// the book's figure is; the technique itself is never written twice.

/// A light grey backdrop, against which both a white card and its shadow show.
private func backdrop(width: CGFloat = 144, height: CGFloat = 120) -> UIView {
  let screen = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  screen.backgroundColor = UIColor(white: 0.9, alpha: 1)
  return screen
}

/// A suit on a white card, drawn at twice the book's size for a phone.
private func suitCard(_ suit: SuitView) -> UIView {
  let card = UIView(frame: suit.bounds)
  card.backgroundColor = .white
  card.addSubview(suit)
  return card
}

private let suitFrame = CGRect(x: 0, y: 0, width: 224, height: 224)

/// Two suits on their cards, one above the other.
private func suitPair(_ top: SuitView, _ bottom: SuitView) -> UIView {
  let pair = UIView(frame: CGRect(x: 0, y: 0, width: 224, height: 456))
  let lower = suitCard(bottom)
  lower.frame.origin.y = 232
  pair.addSubview(suitCard(top))
  pair.addSubview(lower)
  return pair
}

/// A card on the backdrop that can be made narrow or wide, as a rotation would: with its
/// layers' implicit actions turned off (the chapter's fix) or left on.
private func resizableCard(disablesActions: Bool) -> UIView {
  let screen = backdrop(width: 288, height: 192)
  let frame = CGRect(x: 24, y: 24, width: 144, height: 144)
  let card = disablesActions ? CardView(frame: frame) : CardWithLayerActions(frame: frame)
  screen.addSubview(card)
  return withChoices(screen, ["narrow", "wide"]) { [weak card] choice in
    card?.frame.size.width = choice == 0 ? 144 : 240
  }
}

let chapter2Screens = AppChapter(
  number: 2, title: "Custom borders and shapes",
  techniques: [
    Technique(
      "A card whose shadow survives its mask", figure: "borders/card-with-shadow",
      versions: [
        (
          "mask on a front layer",
          {
            let screen = backdrop(width: 288, height: 240)
            screen.addSubview(CardView(frame: CGRect(x: 48, y: 48, width: 192, height: 144)))
            return screen
          }
        ),
        (
          "mask on the view's layer",
          {
            let screen = backdrop(width: 288, height: 240)
            screen.addSubview(MaskedCardView(frame: CGRect(x: 48, y: 48, width: 192, height: 144)))
            return screen
          }
        ),
      ]),
    Technique("Rounded corners without a mask", figure: "borders/masked-corners") {
      let screen = backdrop(width: 288, height: 240)
      screen.addSubview(makeCornerCard(frame: CGRect(x: 32, y: 32, width: 208, height: 160)))
      return screen
    },
    Technique(
      "When the card changes size", figure: "borders/layer-actions",
      versions: [
        ("actions off", { resizableCard(disablesActions: true) }),
        ("implicit actions", { resizableCard(disablesActions: false) }),
      ]),
    Technique(
      "Which way is clockwise", figure: "borders/wrong-way-corner",
      versions: [true, false].map { clockwise in
        (
          "clockwise: \(clockwise)",
          {
            let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 240, height: 192))
            view.backgroundColor = .white
            let inset = view.bounds.insetBy(dx: 24, dy: 24)
            let outline =
              clockwise
              ? cardOutline(in: inset, corner: 48)
              : cardOutlineWithAnticlockwiseCorner(in: inset, corner: 48)
            view.shapeLayer?.path = outline.cgPath
            return view
          }
        )
      }),
    Technique(
      "A thick curve cut out of a card", figure: "borders/cut-out",
      versions: [false, true].map { normalized in
        (
          normalized ? "shadow: normalized" : "shadow: same path",
          {
            let screen = backdrop(width: 272, height: 224)
            let frame = CGRect(x: 24, y: 24, width: 224, height: 176)
            let view = normalized ? CutOutView(frame: frame) : SamePathCutOutView(frame: frame)
            screen.addSubview(view)
            return screen
          }
        )
      }),
    Technique("A curve that crosses itself", figure: "borders/stroke-outline") {
      let screen = backdrop(width: 272, height: 224)
      screen.backgroundColor = UIColor(white: 0.45, alpha: 1)  // dark, so the cut shows
      let card = CutOutView(frame: CGRect(x: 24, y: 24, width: 224, height: 176))
      card.curve = { loopCurve(in: $0) }
      card.layer.shadowOpacity = 0
      screen.addSubview(card)
      return screen
    },
    Technique("Spade and club", figure: "borders/black-suits") {
      suitPair(
        SpadeView(frame: suitFrame, color: .black), ClubView(frame: suitFrame, color: .black))
    },
    Technique("Diamond and heart", figure: "borders/red-suits") {
      suitPair(DiamondView(frame: suitFrame, color: .red), HeartView(frame: suitFrame, color: .red))
    },
    Technique(
      "The club's fill rule", figure: "borders/club-fill-rules",
      versions: [
        ("non-zero", { suitCard(ClubView(frame: suitFrame, color: .black)) }),
        (
          "even-odd",
          {
            let club = ClubView(frame: suitFrame, color: .black)
            club.shapeLayer?.fillRule = .evenOdd
            return suitCard(club)
          }
        ),
        (
          "its lines",
          {
            let club = ClubView(frame: suitFrame, color: .black)
            club.shapeLayer?.fillColor = nil
            return suitCard(club)
          }
        ),
      ]),
  ])
