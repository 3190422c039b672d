import Workbook

extension PizzaHalvesScreen {
  func figure(title: String? = nil, art: AsciiArt = phoneArt) -> Figure {
    withExtendedLifetime(sources) { Figure(of: view, title: title, art: art) }
  }

  /// The middle `height` points of the screen at 5 x 10 points per character, four
  /// times the detail of the whole-phone figures: the halves, their gap and their
  /// scaling can be read.
  func closeUp(height: CGFloat = 300, title: String? = nil) -> Figure {
    withExtendedLifetime(sources) {
      let art = AsciiArt(
        cellSize: CGSize(width: 5, height: 10), pixelsPerPoint: 1, magnification: 2)
      let whole = Figure(of: view, art: art)
      let rows = Int(height / 10)
      let first = max(0, (whole.art.count - rows) / 2)
      return whole.rows(first..<min(whole.art.count, first + rows), title: title)
    }
  }
}
