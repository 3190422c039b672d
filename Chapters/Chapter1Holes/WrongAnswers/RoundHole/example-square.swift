// Wrong: it draws the circle of the task's figure, in the square at (24, 12), 48 wide, whatever square it is given: a near miss that fits only the example, which other squares must expose.
import Workbook

extension StudentWork {
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    UIBezierPath(ovalIn: CGRect(x: 24, y: 12, width: 48, height: 48))
  }
}
