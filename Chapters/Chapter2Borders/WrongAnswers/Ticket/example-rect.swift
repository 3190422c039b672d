// Wrong: it draws the ticket of the task's figure, at (12, 12), 112 x 64, whatever rectangle it is given: a near miss that fits only the example, which other rectangles must expose.
import Workbook

extension StudentWork {
  static func ticketPath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 12, y: 12))
    path.addLine(to: CGPoint(x: 124, y: 12))
    path.addArc(
      withCenter: CGPoint(x: 124, y: 44), radius: 12, startAngle: -.pi / 2, endAngle: .pi / 2,
      clockwise: false)
    path.addLine(to: CGPoint(x: 124, y: 76))
    path.addLine(to: CGPoint(x: 12, y: 76))
    path.addArc(
      withCenter: CGPoint(x: 12, y: 44), radius: 12, startAngle: .pi / 2, endAngle: -.pi / 2,
      clockwise: false)
    path.close()
    return path
  }
}
