import Workbook

// @begin(cut-out-view)
/// A white card with a thick curve cut out of it, and a shadow of the same shape.
///
/// A path cannot be "thick": `lineWidth` only matters when stroking. So the curve is
/// turned into the outline of its stroke with `copy(strokingWithWidth:...)`, and that
/// outline is appended to the card's and filled with the even-odd rule.
final class CutOutView: ShapedCardView {
  /// Whether the shadow's path has the cut reversed (see the chapter).
  var reversesCutForShadow = false
  var curve: (CGRect) -> UIBezierPath = { bounds in
    let path = UIBezierPath()
    path.move(to: CGPoint(x: bounds.width / 4, y: bounds.height / 4))
    path.addQuadCurve(
      to: CGPoint(x: bounds.width * 3 / 4, y: bounds.height * 3 / 4),
      controlPoint: CGPoint(x: bounds.width, y: 0))
    return path
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    outlineMask.fillRule = .evenOdd
    layer.shadowRadius = 6
  }

  /// The outline of the curve's 18-point stroke, with round ends.
  func cut(in bounds: CGRect) -> UIBezierPath {
    UIBezierPath(
      cgPath: curve(bounds).cgPath.copy(
        strokingWithWidth: 18, lineCap: .round, lineJoin: .round, miterLimit: 10))
  }

  override func outline(in bounds: CGRect) -> UIBezierPath {
    let outline = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    outline.append(cut(in: bounds))
    return outline
  }

  /// The shadow path is filled with non-zero, not even-odd: see the chapter.
  override func shadowOutline(in bounds: CGRect) -> UIBezierPath {
    let outline = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    let cut = cut(in: bounds)
    outline.append(reversesCutForShadow ? cut.reversing() : cut)
    return outline
  }
}
// @end(cut-out-view)

func cutOut() -> Figure {
  func panel(reversed: Bool) -> Figure {
    let screen = makeScreen(width: 136, height: 112)
    let view = CutOutView(frame: CGRect(x: 12, y: 12, width: 112, height: 88))
    view.reversesCutForShadow = reversed
    screen.addSubview(view)
    return Figure(of: screen, title: reversed ? "shadow: cut reversed" : "shadow: same path")
  }
  return .sideBySide(
    [panel(reversed: false), panel(reversed: true)],
    caption: "An 18-point curve cut through a card with even-odd. The shadow path is "
      + "filled with non-zero: with the same path, the cut (winding 2) fills with shadow "
      + "and shows black; with the cut reversed (winding 0) the shadow has the hole too.")
}

// @begin(stroke-outline)
/// A curve that loops over itself, scaled to `bounds`.
func loopCurve(in bounds: CGRect) -> UIBezierPath {
  let (w, h) = (bounds.width, bounds.height)
  let curve = UIBezierPath()
  curve.move(to: CGPoint(x: w * 0.15, y: h * 0.85))
  curve.addCurve(
    to: CGPoint(x: w * 0.85, y: h * 0.85), controlPoint1: CGPoint(x: w * 1.25, y: -h * 0.15),
    controlPoint2: CGPoint(x: -w * 0.25, y: -h * 0.15))
  return curve
}

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
