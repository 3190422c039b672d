import Workbook

extension Solutions {
  static func chooseNotch(height: CGFloat, velocity: CGFloat, notches: [CGFloat]) -> Int {
    targetNotch(height: height, velocity: velocity, notches: notches)
  }
}
