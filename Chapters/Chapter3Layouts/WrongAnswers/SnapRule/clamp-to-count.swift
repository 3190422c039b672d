// Wrong: an off-by-one at the far end: it keeps the pizza number at most `count` instead of `count - 1`, so a flick past the last pizza stops one pizza beyond it.
import Workbook

extension StudentWork {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    let centre = proposed + screenHeight / 2
    let index = min(max(Int((centre / itemHeight).rounded(.down)), 0), count)
    return itemHeight * CGFloat(index) + itemHeight / 2 - screenHeight / 2
  }
}
