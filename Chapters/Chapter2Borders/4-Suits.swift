import Workbook

// @begin(suit-view)
/// A suit drawn by the view's own `CAShapeLayer`, filled and outlined in one colour, with
/// a soft shadow. The view is clear and the layer has no `shadowPath`, so the shadow is
/// taken from what the layer draws: the suit's own shape. Subclasses build the path in
/// `suitPath(in:)`.
class SuitView: ShapeView {
  /// Space around the suit, in points.
  let inset: CGFloat = 12

  init(frame: CGRect, color: UIColor) {
    super.init(frame: frame)
    backgroundColor = .clear
    shapeLayer?.fillColor = color.cgColor
    shapeLayer?.strokeColor = color.cgColor
    shapeLayer?.lineWidth = 2
    layer.shadowOpacity = 0.5
    layer.shadowRadius = 3
    layer.shadowOffset = CGSize(width: 0, height: 4)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    shapeLayer?.path = suitPath(in: bounds).cgPath
  }

  func suitPath(in bounds: CGRect) -> UIBezierPath { UIBezierPath() }
}
// @end(suit-view)

/// A suit on a white card, as the figures show it.
func onCard(_ suit: SuitView) -> UIView {
  let card = UIView(frame: suit.bounds)
  card.backgroundColor = .white
  card.addSubview(suit)
  return card
}

// @begin(stem)
extension UIBezierPath {
  /// A suit's flared stem: from `center` curving out to a base `2 * radius` wide at
  /// `bottom`, across, and curving back to `center`.
  func addStem(center: CGPoint, radius: CGFloat, bottom: CGFloat) {
    let flare = CGPoint(x: center.x, y: bottom)
    addQuadCurve(to: CGPoint(x: center.x + radius, y: bottom), controlPoint: flare)
    addLine(to: CGPoint(x: center.x - radius, y: bottom))
    addQuadCurve(to: center, controlPoint: flare)
  }
}
// @end(stem)

// @begin(spade)
/// Two circles' arcs meeting at a point on top, and a flared stem.
final class SpadeView: SuitView {
  override func suitPath(in bounds: CGRect) -> UIBezierPath {
    let size = bounds.width - 2 * inset
    let radius = size / 4
    let (midX, midY) = (bounds.midX, bounds.midY)
    // The tangent from the tip meets each circle at this angle from the horizontal.
    let tilt = atan(2 * radius / size)
    let path = UIBezierPath()
    path.move(to: CGPoint(x: midX, y: midY))
    path.addArc(
      withCenter: CGPoint(x: inset + radius, y: midY), radius: radius,
      startAngle: 0, endAngle: .pi + 2 * tilt, clockwise: true)
    path.addLine(to: CGPoint(x: midX, y: midY - size / 2))
    path.addArc(
      withCenter: CGPoint(x: midX + radius, y: midY), radius: radius,
      startAngle: -2 * tilt, endAngle: .pi, clockwise: true)
    path.addStem(center: CGPoint(x: midX, y: midY), radius: radius, bottom: midY + size / 2)
    return path
  }
}
// @end(spade)

// @begin(diamond)
/// Four quadratic curves bowed slightly inwards.
final class DiamondView: SuitView {
  override func suitPath(in bounds: CGRect) -> UIBezierPath {
    let size = bounds.width - 2 * inset
    let bow: CGFloat = 8
    let (midX, midY) = (bounds.midX, bounds.midY)
    let path = UIBezierPath()
    path.move(to: CGPoint(x: inset, y: midY))
    path.addQuadCurve(
      to: CGPoint(x: midX, y: midY - size / 2), controlPoint: CGPoint(x: midX - bow, y: midY - bow))
    path.addQuadCurve(
      to: CGPoint(x: bounds.width - inset, y: midY),
      controlPoint: CGPoint(x: midX + bow, y: midY - bow))
    path.addQuadCurve(
      to: CGPoint(x: midX, y: midY + size / 2), controlPoint: CGPoint(x: midX + bow, y: midY + bow))
    path.addQuadCurve(
      to: CGPoint(x: inset, y: midY), controlPoint: CGPoint(x: midX - bow, y: midY + bow))
    return path
  }
}
// @end(diamond)

// @begin(club)
/// Three whole circles and a stem. Each `addArc` on a path that already has a current
/// point first draws a straight line to the arc's start: those hidden lines, and the
/// circles' overlaps, are all inside the club under non-zero, so nobody has to work out
/// where the circles cross.
final class ClubView: SuitView {
  var fillRule = CAShapeLayerFillRule.nonZero

  override func suitPath(in bounds: CGRect) -> UIBezierPath {
    shapeLayer?.fillRule = fillRule
    let size = bounds.width - 2 * inset
    let radius = size / 4
    let drop: CGFloat = 6
    let (midX, midY) = (bounds.midX, bounds.midY)
    let path = UIBezierPath()
    path.move(to: CGPoint(x: midX, y: midY))
    path.addArc(
      withCenter: CGPoint(x: midX - radius, y: midY + drop), radius: radius,
      startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    path.addArc(
      withCenter: CGPoint(x: midX, y: midY - radius), radius: radius,
      startAngle: .pi / 2, endAngle: 5 * .pi / 2, clockwise: true)
    path.addArc(
      withCenter: CGPoint(x: midX + radius, y: midY + drop), radius: radius,
      startAngle: .pi, endAngle: 3 * .pi, clockwise: true)
    path.addStem(center: CGPoint(x: midX, y: midY), radius: radius, bottom: midY + size / 2)
    return path
  }
}
// @end(club)

// @begin(heart)
/// Two arcs on top and two straight lines down to the point.
final class HeartView: SuitView {
  override func suitPath(in bounds: CGRect) -> UIBezierPath {
    let size = bounds.width - 2 * inset
    let radius = size / 4
    let (midX, midY) = (bounds.midX, bounds.midY)
    // Where the lines from the bottom point touch the arcs.
    let tilt = atan(4 * radius / (3 * size))
    let path = UIBezierPath()
    path.move(to: CGPoint(x: midX, y: midY + size / 2))
    path.addArc(
      withCenter: CGPoint(x: inset + radius, y: midY - radius), radius: radius,
      startAngle: .pi - 2 * tilt, endAngle: 0, clockwise: true)
    path.addArc(
      withCenter: CGPoint(x: midX + radius, y: midY - radius), radius: radius,
      startAngle: -.pi, endAngle: 2 * tilt, clockwise: true)
    path.addLine(to: CGPoint(x: midX, y: midY + size / 2))
    return path
  }
}
// @end(heart)

let suitFrame = CGRect(x: 0, y: 0, width: 112, height: 112)

func blackSuits() -> Figure {
  .sideBySide(
    [
      Figure(of: onCard(SpadeView(frame: suitFrame, color: .black)), title: "SpadeView"),
      Figure(of: onCard(ClubView(frame: suitFrame, color: .black)), title: "ClubView"),
    ],
    caption: "Spade and club, each a clear view whose layerClass is CAShapeLayer, filled and "
      + "outlined by its own layer, with the shadow its shape casts.")
}

func redSuits() -> Figure {
  .sideBySide(
    [
      Figure(of: onCard(DiamondView(frame: suitFrame, color: .red)), title: "DiamondView"),
      Figure(of: onCard(HeartView(frame: suitFrame, color: .red)), title: "HeartView"),
    ],
    caption: "Diamond and heart. Red is darker than white but lighter than black, so in "
      + "ASCII it comes out a step lighter than the black suits.")
}

// @begin(club-outline)
func clubOutline() -> Figure {
  let outline = ClubView(frame: suitFrame, color: .black)
  outline.shapeLayer?.fillColor = nil  // the path's lines only, hidden ones included
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
  let evenOdd = ClubView(frame: suitFrame, color: .black)
  evenOdd.fillRule = .evenOdd
  return .sideBySide(
    [
      Figure(of: ClubView(frame: suitFrame, color: .black), title: "non-zero"),
      Figure(of: evenOdd, title: "even-odd"),
    ],
    caption: "Non-zero fills every place the path winds around, however often; even-odd "
      + "empties the overlaps counted twice.")
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
      suit.layoutIfNeeded()
      if withShadowPath { suit.layer.shadowPath = suit.shapeLayer?.path }
      screen.addSubview(suit)
    }
    return screen
  }
  var lines = ["four suits, one frame              offscreen passes"]
  for withPath in [false, true] {
    let cost = RenderCost.ofFrame(suits(withShadowPath: withPath))
    lines.append(
      (withPath ? "shadowPath = the suit's path" : "shadow from the shape's alpha").padding(
        toLength: 35, withPad: " ", startingAt: 0) + String(format: "%16d", cost.offscreenPasses))
  }
  return Figure(
    art: lines,
    caption: "A shadow taken from what a layer draws needs that drawing first, offscreen, "
      + "every frame; given the same outline as a shadowPath, Core Animation draws the "
      + "shadow straight away. The card earlier in this chapter sets its shadowPath.")
}
// @end(shadow-cost)
