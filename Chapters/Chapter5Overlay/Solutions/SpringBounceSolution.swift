import Workbook

extension Solutions {
  static func springBounce(dampingRatio: CGFloat) -> CGFloat {
    let zeta = max(dampingRatio, 0)
    // Under- and critically damped: bounce = 1 - ratio. Overdamped: ratio = 1 / (1 + bounce).
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }
}
