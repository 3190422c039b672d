// Wrong: the quarter circle is centred at `corner` itself, not at the square's far corner, so the arc swings out above and left of the square and the fillet lies outside it.
import Workbook

extension StudentWork {
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: corner)
    path.addLine(to: CGPoint(x: corner.x, y: corner.y + radius))
    path.addArc(
      withCenter: corner, radius: radius, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
    path.close()
    return path
  }
}
