// Wrong: it fills with even-odd, out of habit from Chapter 1, so the strip where the tail overlaps the body is wound twice and left out, a gap between body and tail that the check must find.
import Workbook

extension StudentWork {
  static func speechBubblePath(in rect: CGRect) -> UIBezierPath {
    let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 16)
    let path = UIBezierPath(roundedRect: body, cornerRadius: 12)
    let tail = UIBezierPath()
    tail.move(to: CGPoint(x: rect.minX + 16, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.minX + 36, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.minX + 12, y: rect.maxY))
    tail.close()
    path.append(tail)
    path.usesEvenOddFillRule = true
    return path
  }
}
