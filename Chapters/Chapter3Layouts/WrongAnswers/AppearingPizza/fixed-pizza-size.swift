// Wrong: a tenth of the figure's pizza (16 x 23) written in, whatever the item's size.
import Workbook

extension StudentWork {
  static func appearingFrame(
    item: Int, inserted: [Int], finalFrame: CGRect, screenCenter: CGPoint
  ) -> CGRect? {
    guard inserted.contains(item) else { return nil }
    return CGRect(x: screenCenter.x - 8, y: screenCenter.y - 11.5, width: 16, height: 23)
  }
}
