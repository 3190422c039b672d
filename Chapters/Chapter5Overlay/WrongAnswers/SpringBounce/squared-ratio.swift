// Wrong: it takes 1 - ratio squared, reading the bounce as the share of energy kept per swing; it is right at 0 and at 1 only, and swings too much in between (0.51 for 0.7 instead of 0.3).
import Workbook

extension StudentWork {
  static func springBounce(dampingRatio: CGFloat) -> CGFloat {
    let zeta = max(dampingRatio, 0)
    return zeta <= 1 ? 1 - zeta * zeta : 1 / zeta - 1
  }
}
