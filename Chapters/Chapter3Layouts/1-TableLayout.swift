import Workbook

/// This chapter's figures: 10 x 20 points per character, so a whole 320 x 568 phone
/// fits in 32 columns. Pixels are rendered at half a pixel per point (50 per character).
let phoneArt = AsciiArt(cellSize: CGSize(width: 10, height: 20), pixelsPerPoint: 0.5)

// @begin(bounds-origin)
func boundsOrigin() -> Figure {
  func panel(offset: CGFloat) -> Figure {
    let layout = TableLayout()
    layout.itemSize = CGSize(width: 160, height: 80)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 160, height: 320), collectionViewLayout: layout)
    collection.backgroundColor = .white
    collection.register(NumberedCell.self, forCellWithReuseIdentifier: "row")
    let rows = NumberedRows(count: 20)
    collection.dataSource = rows
    collection.contentOffset = CGPoint(x: 0, y: offset)
    return withExtendedLifetime(rows) {
      Figure(of: collection, title: "contentOffset.y = \(Int(offset))", art: phoneArt)
    }
  }
  return .sideBySide(
    [panel(offset: 0), panel(offset: 200)],
    caption: "The same rows, the same frames: scrolling moves the collection view's "
      + "bounds over them. Row 2's frame starts at y = 160 in both; with the bounds' "
      + "origin at 200 it is drawn 200 points higher, at -40: its top half is above the "
      + "screen.")
}
// @end(bounds-origin)

func visibleRowsCost() -> Figure {
  let cache = TableLayoutCache(
    itemSize: CGSize(width: 160, height: 230), collectionWidth: 160, numberOfItems: 1_000_000)
  let screen = CGRect(x: 0, y: 230 * 500_000 - 100, width: 160, height: 568)
  let filtered = cache.visibleRowsByFilter(in: screen)
  let searched = cache.visibleRows(in: screen)
  // Binary search halves the range until one row is left: ceil(log2(1,000,000)) = 20
  // comparisons, plus one per row returned to find the end.
  let search = Int(log2(Double(cache.frames.count)).rounded(.up))
  let walk = searched.count + 1
  let lines = [
    "1,000,000 rows, 230 points each; a 568-point screen at y = 114,999,900",
    "",
    "filter:        tests 1,000,000 frames -> rows \(rangeText(filtered))",
    "binary search: \(search) steps to the first row,",
    "               then walks \(walk) frames    -> rows \(rangeText(searched))",
    "               (\(search + walk) frames tested)",
    "same rows: \(filtered == searched ? "yes" : "NO")",
  ]
  return Figure(
    art: lines,
    caption: "Finding the rows on screen. Both ways find the same rows. The filter looks at "
      + "every frame; the binary search finds the first visible row in 20 halvings, then "
      + "walks down the rows on screen and one more, the first that starts below it.")
}

func rangeText(_ rows: [Int]) -> String {
  guard let first = rows.first, let last = rows.last else { return "none" }
  return "\(first)...\(last)"
}

// @begin(slow-rows)
extension TableLayoutCache {
  /// The rows whose frames meet `rect`, found by testing every frame: the slow way,
  /// which looks at a million frames for a million rows.
  func visibleRowsByFilter(in rect: CGRect) -> [Int] {
    frames.indices.filter { frames[$0].intersects(rect) }
  }
}

/// `TableLayout` finding its rows the slow way, to time against the binary search.
final class FilteringTableLayout: TableLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.visibleRowsByFilter(in: rect).map { row in
      rowAttributes(at: IndexPath(item: row, section: section))
    }
  }
}
// @end(slow-rows)

/// `TableLayout` counting the frames it builds, to show when it rebuilds them.
final class CountingTableLayout: TableLayout {
  private(set) var framesBuilt = 0

  override func buildFrames(width: CGFloat) {
    super.buildFrames(width: width)
    framesBuilt += cache.frames.count
  }
}

/// `count` rows that only say how many they are: a million by default.
final class ManyRows: NSObject, UICollectionViewDataSource {
  let count: Int

  init(count: Int = 1_000_000) {
    self.count = count
    super.init()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}

/// `layoutAttributesForElements(in:)` for a screen in the middle of a million rows.
func visibleRowsBenchmark(byFilter: Bool) -> () -> Int {
  let layout = byFilter ? FilteringTableLayout() : TableLayout()
  layout.itemSize = CGSize(width: 160, height: 230)
  let collection = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 160, height: 568), collectionViewLayout: layout)
  let rows = ManyRows()
  collection.dataSource = rows
  layout.prepare()
  let screen = CGRect(x: 0, y: 230 * 500_000 - 100, width: 160, height: 568)
  return {
    withExtendedLifetime(rows) { layout.layoutAttributesForElements(in: screen)?.count ?? 0 }
  }
}

// @begin(scroll-cost)
/// The pizza layout counting the frames it builds; with `keepsFrames` false it rebuilds
/// them in every `prepare()`, as a layout that ignores the invalidation context does.
final class FrameCountingPizzaLayout: PizzaHalfSelectorLayout {
  var keepsFrames = true
  private(set) var framesBuilt = 0
  private var builtInThisPass = false

  override func buildFrames(width: CGFloat) {
    super.buildFrames(width: width)
    framesBuilt += cache.frames.count
    builtInThisPass = true
  }

  override func prepare() {
    builtInThisPass = false
    super.prepare()
    if !keepsFrames, !builtInThisPass { buildFrames(width: collectionView?.bounds.width ?? 0) }
  }
}

/// Frames built while a collection of `count` pizzas, invalidated on every scroll,
/// scrolls `steps` times by 10 points: with the frames kept by the invalidation context,
/// and rebuilt by every `prepare()`.
func framesBuiltWhileScrolling(count: Int, steps: Int, keeps: Bool) -> Int {
  let layout = FrameCountingPizzaLayout(orientation: .left, pizzaSize: 230)
  layout.keepsFrames = keeps
  let collection = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 160, height: 568), collectionViewLayout: layout)
  collection.register(NumberedCell.self, forCellWithReuseIdentifier: "row")
  let rows = ManyRows(count: count)
  collection.dataSource = rows
  collection.layoutIfNeeded()
  for step in 1...steps {
    collection.contentOffset.y = CGFloat(step * 10)
    collection.layoutIfNeeded()
  }
  return withExtendedLifetime(rows) { layout.framesBuilt }
}

func scrollCost() -> Figure {
  var lines = ["100 scroll steps          frames built   per step"]
  for keeps in [false, true] {
    let built = framesBuiltWhileScrolling(count: 1000, steps: 100, keeps: keeps)
    lines.append(
      (keeps ? "frames kept (context)" : "rebuilt in prepare()").padding(
        toLength: 26, withPad: " ", startingAt: 0)
        + String(format: "%12d   %8.0f", built, Double(built - 1000) / 100))
  }
  return Figure(
    art: lines,
    caption: "A thousand pizzas, scrolled 10 points a hundred times, with "
      + "shouldInvalidateLayout(forBoundsChange:) true. If prepare() rebuilds the frames "
      + "it builds all thousand on every step; a layout that reads the invalidation "
      + "context builds them once and only recomputes the visible attributes.")
}
// @end(scroll-cost)

/// A hundred scroll steps over `count` pizzas, for `workbook-run bench`.
func scrollBenchmark(count: Int, keeps: Bool) -> () -> Int {
  { framesBuiltWhileScrolling(count: count, steps: 100, keeps: keeps) }
}
