import Workbook

func cutOut() -> Figure {
  func panel(normalized: Bool) -> Figure {
    let screen = makeScreen(width: 136, height: 112)
    let frame = CGRect(x: 12, y: 12, width: 112, height: 88)
    let view = normalized ? CutOutView(frame: frame) : SamePathCutOutView(frame: frame)
    screen.addSubview(view)
    return Figure(of: screen, title: normalized ? "shadow: normalized" : "shadow: same path")
  }
  return .sideBySide(
    [panel(normalized: false), panel(normalized: true)],
    caption: "An 18-point curve cut through a card with even-odd. The shadow path is "
      + "filled with non-zero: with the same path, the cut (winding 2 here) fills with "
      + "shadow and shows black; normalized to the even-odd region, the shadow has the "
      + "hole too.")
}

// @begin(stroke-outline)
func strokeOutline() -> Figure {
  let outlineView = ShapeView(frame: CGRect(x: 0, y: 0, width: 136, height: 112))
  outlineView.backgroundColor = .white
  let curveBounds = CGRect(x: 12, y: 12, width: 112, height: 88)
  let curve = loopCurve(in: curveBounds)
  curve.apply(CGAffineTransform(translationX: 12, y: 12))
  outlineView.shapeLayer?.path = curve.cgPath.copy(
    strokingWithWidth: 18, lineCap: .round, lineJoin: .round, miterLimit: 10)
  outlineView.shapeLayer?.fillRule = .nonZero

  let screen = makeScreen(width: 136, height: 112)
  screen.backgroundColor = UIColor(white: 0.45, alpha: 1)  // dark, so the cut shows
  let card = CutOutView(frame: curveBounds)
  card.curve = loopCurve(in:)
  card.layer.shadowOpacity = 0  // no shadow here: only the cut matters
  screen.addSubview(card)
  return .sideBySide(
    [
      Figure(of: outlineView, title: "the stroke, non-zero"),
      Figure(of: screen, title: "cut from a card, even-odd"),
    ],
    caption: "A curve that crosses itself, stroked 18 wide. Where the stroke overlaps "
      + "itself its outline winds twice: non-zero fills it, but cut out with even-odd "
      + "the overlap counts as card again, and a white patch is left in the cut.")
}
// @end(stroke-outline)

// @begin(cut-taps)
/// Where taps on the cut-out card go, by the card's own hit test, and what two tempting
/// shortcuts would answer instead: `contains(_:)` with its default non-zero rule, and
/// the bounds.
func cutTaps() -> Figure {
  let screen = makeScreen(width: 136, height: 112)
  let card = CutOutView(frame: CGRect(x: 12, y: 12, width: 112, height: 88))
  screen.addSubview(card)
  screen.layoutIfNeeded()
  let taps: [(String, CGPoint)] = [
    ("in the cut", CGPoint(x: 84, y: 22)),
    ("on the card", CGPoint(x: 20, y: 70)),
    ("in a rounded corner", CGPoint(x: 1, y: 1)),
  ]
  func word(_ inside: Bool) -> String { inside ? "card" : "behind" }
  var lines = ["tap (card's points)          hit test   non-zero   bounds"]
  for (name, point) in taps {
    let hit = screen.hitTest(card.convert(point, to: screen), with: nil) === card
    let nonZero = card.outline(in: card.bounds).contains(point)
    let cells = [
      "\(name) (\(Int(point.x)), \(Int(point.y)))".padding(
        toLength: 29, withPad: " ", startingAt: 0),
      word(hit).padding(toLength: 11, withPad: " ", startingAt: 0),
      word(nonZero).padding(toLength: 11, withPad: " ", startingAt: 0),
      word(card.bounds.contains(point)),
    ]
    lines.append(cells.joined())
  }
  return Figure(
    art: lines,
    caption: "Taps on the cut-out card. Its hit test, the outline with the mask's even-odd "
      + "rule, sends a tap in the cut or in a rounded corner to what lies behind. The "
      + "outline's contains(_:) with its default non-zero rule keeps the cut (the model's "
      + "stroke outline winds it twice; Core Graphics does not document the direction, so "
      + "on a device it may not), and the bounds keep both.")
}
// @end(cut-taps)

// @begin(voiceover-outline)
/// What VoiceOver outlines on the cut-out card in a list that has scrolled 24 points:
/// the card's `accessibilityPath`, drawn filled on an empty screen of the same size, and
/// beside it a path set once, when the list had not scrolled yet.
func voiceOverOutline() -> Figure {
  let screen = makeScreen(width: 88, height: 120)
  let list = UIScrollView(frame: screen.bounds)
  list.contentSize = CGSize(width: 88, height: 400)
  screen.addSubview(list)
  let card = CutOutView(frame: CGRect(x: 8, y: 40, width: 72, height: 88))
  list.addSubview(card)
  screen.layoutIfNeeded()
  let setOnce = UIAccessibility.convertToScreenCoordinates(card.outline(in: card.bounds), in: card)
  list.contentOffset = CGPoint(x: 0, y: 24)
  screen.layoutIfNeeded()
  func outlineScreen(_ path: UIBezierPath?) -> UIView {
    let empty = makeScreen(width: 88, height: 120)
    let shape = ShapeView(frame: empty.bounds)
    shape.shapeLayer?.path = path?.cgPath
    shape.shapeLayer?.fillRule = .evenOdd
    shape.shapeLayer?.fillColor = UIColor(white: 0.2, alpha: 1).cgColor
    empty.addSubview(shape)
    return empty
  }
  return .sideBySide(
    [
      Figure(of: screen, title: "scrolled 24 pt"),
      Figure(of: outlineScreen(card.accessibilityPath), title: "accessibilityPath"),
      Figure(of: outlineScreen(setOnce), title: "a path set once"),
    ],
    caption: "The cut-out card in a list scrolled up 24 points, and what VoiceOver would "
      + "outline, in screen coordinates. The card's accessibilityPath, computed when asked, "
      + "is its shape where it is now, the cut included. A path converted once, before "
      + "the scroll, still outlines where the card was, 24 points lower.")
}
// @end(voiceover-outline)
