// Wrong: a corner radius of a quarter of the side gives a rounded square, not a circle: the clamp only turns a radius of at least half the side into one, and the check must find the square's corners still inside.
import Workbook

extension StudentWork {
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    UIBezierPath(roundedRect: square, cornerRadius: square.width / 4)
  }
}
