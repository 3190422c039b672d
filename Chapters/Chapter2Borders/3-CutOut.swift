import Workbook

func cutOut() -> Figure {
  func panel(normalized: Bool) -> Figure {
    let screen = makeScreen(width: 136, height: 112)
    let view = CutOutView(frame: CGRect(x: 12, y: 12, width: 112, height: 88))
    view.normalizesShadowPath = normalized
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
