// Wrong: it stretches the band over the notch's height instead of the container's, a mix-up with the library's band (which depends only on the notch) that moves the overlay too little past either end.
import Workbook

extension StudentWork {
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    let t = start - fingerTranslationY
    func band(_ x: CGFloat, over dimension: CGFloat) -> CGFloat {
      (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
    }
    if t > highest { return highest + band(t - highest, over: highest) }
    if t < lowest { return max(lowest - band(lowest - t, over: lowest), 0) }
    return t
  }
}
