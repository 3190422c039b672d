// Wrong: it takes the inset off the width once, not on both sides, so the card runs past the items to the collection's right edge.
import Workbook

extension StudentWork {
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    let rows = (CGFloat(itemCount) / 2).rounded(.up)
    return CGRect(
      x: Grid.inset, y: Grid.top, width: collectionWidth - Grid.inset + Grid.shadowRight,
      height: rows * Grid.itemHeight + Grid.shadowBottom)
  }
}
