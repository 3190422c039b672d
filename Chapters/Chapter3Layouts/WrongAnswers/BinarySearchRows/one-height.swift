// Wrong: it divides by one row's height (the first row's, with its gap), as the chapter's `pizzaIndex(offset:)` does for equal pizzas, which is right for the first row only when rows differ in height.
import Workbook

extension StudentWork {
  static func rowNearest(_ y: CGFloat, frames: FrameList) -> Int? {
    guard frames.count > 0 else { return nil }
    let first = frames[0]
    let step = frames.count > 1 ? frames[1].minY - first.minY : first.height
    let row = Int(((y - first.minY) / step).rounded(.down))
    return min(max(row, 0), frames.count - 1)
  }
}
