import Workbook

/// This chapter's figures: 10 x 20 points per character, so a whole 320 x 568 phone
/// fits in 32 columns. Pixels are rendered at half a pixel per point (50 per character).
let phoneArt = AsciiArt(cellSize: CGSize(width: 10, height: 20), pixelsPerPoint: 0.5)

// @begin(table-layout-cache)
/// The frames of a one-column list, computed once, then only read.
struct TableLayoutCache {
  let itemSize: CGSize
  let collectionWidth: CGFloat
  private(set) var frames: [CGRect] = []

  init(itemSize: CGSize, collectionWidth: CGFloat, numberOfItems: Int) {
    self.itemSize = itemSize
    self.collectionWidth = collectionWidth
    frames = (0..<max(0, numberOfItems)).map(frame(atRow:))
  }

  /// Row r sits right under row r - 1, as wide as the collection.
  func frame(atRow row: Int) -> CGRect {
    CGRect(x: 0, y: itemSize.height * CGFloat(row), width: collectionWidth, height: itemSize.height)
  }

  var contentSize: CGSize {
    CGSize(width: collectionWidth, height: frames.last?.maxY ?? 0)
  }

  /// The rows whose frames meet `rect`, found by testing every frame.
  func visibleRowsByFilter(in rect: CGRect) -> [Int] {
    frames.indices.filter { frames[$0].intersects(rect) }
  }

  /// The same rows found by binary search: the frames are sorted from top to bottom, so
  /// find the first frame that ends below the rect's top, then walk down until a frame
  /// starts below the rect's bottom.
  func visibleRows(in rect: CGRect) -> [Int] {
    var low = 0
    var high = frames.count
    while low < high {
      let middle = (low + high) / 2
      if frames[middle].maxY <= rect.minY { low = middle + 1 } else { high = middle }
    }
    var rows: [Int] = []
    var row = low
    while row < frames.count, frames[row].minY < rect.maxY {
      rows.append(row)
      row += 1
    }
    return rows
  }
}
// @end(table-layout-cache)

// @begin(table-layout)
/// A layout that behaves like a table view: full-width rows, one after another.
class TableLayout: UICollectionViewLayout {
  var itemSize = CGSize(width: 100, height: 100) {
    didSet { invalidateLayout() }
  }
  private(set) var cache = TableLayoutCache(itemSize: .zero, collectionWidth: 0, numberOfItems: 0)
  let section = 0
  /// Find visible rows the first, slow way (for the benchmark).
  var findsRowsByFilter = false
  /// Whether a scroll keeps the frames (what the invalidation context allows); off, every
  /// `prepare()` rebuilds them, as the first version did.
  var keepsFramesWhileScrolling = true
  /// Frames computed so far (the figures count them).
  private(set) var framesBuilt = 0
  private var framesAreValid = false

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    // A scroll invalidates neither everything nor the counts: the frames still hold.
    if context.invalidateEverything || context.invalidateDataSourceCounts
      || !keepsFramesWhileScrolling
    {
      framesAreValid = false
    }
  }

  override func prepare() {
    super.prepare()
    let width = collectionView?.bounds.width ?? 0
    guard !framesAreValid || cache.collectionWidth != width else { return }
    cache = TableLayoutCache(
      itemSize: itemSize, collectionWidth: width,
      numberOfItems: collectionView?.numberOfItems(inSection: section) ?? 0)
    framesBuilt += cache.frames.count
    framesAreValid = true
  }

  override var collectionViewContentSize: CGSize { cache.contentSize }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let rows = findsRowsByFilter ? cache.visibleRowsByFilter(in: rect) : cache.visibleRows(in: rect)
    return rows.compactMap { row in
      layoutAttributesForItem(at: IndexPath(item: row, section: section))
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.item >= 0, indexPath.item < cache.frames.count else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = cache.frame(atRow: indexPath.item)
    return attributes
  }
}
// @end(table-layout)

/// A row that shows its number, for the first figures.
final class NumberedCell: UICollectionViewCell {
  let label = UILabel()
  let bar = UIView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    bar.backgroundColor = UIColor(white: 0.75, alpha: 1)
    label.textAlignment = .center
    contentView.addSubview(bar)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bar.frame = bounds.insetBy(dx: 10, dy: 6)
    label.frame = bounds
  }
}

/// Numbered rows, for the table-like layout.
final class NumberedRows: UICollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    (cell as? NumberedCell)?.label.text = "row \(indexPath.item)"
    return cell
  }
}

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
  let steps = Int(log2(Double(cache.frames.count)).rounded(.up)) + searched.count + 1
  let lines = [
    "1,000,000 rows, 230 points each; a 568-point screen at y = 114,999,900",
    "",
    "filter:        tests 1,000,000 frames -> rows \(rangeText(filtered))",
    "binary search: tests \(steps) frames"
      + String(repeating: " ", count: max(1, 10 - String(steps).count))
      + "-> rows \(rangeText(searched))",
    "same rows: \(filtered == searched ? "yes" : "NO")",
  ]
  return Figure(
    art: lines,
    caption: "Finding the rows on screen. Both ways find the same rows; one looks at every "
      + "frame, the other at about two dozen. Times: swift run -c release workbook-run bench.")
}

func rangeText(_ rows: [Int]) -> String {
  guard let first = rows.first, let last = rows.last else { return "none" }
  return "\(first)...\(last)"
}

/// A million pizzas, for the benchmark.
final class ManyRows: UICollectionViewDataSource {
  let count: Int
  init(count: Int = 1_000_000) { self.count = count }

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
  let layout = TableLayout()
  layout.itemSize = CGSize(width: 160, height: 230)
  layout.findsRowsByFilter = byFilter
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
/// Frames built while a collection of `count` pizzas, invalidated on every scroll,
/// scrolls `steps` times by 10 points: with the frames kept by the invalidation context,
/// and rebuilt by every `prepare()`.
func framesBuiltWhileScrolling(count: Int, steps: Int, keeps: Bool) -> Int {
  let layout = PizzaHalfSelectorLayout(orientation: .left, pizzaSize: 230)
  layout.keepsFramesWhileScrolling = keeps
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
