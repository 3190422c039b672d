// Wrong: the circle is centred on the square's origin (its top-left corner) instead of its middle, so it misses most of the square and the check must find the square's middle outside.
import Workbook

extension StudentWork {
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    UIBezierPath(
      arcCenter: square.origin, radius: square.width / 2, startAngle: 0, endAngle: 2 * .pi,
      clockwise: true)
  }
}
