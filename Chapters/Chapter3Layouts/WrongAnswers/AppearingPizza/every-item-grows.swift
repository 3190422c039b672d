// Wrong: every item UIKit asks about grows out of the middle, the neighbours that only move too.
import Workbook

extension StudentWork {
  static func appearingFrame(
    item: Int, inserted: [Int], finalFrame: CGRect, screenCenter: CGPoint
  ) -> CGRect? {
    let size = CGSize(width: finalFrame.width / 10, height: finalFrame.height / 10)
    return CGRect(
      x: screenCenter.x - size.width / 2, y: screenCenter.y - size.height / 2,
      width: size.width, height: size.height)
  }
}
