// Wrong: it puts the pizza's top edge, not its middle, at the middle of the screen (the `+ itemHeight / 2` is missing), so every stop is half a pizza too early.
import Workbook

extension StudentWork {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    let centre = proposed + screenHeight / 2
    let index = min(max(Int((centre / itemHeight).rounded(.down)), 0), count - 1)
    return itemHeight * CGFloat(index) - screenHeight / 2
  }
}
