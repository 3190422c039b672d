// Wrong: it guesses the damping from the budget's share of the climb in a straight line (1 - budget / distance), which keeps within the budget only by overdamping and is never the lowest ratio that does.
import Workbook

extension StudentWork {
  static func dampingRatio(distance: CGFloat, overshootBudget: CGFloat) -> CGFloat {
    guard distance > 0 else { return 0.7 }
    return min(max(1 - overshootBudget / distance, 0.7), 1)
  }
}
