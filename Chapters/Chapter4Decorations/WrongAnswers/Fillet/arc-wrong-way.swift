// Wrong: `clockwise: false` sends the arc the long way round, three quarters of the circle through its far side, so the path encloses the whole square and the circle with it instead of the sliver by the corner.
import Workbook

extension StudentWork {
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: corner)
    path.addLine(to: CGPoint(x: corner.x, y: corner.y + radius))
    path.addArc(
      withCenter: CGPoint(x: corner.x + radius, y: corner.y + radius), radius: radius,
      startAngle: .pi, endAngle: 1.5 * .pi, clockwise: false)
    path.close()
    return path
  }
}
