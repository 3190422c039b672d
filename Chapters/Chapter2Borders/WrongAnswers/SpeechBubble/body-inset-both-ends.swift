// Wrong: it takes the 16 points off the body as 8 at the top and 8 at the bottom (`insetBy`), so the body starts 8 points low and ends 8 points early, which the check must find at its top.
import Workbook

extension StudentWork {
  static func speechBubblePath(in rect: CGRect) -> UIBezierPath {
    let body = rect.insetBy(dx: 0, dy: 8)
    let path = UIBezierPath(roundedRect: body, cornerRadius: 12)
    let tail = UIBezierPath()
    tail.move(to: CGPoint(x: rect.minX + 16, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.minX + 36, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.minX + 12, y: rect.maxY))
    tail.close()
    path.append(tail)
    return path
  }
}
