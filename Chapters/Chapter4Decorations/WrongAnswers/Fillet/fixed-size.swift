// Wrong: the fillet of the goal figure written in, at (20, 20) with radius 40, whatever corner and radius it is given: right for the one corner the task shows and for no other.
import Workbook

extension StudentWork {
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 20, y: 20))
    path.addLine(to: CGPoint(x: 20, y: 60))
    path.addArc(
      withCenter: CGPoint(x: 60, y: 60), radius: 40, startAngle: .pi, endAngle: 1.5 * .pi,
      clockwise: true)
    path.close()
    return path
  }
}
