// Wrong: it copies the chapter's logarithmic band, highest * (1 + 0.5 * log10(t / highest)), where the task asks for a scroll view's band over the container's height, so both ends move by the wrong amounts.
import Workbook

extension StudentWork {
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    let t = start - fingerTranslationY
    func band(_ t: CGFloat, _ limit: CGFloat) -> CGFloat {
      (limit * (1 + 0.5 * log10(t / limit)) * 100).rounded() / 100
    }
    if t >= highest { return band(t, highest) }
    if t <= lowest { return max(lowest - (band(2 * lowest - t, lowest) - lowest), 0) }
    return t
  }
}
