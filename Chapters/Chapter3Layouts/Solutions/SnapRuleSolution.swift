import Workbook

extension Solutions {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    guard count > 0, itemHeight > 0 else { return proposed }
    let centre = proposed + screenHeight / 2
    let index = min(max(Int((centre / itemHeight).rounded(.down)), 0), count - 1)
    return itemHeight * CGFloat(index) + itemHeight / 2 - screenHeight / 2
  }
}
