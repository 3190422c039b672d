import Workbook

extension Solutions {
  static func pannedHeight(
    start: CGFloat, translation: CGFloat, lowest: CGFloat, highest: CGFloat, available: CGFloat
  ) -> CGFloat {
    let proposed = start + translation
    if proposed > highest {
      return highest + RubberBand.offset(overshoot: proposed - highest, dimension: available)
    }
    if proposed < lowest {
      return lowest + RubberBand.offset(overshoot: proposed - lowest, dimension: available)
    }
    return proposed
  }
}
