import Workbook

extension Solutions {
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: corner)
    path.addLine(to: CGPoint(x: corner.x, y: corner.y + radius))
    path.addArc(
      withCenter: CGPoint(x: corner.x + radius, y: corner.y + radius), radius: radius,
      startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
    path.close()
    return path
  }
}
