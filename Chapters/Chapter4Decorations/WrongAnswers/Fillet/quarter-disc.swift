// Wrong: it draws the quarter circle that should be cut out (from the far corner, along the arc, back), the square's other part, so the corner itself is left empty.
import Workbook

extension StudentWork {
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    let centre = CGPoint(x: corner.x + radius, y: corner.y + radius)
    let path = UIBezierPath()
    path.move(to: centre)
    path.addLine(to: CGPoint(x: corner.x, y: corner.y + radius))
    path.addArc(
      withCenter: centre, radius: radius, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
    path.close()
    return path
  }
}
