// Wrong: one row per item, as if the items were in one column, so every card with more than one item is about twice as tall as its two-column rows.
import Workbook

extension StudentWork {
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    CGRect(
      x: Grid.inset, y: Grid.top, width: collectionWidth - 2 * Grid.inset + Grid.shadowRight,
      height: CGFloat(itemCount) * Grid.itemHeight + Grid.shadowBottom)
  }
}
