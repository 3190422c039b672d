// Wrong: it reads 12 as the notch's width and gives the arcs a radius of 6, so the bites are half as deep as asked and the check must find the ticket filled where a notch of radius 12 reaches.
import Workbook

extension StudentWork {
  static func ticketPath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addArc(
      withCenter: CGPoint(x: rect.maxX, y: rect.midY), radius: 6,
      startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addArc(
      withCenter: CGPoint(x: rect.minX, y: rect.midY), radius: 6,
      startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: false)
    path.close()
    return path
  }
}
