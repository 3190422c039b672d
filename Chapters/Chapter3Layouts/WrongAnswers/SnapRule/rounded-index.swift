// Wrong: it rounds the pizza number to the nearest instead of down, so once the middle of the screen is past the middle of a pizza it snaps to the next one, which is not the pizza in the middle.
import Workbook

extension StudentWork {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    guard count > 0, itemHeight > 0 else { return proposed }
    let centre = proposed + screenHeight / 2
    let index = min(max(Int((centre / itemHeight).rounded()), 0), count - 1)
    return itemHeight * CGFloat(index) + itemHeight / 2 - screenHeight / 2
  }
}
