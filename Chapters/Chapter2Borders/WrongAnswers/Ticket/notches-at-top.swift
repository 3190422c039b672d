// Wrong: it centres the notches at `minY` instead of `midY`, so the bites come out of the top corners rather than the middle of the sides, which the check must find.
import Workbook

extension StudentWork {
  static func ticketPath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY + 12))
    path.addArc(
      withCenter: CGPoint(x: rect.minX, y: rect.minY), radius: 12,
      startAngle: .pi / 2, endAngle: 0, clockwise: false)
    path.addArc(
      withCenter: CGPoint(x: rect.maxX, y: rect.minY), radius: 12,
      startAngle: .pi, endAngle: .pi / 2, clockwise: false)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.close()
    return path
  }
}
