// Wrong: `itemCount / 2 + 1` rows fixes the odd counts but adds a row to every even one, so a card behind 4 items is a row too tall.
import Workbook

extension StudentWork {
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    let rows = CGFloat(itemCount / 2 + 1)
    return CGRect(
      x: Grid.inset, y: Grid.top, width: collectionWidth - 2 * Grid.inset + Grid.shadowRight,
      height: rows * Grid.itemHeight + Grid.shadowBottom)
  }
}
