// Wrong: the left notch copies "clockwise" from the corners and runs from pi/2 to -pi/2 through pi, out of the ticket, so the left side gets a bump instead of a bite, which the check must find.
import Workbook

extension StudentWork {
  static func ticketPath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addArc(
      withCenter: CGPoint(x: rect.maxX, y: rect.midY), radius: 12,
      startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addArc(
      withCenter: CGPoint(x: rect.minX, y: rect.midY), radius: 12,
      startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: true)
    path.close()
    return path
  }
}
