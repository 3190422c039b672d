import Workbook

extension Solutions {
  static func dampingRatio(velocity: CGFloat) -> CGFloat {
    let speed = abs(velocity)
    if speed <= 150 { return 1 }
    if speed >= 3000 { return 0.7 }
    return 1 - 0.3 * (speed - 150) / 2850
  }
}
