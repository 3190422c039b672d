import Workbook

/// The screens of this chapter: light grey, so both a white card and its dark shadow
/// show against them.
func makeScreen(width: CGFloat = 144, height: CGFloat = 120) -> UIView {
  let screen = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  screen.backgroundColor = UIColor(white: 0.9, alpha: 1)
  return screen
}

// @begin(card-outline)
/// A card's outline: the top-left and bottom-right corners cut off straight, the
/// top-right and bottom-left rounded, drawn in one stroke of the pen.
func cardOutline(in bounds: CGRect, corner: CGFloat, topRightClockwise: Bool = true) -> UIBezierPath
{
  let (w, h) = (bounds.width, bounds.height)
  let path = UIBezierPath()
  path.move(to: CGPoint(x: 0, y: corner))
  path.addLine(to: CGPoint(x: corner, y: 0))
  path.addLine(to: CGPoint(x: w - corner, y: 0))
  path.addArc(
    withCenter: CGPoint(x: w - corner, y: corner), radius: corner,
    startAngle: -.pi / 2, endAngle: 0, clockwise: topRightClockwise)
  path.addLine(to: CGPoint(x: w, y: h - corner))
  path.addLine(to: CGPoint(x: w - corner, y: h))
  path.addLine(to: CGPoint(x: corner, y: h))
  path.addArc(
    withCenter: CGPoint(x: corner, y: h - corner), radius: corner,
    startAngle: .pi / 2, endAngle: .pi, clockwise: true)
  path.close()
  return path
}
// @end(card-outline)

// @begin(card-view)
/// A white card of any outline with a shadow that follows it.
///
/// The white is drawn by `frontLayer`, a sublayer masked to the outline. The view's own
/// layer stays unmasked and clear, and casts the shadow, shaped by `shadowPath`.
/// Subclasses give the outline, and the shadow's if it differs.
class ShapedCardView: UIView {
  private let frontLayer = CALayer()
  let outlineMask = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    frontLayer.backgroundColor = UIColor.white.cgColor
    frontLayer.mask = outlineMask
    layer.addSublayer(frontLayer)

    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOffset = .zero
    layer.shadowRadius = 8
    layer.shadowOpacity = 1
  }

  /// The card's outline in `bounds`.
  func outline(in bounds: CGRect) -> UIBezierPath { UIBezierPath(rect: bounds) }

  /// The shadow's outline: the card's, unless a subclass says otherwise.
  func shadowOutline(in bounds: CGRect) -> UIBezierPath { outline(in: bounds) }

  override func layoutSubviews() {
    super.layoutSubviews()
    frontLayer.frame = bounds
    outlineMask.frame = bounds
    outlineMask.path = outline(in: bounds).cgPath
    layer.shadowPath = shadowOutline(in: bounds).cgPath
  }
}

/// The card of the first figure: cut and rounded corners.
final class CardView: ShapedCardView {
  var corner: CGFloat = 20

  override func outline(in bounds: CGRect) -> UIBezierPath {
    cardOutline(in: bounds, corner: corner)
  }
}
// @end(card-view)

// @begin(masked-card-view)
/// The shortcut that does not work: the mask on the view's own layer. The mask cuts
/// everything the layer draws, its shadow included.
final class MaskedCardView: UIView {
  private let outlineMask = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.mask = outlineMask
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOffset = .zero
    layer.shadowRadius = 8
    layer.shadowOpacity = 1
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let outline = cardOutline(in: bounds, corner: 20).cgPath
    outlineMask.frame = bounds
    outlineMask.path = outline
    layer.shadowPath = outline
  }
}
// @end(masked-card-view)

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
/// Today's shortcut for an outline that is only rounded corners: `maskedCorners` picks
/// which ones `cornerRadius` rounds. No mask is involved, so the shadow survives.
func maskedCornersCard() -> Figure {
  let screen = makeScreen()
  let card = UIView(frame: CGRect(x: 16, y: 16, width: 104, height: 80))
  card.backgroundColor = .white
  card.layer.cornerRadius = 20
  card.layer.cornerCurve = .continuous
  card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
  card.layer.shadowOpacity = 0.6
  card.layer.shadowRadius = 4
  card.layer.shadowOffset = CGSize(width: 4, height: 6)
  screen.addSubview(card)
  return Figure(
    of: screen,
    caption: "Top left and bottom right rounded by maskedCorners, with the layer's own "
      + "shadow, which follows them: no mask, no sublayer. (The model draws the corners "
      + "circular; UIKit's .continuous curve eases into them.)")
}
// @end(masked-corners)
