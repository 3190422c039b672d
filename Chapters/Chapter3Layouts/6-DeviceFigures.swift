import Workbook

// @begin(rotated-layout)
/// The table-like layout rotated to landscape, with and without answering
/// `shouldInvalidateLayout(forBoundsChange:)` for a new size.
func rotatedLayout() -> Figure {
  /// The layout as it was before it said anything about bounds changes: the base
  /// class's answer, false, to every one.
  final class LayoutThatKeepsItsWidth: TableLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  }
  func panel(_ layout: TableLayout, title: String) -> Figure {
    layout.itemSize = CGSize(width: 100, height: 40)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 160, height: 200), collectionViewLayout: layout)
    collection.backgroundColor = .white
    collection.register(NumberedCell.self, forCellWithReuseIdentifier: "row")
    let rows = NumberedRows(count: 8)
    collection.dataSource = rows
    collection.layoutIfNeeded()  // laid out in portrait
    collection.frame = CGRect(x: 0, y: 0, width: 300, height: 120)  // the phone turns
    return withExtendedLifetime(rows) {
      Figure(of: collection, title: title, art: phoneArt)
    }
  }
  return .sideBySide(
    [
      panel(LayoutThatKeepsItsWidth(), title: "never invalidates"),
      panel(TableLayout(), title: "invalidates on a new size"),
    ],
    caption: "A table-like layout laid out 160 points wide, then turned to 300 x 120. "
      + "Left: the layout answers false to the bounds change, as the base class does, "
      + "and its rows keep the old width. Right: TableLayout answers true for a new "
      + "size, is prepared again, and its rows span the new width.")
}
// @end(rotated-layout)
