import UIKit

// @begin(two-column-layout)
/// The measurements of this chapter's screens.
public enum Grid {
  public static let screen = CGSize(width: 144, height: 176)
  /// Space left and right of the section.
  public static let inset: CGFloat = 12
  /// Space above the section (a title would go there).
  public static let top: CGFloat = 16
  public static let itemHeight: CGFloat = 40
  /// Room the decoration leaves for its shadow, right and below.
  public static let shadowRight: CGFloat = 4
  public static let shadowBottom: CGFloat = 6
  public static let corner: CGFloat = 10
}

/// Items in two columns, in one section.
class TwoColumnLayout: UICollectionViewLayout {
  private(set) var itemFrames: [CGRect] = []

  override func prepare() {
    super.prepare()
    guard let collectionView, collectionView.numberOfSections > 0 else {
      itemFrames = []
      return
    }
    let width = (collectionView.bounds.width - 2 * Grid.inset) / 2
    itemFrames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      CGRect(
        x: Grid.inset + CGFloat(item % 2) * width,
        y: Grid.top + CGFloat(item / 2) * Grid.itemHeight,
        width: width, height: Grid.itemHeight)
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(
      width: collectionView?.bounds.width ?? 0, height: (itemFrames.last?.maxY ?? 0) + Grid.top)
  }

  /// The columns are half the width: a new width (a rotation, Split View) needs new
  /// frames. A scroll, which moves only the bounds' origin, does not.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    itemFrames.indices.filter { itemFrames[$0].intersects(rect) }.compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemFrames.count else {
      return nil
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = itemFrames[indexPath.item]
    return attributes
  }
}
// @end(two-column-layout)

// @begin(decoration-attributes)
/// Attributes that carry data to the decoration view: the layout fills them in, the
/// collection view hands them to the view's `apply(_:)`. Layouts copy attributes, so
/// `copy(with:)` copies the new properties; the collection view applies attributes only
/// when they differ from the last ones, so `isEqual(_:)` compares them.
class DecorationAttributes: UICollectionViewLayoutAttributes {
  // Read by `isEqual(_:)`, which is NSObject's and so not isolated to the main actor
  // (see "What you need of Swift concurrency" at the start of the book): not isolated
  // either. The layout sets them on the main thread, before it hands the attributes to
  // UIKit, and nothing changes them after.
  nonisolated(unsafe) var imageName: String?
  nonisolated(unsafe) var isOdd = false

  override func copy(with zone: NSZone? = nil) -> Any {
    let other = super.copy(with: zone)
    (other as? DecorationAttributes)?.imageName = imageName
    (other as? DecorationAttributes)?.isOdd = isOdd
    return other
  }

  nonisolated override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? DecorationAttributes, super.isEqual(object) else {
      return false
    }
    return other.imageName == imageName && other.isOdd == isOdd
  }
}
// @end(decoration-attributes)

// @begin(decorated-layout)
/// The two-column layout with one decoration view behind its section.
///
/// The decoration belongs to the layout: it registers the view's class, makes the
/// attributes, and adds them to what `layoutAttributesForElements(in:)` returns. The
/// collection view and its data source know nothing about it.
class DecoratedLayout: TwoColumnLayout {
  let decorationKind: String
  /// Handed to the decoration view through its attributes.
  var imageName: String?
  /// Room around the section on every side for a decoration that draws its own shadow
  /// (`DrawnShadowBackground.room`, from the view printed under "Drawing a shadow with
  /// Core Graphics"); 0 for one whose layer casts it.
  var drawnShadowRoom: CGFloat = 0

  /// Registers the decoration's class once, for the layout's lifetime: `prepare()` runs
  /// again at every invalidation, and registering there would repeat it each time.
  init(decoration: UICollectionReusableView.Type) {
    decorationKind = String(describing: decoration)
    super.init()
    register(decoration, forDecorationViewOfKind: decorationKind)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The decoration of section 0. UIKit calls this as well as
  /// `layoutAttributesForElements(in:)` (to animate an update, for one), so the guard
  /// against a collection view with no sections yet is here, where every request passes.
  override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, elementKind == decorationKind, let collectionView,
      collectionView.numberOfSections > 0  // before the data arrives there is no section 0
    else {
      return nil
    }
    let attributes = makeAttributes(ofKind: elementKind, at: indexPath)
    let count = collectionView.numberOfItems(inSection: 0)
    attributes.frame = decorationFrame(itemCount: count, width: collectionView.bounds.width)
    attributes.zIndex = -1  // behind the cells (a lower zIndex is drawn further back)
    attributes.isOdd = count % 2 == 1
    attributes.imageName = imageName
    return attributes
  }

  /// A new instance of the attributes class that carries the data.
  func makeAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> DecorationAttributes {
    DecorationAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
  }

  /// The card behind `itemCount` items in a collection `width` wide, with room for its
  /// shadow.
  func decorationFrame(itemCount: Int, width: CGFloat) -> CGRect {
    let rows = (CGFloat(itemCount) / 2).rounded(.up)  // an odd count still fills its last row
    let section = CGRect(
      x: Grid.inset, y: Grid.top, width: width - 2 * Grid.inset, height: rows * Grid.itemHeight)
    if drawnShadowRoom > 0 {
      // A view that draws its own shadow needs room for all of it: its drawing never
      // leaves its bounds.
      return section.insetBy(dx: -drawnShadowRoom, dy: -drawnShadowRoom)
    }
    // A layer's shadow is drawn outside the layer: grow the frame by its offset, so the
    // decoration is still returned while the offset edge is on screen. (Its blur,
    // `shadowRadius` 3 by default, reaches a few points further, which this leaves out.)
    return CGRect(
      x: section.minX, y: section.minY, width: section.width + Grid.shadowRight,
      height: section.height + Grid.shadowBottom)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var elements = super.layoutAttributesForElements(in: rect) ?? []
    let decoration = layoutAttributesForDecorationView(
      ofKind: decorationKind, at: IndexPath(item: 0, section: 0))
    if let decoration, decoration.frame.intersects(rect) { elements.append(decoration) }
    return elements
  }
}
// @end(decorated-layout)

// @begin(item-cell)
/// An item: its name on a clear background, so the decoration shows behind it.
final class ItemCell: UICollectionViewCell {
  let label = UILabel()
  let icon = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    icon.backgroundColor = UIColor(white: 0.55, alpha: 1)
    label.textAlignment = .left
    // The card under it is white in both appearances; the default `.label` is white in
    // Dark Mode.
    label.textColor = .black
    contentView.addSubview(icon)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    icon.frame = CGRect(x: 6, y: bounds.midY - 6, width: 12, height: 12)
    label.frame = CGRect(x: 24, y: 0, width: bounds.width - 24, height: bounds.height)
  }
}
// @end(item-cell)

/// `count` items in one section (or no section at all).
final class Items: NSObject, UICollectionViewDataSource {
  let count: Int
  let hasSection: Bool

  init(count: Int, hasSection: Bool = true) {
    self.count = count
    self.hasSection = hasSection
    super.init()
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { hasSection ? 1 : 0 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    (cell as? ItemCell)?.label.text = "no.\(indexPath.item + 1)"
    return cell
  }
}

/// A grey screen with a collection of `count` items decorated by `decoration`, laid
/// out by `layout` (a `DecoratedLayout` unless given).
func decoratedScreen(
  count: Int, decoration: UICollectionReusableView.Type,
  layout: DecoratedLayout? = nil,
  configure: (DecoratedLayout) -> Void = { _ in }
) -> (screen: UICollectionView, items: Items) {
  let layout = layout ?? DecoratedLayout(decoration: decoration)
  configure(layout)
  let collection = UICollectionView(
    frame: CGRect(origin: .zero, size: Grid.screen), collectionViewLayout: layout)
  collection.backgroundColor = UIColor(white: 0.85, alpha: 1)
  collection.register(ItemCell.self, forCellWithReuseIdentifier: "item")
  let items = Items(count: count)
  collection.dataSource = items
  return (collection, items)
}
