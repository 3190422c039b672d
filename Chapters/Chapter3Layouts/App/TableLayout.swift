import UIKit

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

  /// The rows whose frames meet `rect`, found by binary search: the frames are sorted
  /// from top to bottom, so find the first frame that ends below the rect's top, then
  /// walk down until a frame starts below the rect's bottom.
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
  /// The rows' size. Only the height counts: a row is as wide as the collection.
  var itemSize = CGSize(width: 100, height: 100) {
    didSet { invalidateLayout() }
  }
  private(set) var cache = TableLayoutCache(itemSize: .zero, collectionWidth: 0, numberOfItems: 0)
  let section = 0
  private var framesAreValid = false

  /// The invalidation context says why the layout is invalid. A scroll invalidates
  /// neither everything nor the counts: the frames still hold.
  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      framesAreValid = false
    }
  }

  /// A rotation, Split View or a Stage Manager window (the iPad's resizable app windows)
  /// gives the collection view a new width, and the rows must follow it. The base class
  /// answers false to every bounds change, so a layout that does not say so keeps the
  /// rows of the old width.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  override func prepare() {
    super.prepare()
    let width = collectionView?.bounds.width ?? 0
    guard !framesAreValid || cache.collectionWidth != width else { return }
    buildFrames(width: width)
    framesAreValid = true
  }

  /// Computes every row's frame: the one step that costs as much as there are rows,
  /// which `prepare()` takes only when the frames are invalid or the width changed.
  func buildFrames(width: CGFloat) {
    cache = TableLayoutCache(
      itemSize: itemSize, collectionWidth: width,
      numberOfItems: collectionView?.numberOfItems(inSection: section) ?? 0)
  }

  override var collectionViewContentSize: CGSize { cache.contentSize }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.visibleRows(in: rect).map { row in
      rowAttributes(at: IndexPath(item: row, section: section))
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.item >= 0, indexPath.item < cache.frames.count else { return nil }
    return rowAttributes(at: indexPath)
  }

  /// A row's attributes, placed by the cache. Both queries above start from here, so a
  /// subclass that overrides them both (to scale or fade the rows) changes each once.
  func rowAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
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

  override init(frame: CGRect) {
    super.init(frame: frame)
    bar.backgroundColor = UIColor(white: 0.75, alpha: 1)
    label.textAlignment = .center
    label.textColor = .black  // the bar is light grey in both appearances
    contentView.addSubview(bar)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bar.frame = bounds.insetBy(dx: 10, dy: 6)
    label.frame = bounds
  }
}

/// Numbered rows, for the table-like layout.
final class NumberedRows: NSObject, UICollectionViewDataSource {
  let count: Int

  init(count: Int) {
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
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    (cell as? NumberedCell)?.label.text = "row \(indexPath.item)"
    return cell
  }
}
