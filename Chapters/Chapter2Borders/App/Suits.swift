import UIKit

// @begin(suit-view)
/// A suit drawn by the view's own `CAShapeLayer`, filled in one colour, with a soft
/// shadow. The suit's path is also the layer's `shadowPath`, so the shadow has its shape
/// without an offscreen pass. Subclasses build the path in `suitPath(in:)`.
class SuitView: ShapeView {
  /// Space around the suit, in points.
  let inset: CGFloat = 12

  init(frame: CGRect, color: UIColor) {
    super.init(frame: frame)
    backgroundColor = .clear
    shapeLayer?.fillColor = color.cgColor
    layer.shadowOpacity = 0.5
    layer.shadowRadius = 3
    layer.shadowOffset = CGSize(width: 0, height: 4)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let path = suitPath(in: bounds).cgPath
    shapeLayer?.path = path
    layer.shadowPath = path
  }

  func suitPath(in bounds: CGRect) -> UIBezierPath { UIBezierPath() }
}
// @end(suit-view)

// @begin(stem)
extension UIBezierPath {
  /// A suit's flared stem: from the current point curving out to a base `2 * radius`
  /// wide at `bottom`, centred under `center`, across, and curving back to `center`.
  /// Call it with the current point on the vertical through `center`, above `bottom`:
  /// the spade's is `center` itself, the club's is below it, where its last circle ends.
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
    // The lines from the tip touch each circle on its outer side, 2 * tilt above the
    // horizontal through its centre (tan(tilt) = 1/2 at any size): the arcs end and
    // start there. The lines themselves rise at 90 degrees - 2 * tilt, about 36.9.
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
/// Four quadratic curves, each bowed inwards towards the centre.
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
  override func suitPath(in bounds: CGRect) -> UIBezierPath {
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
