// Wrong: the card is exactly as big as the items, without `Grid.shadowRight` and `Grid.shadowBottom`, so the shadow drawn inside it is cut off at the right and the bottom.
import Workbook

extension StudentWork {
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    let rows = (CGFloat(itemCount) / 2).rounded(.up)
    return CGRect(
      x: Grid.inset, y: Grid.top, width: collectionWidth - 2 * Grid.inset,
      height: rows * Grid.itemHeight)
  }
}
