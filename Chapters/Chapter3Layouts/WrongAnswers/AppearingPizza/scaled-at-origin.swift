// Wrong: the small frame keeps the screen's centre as its origin instead of its centre.
import Workbook

extension StudentWork {
  static func appearingFrame(
    item: Int, inserted: [Int], finalFrame: CGRect, screenCenter: CGPoint
  ) -> CGRect? {
    guard inserted.contains(item) else { return nil }
    return CGRect(
      x: screenCenter.x, y: screenCenter.y, width: finalFrame.width / 10,
      height: finalFrame.height / 10)
  }
}
