// Wrong: it asks the outline's contains(_:) as it is, whose rule is non-zero by default, so the cut, wound twice, still takes taps, which the check must find in the cut.
import Workbook

extension StudentWork {
  static func cardTakesTap(at point: CGPoint, outline: UIBezierPath) -> Bool {
    outline.contains(point)
  }
}
