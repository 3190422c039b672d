// Wrong: a larger fixed radius of 100 still only becomes a circle on squares up to 200 points wide; the radius must come from the square, so the check must try a square wider than twice any plausible constant.
import Workbook

extension StudentWork {
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    UIBezierPath(roundedRect: square, cornerRadius: 100)
  }
}
