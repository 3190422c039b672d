// Wrong: it forgets that a height is never below 0, so a long pull down from a low notch returns a negative height.
import Workbook

extension StudentWork {
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    let t = start - fingerTranslationY
    func band(_ x: CGFloat) -> CGFloat {
      (1 - 1 / (x * 0.55 / containerHeight + 1)) * containerHeight
    }
    if t > highest { return highest + band(t - highest) }
    if t < lowest { return lowest - band(lowest - t) }
    return t
  }
}
