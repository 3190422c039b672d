// Wrong: it measures the tail from the right edge (`maxX - 16` to `maxX - 36`, tip at `maxX - 12`), a mirror image of the asked bubble, which the check must find below the body on the wrong side.
import Workbook

extension StudentWork {
  static func speechBubblePath(in rect: CGRect) -> UIBezierPath {
    let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 16)
    let path = UIBezierPath(roundedRect: body, cornerRadius: 12)
    let tail = UIBezierPath()
    tail.move(to: CGPoint(x: rect.maxX - 36, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.maxX - 16, y: body.maxY - 1))
    tail.addLine(to: CGPoint(x: rect.maxX - 12, y: rect.maxY))
    tail.close()
    path.append(tail)
    return path
  }
}
