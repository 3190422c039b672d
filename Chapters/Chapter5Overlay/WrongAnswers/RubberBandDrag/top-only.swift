// Wrong: it bands only past the highest notch and stops hard at the lowest, the "drag past the top" case alone, where the task asks for the band at both ends.
import Workbook

extension StudentWork {
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    let t = start - fingerTranslationY
    if t > highest {
      let x = t - highest
      return highest + (1 - 1 / (x * 0.55 / containerHeight + 1)) * containerHeight
    }
    return max(t, lowest)
  }
}
