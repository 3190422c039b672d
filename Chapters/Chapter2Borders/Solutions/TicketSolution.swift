import Workbook

extension Solutions {
  static func ticketPath(in rect: CGRect) -> UIBezierPath {
    let radius: CGFloat = 12
    let path = UIBezierPath()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    // Right notch: from the top of the bite, round the inside, to its bottom.
    path.addArc(
      withCenter: CGPoint(x: rect.maxX, y: rect.midY), radius: radius,
      startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    // Left notch: from the bottom of the bite up, bulging into the ticket.
    path.addArc(
      withCenter: CGPoint(x: rect.minX, y: rect.midY), radius: radius,
      startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: false)
    path.close()
    return path
  }
}
