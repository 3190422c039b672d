// Wrong: the tail's triangle runs anticlockwise, against the body, so where the two overlap along the body's bottom edge non-zero counts 1 - 1 = 0 and leaves a gap between body and tail, which the check must find.
import Workbook

extension StudentWork {
  static func speechBubblePath(in rect: CGRect) -> UIBezierPath {
    let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 16)
    let path = UIBezierPath(roundedRect: body, cornerRadius: 12)
    let tail = UIBezierPath()
    tail.move(to: CGPoint(x: rect.minX + 36, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.minX + 16, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.minX + 12, y: rect.maxY))
    tail.close()
    path.append(tail)
    return path
  }
}
