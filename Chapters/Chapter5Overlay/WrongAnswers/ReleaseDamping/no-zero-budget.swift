// Wrong: it has no guard for a budget of nothing, where the logarithm is infinite and the formula gives NaN instead of 1, the guard a spring that may not overshoot at all needs.
import Workbook

extension StudentWork {
  static func dampingRatio(distance: CGFloat, overshootBudget: CGFloat) -> CGFloat {
    guard distance > 0, overshootBudget < distance else { return 0.7 }
    let logarithm = -log(overshootBudget / distance)
    let ratio = logarithm / (CGFloat.pi * CGFloat.pi + logarithm * logarithm).squareRoot()
    return min(max(ratio, 0.7), 1)
  }
}
