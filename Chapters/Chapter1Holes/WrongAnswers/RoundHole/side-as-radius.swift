// Wrong: it gives the arc the side as its radius instead of half the side, a circle twice too large that covers the whole square, corners and all, which the check must reject.
import Workbook

extension StudentWork {
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    UIBezierPath(
      arcCenter: CGPoint(x: square.midX, y: square.midY), radius: square.width,
      startAngle: 0, endAngle: 2 * .pi, clockwise: true)
  }
}
