import Workbook

extension Solutions {
  static func dampingRatio(distance: CGFloat, overshootBudget: CGFloat) -> CGFloat {
    let floor: CGFloat = 0.7
    guard distance > 0, overshootBudget < distance else { return floor }
    // The overshoot e^(-pi z / sqrt(1 - z^2)) of the distance, solved for z.
    let logarithm = -log(max(overshootBudget, 0) / distance)
    guard logarithm.isFinite else { return 1 }
    let ratio = logarithm / (CGFloat.pi * CGFloat.pi + logarithm * logarithm).squareRoot()
    return min(max(ratio, floor), 1)
  }
}
