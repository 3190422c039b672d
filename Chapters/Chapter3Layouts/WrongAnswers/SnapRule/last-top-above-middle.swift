// Wrong: it takes the last pizza whose top is strictly above the middle (`ceil - 1`), which differs from the pizza under the middle exactly when the middle lies on a pizza's top edge, where it picks the pizza before.
import Workbook

extension StudentWork {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    let centre = proposed + screenHeight / 2
    let index = min(max(Int((centre / itemHeight).rounded(.up)) - 1, 0), count - 1)
    return itemHeight * CGFloat(index) + itemHeight / 2 - screenHeight / 2
  }
}
