// Wrong: it draws the bubble of the task's figure, in the rectangle at (12, 12), 112 x 72, whatever rectangle it is given: a near miss that fits only the example, which other rectangles must expose.
import Workbook

extension StudentWork {
  static func speechBubblePath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 12, y: 12, width: 112, height: 56), cornerRadius: 12)
    let tail = UIBezierPath()
    tail.move(to: CGPoint(x: 28, y: 67))
    tail.addLine(to: CGPoint(x: 48, y: 67))
    tail.addLine(to: CGPoint(x: 24, y: 84))
    tail.close()
    path.append(tail)
    return path
  }
}
