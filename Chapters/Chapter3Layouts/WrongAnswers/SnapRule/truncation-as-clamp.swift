// Wrong: it trusts `Int(...)` to keep the pizza number at 0 or above, but truncation only rounds towards zero, so a flick far before the first pizza still gets a negative pizza and stops before the menu starts.
import Workbook

extension StudentWork {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    let centre = proposed + screenHeight / 2
    let index = min(Int(centre / itemHeight), count - 1)
    return itemHeight * CGFloat(index) + itemHeight / 2 - screenHeight / 2
  }
}
