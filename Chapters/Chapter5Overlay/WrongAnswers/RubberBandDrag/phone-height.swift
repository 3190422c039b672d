// Wrong: it bands over 320 points, the height of the chapter's phone, a fixed constant that fits only the drags shown in that container and not the container it is given.
import Workbook

extension StudentWork {
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    let t = start - fingerTranslationY
    func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / 320 + 1)) * 320 }
    if t > highest { return highest + band(t - highest) }
    if t < lowest { return max(lowest - band(lowest - t), 0) }
    return t
  }
}
