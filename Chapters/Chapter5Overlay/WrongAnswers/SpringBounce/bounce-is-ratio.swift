// Wrong: it passes the damping ratio itself as the bounce, so a critical spring (ratio 1) becomes one that never stops swinging (bounce 1), and the bounciest the stiffest.
import Workbook

extension StudentWork {
  static func springBounce(dampingRatio: CGFloat) -> CGFloat {
    dampingRatio
  }
}
