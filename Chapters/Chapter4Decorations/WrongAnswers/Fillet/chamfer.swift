// Wrong: a straight cut from one end of the arc to the other instead of the quarter circle, a triangle that covers the part of the circle between the chord and the arc, which the fillet must leave out.
import Workbook

extension StudentWork {
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: corner)
    path.addLine(to: CGPoint(x: corner.x, y: corner.y + radius))
    path.addLine(to: CGPoint(x: corner.x + radius, y: corner.y))
    path.close()
    return path
  }
}
