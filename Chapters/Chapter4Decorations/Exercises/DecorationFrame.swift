import Workbook

// Exercise 4.1: Size the decoration for any count.
//   Check your work:  swift run workbook-run check chapter4
//   Stuck?            swift run workbook-run hint 4.1

extension StudentWork {
  /// The frame of the card behind `itemCount` items in two columns, in a collection
  /// `collectionWidth` wide: from `Grid.inset` on the left, `Grid.top` down, as wide as
  /// the items plus `Grid.shadowRight`, as tall as their rows plus `Grid.shadowBottom`.
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    // Almost: count the rows again for an odd number of items.
    let rows = CGFloat(itemCount / 2)
    return CGRect(
      x: Grid.inset, y: Grid.top, width: collectionWidth - 2 * Grid.inset + Grid.shadowRight,
      height: rows * Grid.itemHeight + Grid.shadowBottom)
  }
}
