// Wrong: a quadratic curve with its control point at the corner instead of the quarter circle: it runs from the same ends but bows in too far, cutting off the part of the sliver nearest the arc's middle.
import Workbook

extension StudentWork {
  static func filletPath(corner: CGPoint, radius: CGFloat) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: corner)
    path.addLine(to: CGPoint(x: corner.x, y: corner.y + radius))
    path.addQuadCurve(to: CGPoint(x: corner.x + radius, y: corner.y), controlPoint: corner)
    path.close()
    return path
  }
}
