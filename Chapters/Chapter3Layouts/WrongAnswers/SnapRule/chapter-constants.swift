// Wrong: it works with the chapter's 230-point pizzas, 568-point screen and 8 pizzas written in, not the arguments, so it is right for the example the task shows and for no other menu.
import Workbook

extension StudentWork {
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    let index = min(max(Int(((proposed + 284) / 230).rounded(.down)), 0), 7)
    return 230 * CGFloat(index) - 169
  }
}
