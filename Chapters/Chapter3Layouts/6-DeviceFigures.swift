import Workbook

// @begin(rotated-layout)
/// The table-like layout rotated to landscape, with and without answering
/// `shouldInvalidateLayout(forBoundsChange:)` for a new size.
func rotatedLayout() -> Figure {
  /// A table-like layout without `TableLayout`'s `shouldInvalidateLayout(forBoundsChange:)`
  /// answer: false to every bounds change, as the base class answers.
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

// @begin(kept-delegates)
/// The right half scrolled to the left half's pizza, as a finger would: with the
/// screen's delegates kept by the screen, and with delegates that were only assigned.
func keptDelegates() -> Figure {
  func panel(keeps: Bool) -> Figure {
    let screen = PizzaHalvesScreen()
    screen.show(left: 3, right: 4)
    if !keeps {
      // What an init that only assigns its observers leaves behind.
      do {
        let left = PizzaHalfScrollObserver(side: .left) { [weak screen] in
          screen?.halfDidScroll($0)
        }
        let right = PizzaHalfScrollObserver(side: .right) { [weak screen] in
          screen?.halfDidScroll($0)
        }
        screen.left.delegate = left
        screen.right.delegate = right
      }  // the last strong references end here; `delegate` is weak
    }
    screen.right.contentOffset = screen.rightLayout.contentOffset(for: 3)
    return screen.figure(title: keeps ? "delegates kept" : "delegates only assigned")
  }
  return .sideBySide(
    [panel(keeps: false), panel(keeps: true)],
    caption: "The right half scrolled from Mushroom to Hawaiian, the left half's pizza. "
      + "Left: the delegates were only assigned, and a collection view holds its delegate "
      + "weakly, so they are gone and nobody tells the screen: two half names stay. "
      + "Right: the screen keeps its delegates, hears of the scroll, and shows one title.")
}
// @end(kept-delegates)
