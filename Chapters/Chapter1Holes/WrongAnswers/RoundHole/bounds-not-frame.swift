// Wrong: it draws the circle in a rectangle at the origin with the square's size, dropping the square's position (bounds for frame), so the circle lands elsewhere unless the square starts at (0, 0).
import Workbook

extension StudentWork {
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    UIBezierPath(ovalIn: CGRect(origin: .zero, size: square.size))
  }
}
