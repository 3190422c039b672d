// Wrong: it moves the overlay a fixed 0.55 of the pull past either notch, the band's slope at the edge kept as a constant ratio, so a long pull goes on and on where the band flattens out.
import Workbook

extension StudentWork {
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    let t = start - fingerTranslationY
    if t > highest { return highest + 0.55 * (t - highest) }
    if t < lowest { return max(lowest - 0.55 * (lowest - t), 0) }
    return t
  }
}
