// Wrong: it takes the radius for a diameter and uses half of it for the arc, centred at the square's middle, so the cut-out circle is too small and the sliver too fat, reaching past where the arc should run.
import Workbook

extension StudentWork {
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    let half = radius / 2
    let path = UIBezierPath()
    path.move(to: corner)
    path.addLine(to: CGPoint(x: corner.x, y: corner.y + half))
    path.addArc(
      withCenter: CGPoint(x: corner.x + half, y: corner.y + half), radius: half,
      startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
    path.close()
    return path
  }
}
