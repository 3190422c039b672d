// Wrong: the right notch's arc runs `clockwise: true`, through angle 0, so it bulges out of the ticket instead of biting into it: the direction Chapter 2 warns about, which the check must see in the right notch.
import Workbook

extension StudentWork {
  static func ticketPath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addArc(
      withCenter: CGPoint(x: rect.maxX, y: rect.midY), radius: 12,
      startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addArc(
      withCenter: CGPoint(x: rect.minX, y: rect.midY), radius: 12,
      startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: false)
    path.close()
    return path
  }
}
