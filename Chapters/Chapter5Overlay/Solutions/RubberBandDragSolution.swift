import Workbook

extension Solutions {
  static func pannedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat
  ) -> CGFloat {
    rubberBandHeight(translation: start - fingerTranslationY, minimum: lowest, maximum: highest)
  }
}
