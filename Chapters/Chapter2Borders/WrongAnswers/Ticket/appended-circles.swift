// Wrong: it appends two whole circles to the rectangle instead of drawing the notches; under the non-zero rule circles running the same way as the rectangle add to it, so nothing is bitten out and the check must find the notches filled.
import Workbook

extension StudentWork {
  static func ticketPath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath(rect: rect)
    for x in [rect.minX, rect.maxX] {
      path.append(
        UIBezierPath(
          arcCenter: CGPoint(x: x, y: rect.midY), radius: 12, startAngle: 0,
          endAngle: 2 * .pi, clockwise: true))
    }
    return path
  }
}
