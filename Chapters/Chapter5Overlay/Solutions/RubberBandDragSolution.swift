import Workbook

extension Solutions {
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    // The height the finger asks for: a finger moving up (negative) raises the overlay.
    let t = start - fingerTranslationY
    /// How far past a notch the overlay shows a pull of `x` points past it.
    func band(_ x: CGFloat) -> CGFloat {
      guard containerHeight > 0 else { return 0 }
      return (1 - 1 / (x * 0.55 / containerHeight + 1)) * containerHeight
    }
    let height: CGFloat
    if t > highest {
      height = highest + band(t - highest)
    } else if t < lowest {
      height = lowest - band(lowest - t)
    } else {
      height = t
    }
    return max(height, 0)
  }
}
