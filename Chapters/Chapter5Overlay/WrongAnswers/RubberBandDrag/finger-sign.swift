// Wrong: it adds the finger's translation to the start, a missing sign: the translation is positive down, so a finger moving up must raise the overlay, not lower it.
import Workbook

extension StudentWork {
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    let t = start + fingerTranslationY
    func band(_ x: CGFloat) -> CGFloat {
      (1 - 1 / (x * 0.55 / containerHeight + 1)) * containerHeight
    }
    if t > highest { return highest + band(t - highest) }
    if t < lowest { return max(lowest - band(lowest - t), 0) }
    return t
  }
}
