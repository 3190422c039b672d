// Wrong: it never keeps the pizza number between 0 and count - 1, so a hard flick past either end stops on a pizza that does not exist.
import Workbook

extension StudentWork {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    let centre = proposed + screenHeight / 2
    let index = (centre / itemHeight).rounded(.down)
    return itemHeight * index + itemHeight / 2 - screenHeight / 2
  }
}
