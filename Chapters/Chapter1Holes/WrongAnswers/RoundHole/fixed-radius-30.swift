// Wrong: a fixed corner radius of 30 is clamped to a circle only on squares up to 60 points wide; on a larger square it leaves a rounded square, so the check must try a square larger than the example's.
import Workbook

extension StudentWork {
  static func roundHolePath(in square: CGRect) -> UIBezierPath {
    UIBezierPath(roundedRect: square, cornerRadius: 30)
  }
}
