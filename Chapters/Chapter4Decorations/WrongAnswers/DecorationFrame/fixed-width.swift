// Wrong: the rows are right but the width is the chapter's 144-point collection's written in (124), so a card in any other collection is too narrow or too wide.
import Workbook

extension StudentWork {
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    let rows = (CGFloat(itemCount) / 2).rounded(.up)
    return CGRect(
      x: Grid.inset, y: Grid.top, width: 124, height: rows * Grid.itemHeight + Grid.shadowBottom)
  }
}
