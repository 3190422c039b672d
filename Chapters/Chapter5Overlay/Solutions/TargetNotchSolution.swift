import Workbook

extension Solutions {
  static func chooseNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Int]
  ) -> Int {
    targetNotch(
      height: height, fingerVelocityY: fingerVelocityY, notches: notches, reachable: reachable)
  }
}
