// Wrong: it takes the pizza at the top of the screen (`proposed / itemHeight`) rather than the one under the screen's middle, so it snaps back to a pizza the flick had already carried away.
import Workbook

extension StudentWork {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    let index = min(max(Int((proposed / itemHeight).rounded(.down)), 0), count - 1)
    return itemHeight * CGFloat(index) + itemHeight / 2 - screenHeight / 2
  }
}
