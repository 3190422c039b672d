import UIKit

// The mistakes this chapter warns about, for the figures and for the app's switch between
// a right and a wrong version. Not code to ship: the shaped card is `CardView`, in
// ShapedCards.swift.

// @begin(masked-card-view)
/// The shortcut that does not work: the mask on the view's own layer. The mask cuts
/// everything the layer draws, its shadow included, so the card has no shadow.
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

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
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

// @begin(card-with-layer-actions)
/// The mistake: `ShapedCardView`'s layout without the transaction that disables the
/// layers' actions (and without following an animation block).
final class CardWithLayerActions: UIView {
  private let frontLayer = CALayer()
  private let outlineMask = CAShapeLayer()

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

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    frontLayer.frame = bounds
    outlineMask.frame = bounds
    outlineMask.path = cardOutline(in: bounds, corner: 20).cgPath
    layer.shadowPath = outlineMask.path
  }
}
// @end(card-with-layer-actions)

// @begin(anticlockwise-corner)
/// The mistake of the figure below: the card's outline with its top-right arc drawn
/// anticlockwise, the three quarters of the circle that go round the back.
func cardOutlineWithAnticlockwiseCorner(in bounds: CGRect, corner: CGFloat) -> UIBezierPath {
  let (x0, y0, x1, y1) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
  let path = UIBezierPath()
  path.move(to: CGPoint(x: x0, y: y0 + corner))
  path.addLine(to: CGPoint(x: x0 + corner, y: y0))
  path.addLine(to: CGPoint(x: x1 - corner, y: y0))
  path.addArc(
    withCenter: CGPoint(x: x1 - corner, y: y0 + corner), radius: corner,
    startAngle: -.pi / 2, endAngle: 0, clockwise: false)
  path.addLine(to: CGPoint(x: x1, y: y1 - corner))
  path.addLine(to: CGPoint(x: x1 - corner, y: y1))
  path.addLine(to: CGPoint(x: x0 + corner, y: y1))
  path.addArc(
    withCenter: CGPoint(x: x0 + corner, y: y1 - corner), radius: corner,
    startAngle: .pi / 2, endAngle: .pi, clockwise: true)
  path.close()
  return path
}
// @end(anticlockwise-corner)

/// The mistake of the figure of section 4: the cut-out card with its shadow path left as the
/// card's own outline, which the shadow fills with non-zero.
final class SamePathCutOutView: CutOutView {
  override func shadowOutline(in bounds: CGRect) -> UIBezierPath { outline(in: bounds) }
}
