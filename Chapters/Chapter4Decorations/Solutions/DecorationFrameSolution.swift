import Workbook

extension Solutions {
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    let rows = (CGFloat(itemCount) / 2).rounded(.up)
    return CGRect(
      x: Grid.inset, y: Grid.top, width: collectionWidth - 2 * Grid.inset + Grid.shadowRight,
      height: rows * Grid.itemHeight + Grid.shadowBottom)
  }
}
