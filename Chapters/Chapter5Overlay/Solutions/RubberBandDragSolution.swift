import Workbook

extension Solutions {
  static func pannedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat
  ) -> CGFloat {
    let t = start - fingerTranslationY
    /// The logarithmic band past `limit`, rounded to hundredths.
    func band(_ t: CGFloat, _ limit: CGFloat) -> CGFloat {
      guard limit > 0 else { return 0 }
      return (limit * (1 + 0.5 * log10(t / limit)) * 100).rounded() / 100
    }
    if t >= highest { return band(t, highest) }
    if t <= lowest { return lowest - (band(2 * lowest - t, lowest) - lowest) }
    return t
  }
}
