// Wrong: it undoes the exponential but drops the square root (z = -ln(f) / pi), as if the overshoot were e^(-pi z), so its damping is too high for a tight budget and is not the lowest that fits.
import Workbook

extension StudentWork {
  static func dampingRatio(distance: CGFloat, overshootBudget: CGFloat) -> CGFloat {
    guard distance > 0, overshootBudget > 0 else { return 1 }
    guard overshootBudget < distance else { return 0.7 }
    let ratio = -log(overshootBudget / distance) / CGFloat.pi
    return min(max(ratio, 0.7), 1)
  }
}
