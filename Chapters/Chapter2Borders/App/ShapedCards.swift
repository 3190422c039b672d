import UIKit

// @begin(card-outline)
/// A card's outline: the top-left and bottom-right corners cut off straight, the
/// top-right and bottom-left rounded, drawn in one stroke of the pen, in `bounds`
/// wherever its origin is.
func cardOutline(in bounds: CGRect, corner: CGFloat) -> UIBezierPath {
  let (x0, y0, x1, y1) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
  let path = UIBezierPath()
  path.move(to: CGPoint(x: x0, y: y0 + corner))
  path.addLine(to: CGPoint(x: x0 + corner, y: y0))
  path.addLine(to: CGPoint(x: x1 - corner, y: y0))
  path.addArc(
    withCenter: CGPoint(x: x1 - corner, y: y0 + corner), radius: corner,
    startAngle: -.pi / 2, endAngle: 0, clockwise: true)
  path.addLine(to: CGPoint(x: x1, y: y1 - corner))
  path.addLine(to: CGPoint(x: x1 - corner, y: y1))
  path.addLine(to: CGPoint(x: x0 + corner, y: y1))
  path.addArc(
    withCenter: CGPoint(x: x0 + corner, y: y1 - corner), radius: corner,
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

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The card's outline in `bounds`.
  func outline(in bounds: CGRect) -> UIBezierPath { UIBezierPath(rect: bounds) }

  /// The shadow's outline: the card's, unless a subclass says otherwise.
  func shadowOutline(in bounds: CGRect) -> UIBezierPath { outline(in: bounds) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let old = (bounds: frontLayer.bounds, position: frontLayer.position)
    let (oldPath, oldShadowPath) = (outlineMask.path, layer.shadowPath)
    // frontLayer and outlineMask are layers of our own, not a view's: left to Core
    // Animation they would animate their new frames, but not the mask's new path.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    frontLayer.frame = bounds
    outlineMask.frame = bounds
    outlineMask.path = outline(in: bounds).cgPath
    CATransaction.commit()
    layer.shadowPath = shadowOutline(in: bounds).cgPath

    // Inside an animation block (a rotation, UIView.animate), all of them follow the
    // view's own animation, from their old values, with its duration.
    let duration = UIView.inheritedAnimationDuration
    guard duration > 0, oldPath != nil else { return }
    for layer in [frontLayer, outlineMask] {
      follow(layer, "bounds", from: old.bounds, duration: duration)
      follow(layer, "position", from: old.position, duration: duration)
    }
    follow(outlineMask, "path", from: oldPath, duration: duration)
    follow(layer, "shadowPath", from: oldShadowPath, duration: duration)
  }

  /// Animates `keyPath` of `layer` from `oldValue` to its new value in `duration`, on
  /// the ease-in-ease-out curve that `UIView.animate` uses by default.
  private func follow(_ layer: CALayer, _ keyPath: String, from oldValue: Any?, duration: Double) {
    guard let oldValue else { return }
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = oldValue
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    layer.add(animation, forKey: keyPath)
  }

  /// What VoiceOver outlines when it lands on the card: the card's shape, not its
  /// rectangle, in screen coordinates. Computed afresh each time VoiceOver asks, so it
  /// follows the card when it moves or its list scrolls; a path set once would stay
  /// where the card was. (The card is an element when its owner makes it one, with
  /// `isAccessibilityElement = true` and an `accessibilityLabel`.)
  override var accessibilityPath: UIBezierPath? {
    get { UIAccessibility.convertToScreenCoordinates(outline(in: bounds), in: self) }
    set { super.accessibilityPath = newValue }
  }

  /// Taps count only inside the outline, filled as the mask fills it: a tap in a cut
  /// corner or in a cut through the card goes to whatever lies behind. `contains(_:)`
  /// fills by `usesEvenOddFillRule`, which is false (non-zero) unless set.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let outline = outline(in: bounds)
    outline.usesEvenOddFillRule = outlineMask.fillRule == .evenOdd
    return outline.contains(point)
  }
}

/// A card with two corners cut off straight and two rounded.
class CardView: ShapedCardView {
  var corner: CGFloat = 20

  override func outline(in bounds: CGRect) -> UIBezierPath {
    cardOutline(in: bounds, corner: corner)
  }
}
// @end(card-view)

// @begin(masked-corners-card)
/// Today's shortcut for an outline that is only rounded corners: `maskedCorners` picks
/// which ones `cornerRadius` rounds. No mask is involved, so the shadow survives.
func makeCornerCard(frame: CGRect) -> UIView {
  let card = UIView(frame: frame)
  card.backgroundColor = .white
  card.layer.cornerRadius = 20
  card.layer.cornerCurve = .continuous
  card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
  card.layer.shadowOpacity = 0.6
  card.layer.shadowRadius = 4
  card.layer.shadowOffset = CGSize(width: 4, height: 6)
  // The shadow's shape, so that it costs no offscreen pass. This card keeps its size;
  // one that changes size sets its shadowPath again in layoutSubviews().
  card.layer.shadowPath =
    UIBezierPath(
      roundedRect: card.bounds, byRoundingCorners: [.topLeft, .bottomRight],
      cornerRadii: CGSize(width: 20, height: 20)
    ).cgPath
  return card
}
// @end(masked-corners-card)
