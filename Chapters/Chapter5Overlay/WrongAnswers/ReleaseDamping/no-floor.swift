// Wrong: it solves the overshoot formula for the damping but forgets the flexible style's floor of 0.7, so a short climb with room to spare gets a damping below 0.7.
import Workbook

extension StudentWork {
  static func dampingRatio(distance: CGFloat, overshootBudget: CGFloat) -> CGFloat {
    guard distance > 0, overshootBudget > 0 else { return 1 }
    guard overshootBudget < distance else { return 0 }
    let logarithm = -log(overshootBudget / distance)
    return min(logarithm / (CGFloat.pi * CGFloat.pi + logarithm * logarithm).squareRoot(), 1)
  }
}
