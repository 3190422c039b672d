import Workbook

extension Solutions {
  static func appearingFrame(
    item: Int, inserted: [Int], finalFrame: CGRect, screenCenter: CGPoint
  ) -> CGRect? {
    guard inserted.contains(item) else { return nil }  // it only moves
    let size = CGSize(width: finalFrame.width / 10, height: finalFrame.height / 10)
    return CGRect(
      x: screenCenter.x - size.width / 2, y: screenCenter.y - size.height / 2,
      width: size.width, height: size.height)
  }
}
