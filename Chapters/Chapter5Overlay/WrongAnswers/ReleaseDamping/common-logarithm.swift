// Wrong: it takes log10 where the overshoot e^(-pi z / sqrt(1 - z^2)) needs the natural logarithm, a unit slip that gives too low a damping, so the spring overshoots its budget.
import Workbook

extension StudentWork {
  static func dampingRatio(distance: CGFloat, overshootBudget: CGFloat) -> CGFloat {
    guard distance > 0, overshootBudget > 0 else { return 1 }
    guard overshootBudget < distance else { return 0.7 }
    let logarithm = -log10(overshootBudget / distance)
    let ratio = logarithm / (CGFloat.pi * CGFloat.pi + logarithm * logarithm).squareRoot()
    return min(max(ratio, 0.7), 1)
  }
}
