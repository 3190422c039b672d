import Workbook

extension Solutions {
  static func speechBubblePath(in rect: CGRect) -> UIBezierPath {
    let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 16)
    let path = UIBezierPath(roundedRect: body, cornerRadius: 12)
    // The tail is a triangle of its own; both run the same way, so non-zero joins them.
    let tail = UIBezierPath()
    tail.move(to: CGPoint(x: rect.minX + 16, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.minX + 36, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.minX + 12, y: rect.maxY))
    tail.close()
    path.append(tail)
    return path
  }
}
