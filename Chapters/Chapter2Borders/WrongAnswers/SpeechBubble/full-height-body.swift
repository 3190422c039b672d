// Wrong: the body covers the whole rectangle, leaving no 16 points at the bottom for the tail, so the tail hides inside the body and the check must find the body below where it should end.
import Workbook

extension StudentWork {
  static func speechBubblePath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath(roundedRect: rect, cornerRadius: 12)
    let tail = UIBezierPath()
    tail.move(to: CGPoint(x: rect.minX + 16, y: rect.maxY - 17))
    tail.addLine(to: CGPoint(x: rect.minX + 36, y: rect.maxY - 17))
    tail.addLine(to: CGPoint(x: rect.minX + 12, y: rect.maxY))
    tail.close()
    path.append(tail)
    return path
  }
}
