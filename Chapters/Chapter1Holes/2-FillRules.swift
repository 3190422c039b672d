import Workbook

// @begin(winding-numbers)
func windingNumbers() -> Figure {
  let size = CGSize(width: 120, height: 64)
  let hole = CGRect(x: 24, y: 16, width: 72, height: 32)

  let sameWay = UIBezierPath(rect: CGRect(origin: .zero, size: size))
  sameWay.append(UIBezierPath(roundedRect: hole, cornerRadius: 8))

  let otherWay = UIBezierPath(rect: CGRect(origin: .zero, size: size))
  otherWay.append(UIBezierPath(roundedRect: hole, cornerRadius: 8).reversing())

  return .sideBySide(
    [
      Figure(windingNumbersOf: sameWay.cgPath, size: size, title: "both clockwise"),
      Figure(windingNumbersOf: otherWay.cgPath, size: size, title: "inner path reversed"),
    ],
    caption: "Winding numbers of the mask path. Both outlines run clockwise, so inside "
      + "the hole the count is 2; reversing the inner outline makes it 0.")
}
// @end(winding-numbers)

// @begin(fill-rules)
func fillRules() -> Figure {
  let hole = CGRect(x: 20, y: 20, width: 48, height: 32)
  func panel(_ title: String, rule: CAShapeLayerFillRule, reverseHole: Bool) -> Figure {
    let scene = HoleScene(size: smallScreen, hole: hole)
    let inner = UIBezierPath(roundedRect: hole, cornerRadius: 8)
    scene.whiteView.cutHole(reverseHole ? inner.reversing() : inner, fillRule: rule)
    return Figure(of: scene.screen, title: title)
  }
  return .sideBySide(
    [
      panel("even-odd", rule: .evenOdd, reverseHole: false),
      panel("non-zero", rule: .nonZero, reverseHole: false),
      panel("non-zero, reversed", rule: .nonZero, reverseHole: true),
    ],
    caption: "The same two outlines as a mask. Even-odd leaves winding 2 empty: a hole. "
      + "Non-zero fills it: no hole. Non-zero with the inner outline reversed: a hole again.")
}
// @end(fill-rules)
