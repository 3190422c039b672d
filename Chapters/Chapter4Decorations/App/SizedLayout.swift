import UIKit

// @begin(columns-layout)
/// What the layout asks of whoever knows the content. The layout only places; the
/// object that has the data (a text's length, an image's proportions) gives the sizes.
protocol ColumnsLayoutDelegate: AnyObject {
  func columnsLayout(_ layout: ColumnsLayout, heightForItemAt indexPath: IndexPath) -> CGFloat
}

/// Two columns of items, each as tall as the delegate says, each item under the column
/// that is shorter so far.
final class ColumnsLayout: UICollectionViewLayout {
  weak var delegate: ColumnsLayoutDelegate?
  /// The space between the columns, and between an item and the next below it.
  var spacing: CGFloat = 4
  private var frames: [CGRect] = []
  private var contentHeight: CGFloat = 0

  override func prepare() {
    super.prepare()
    frames = []
    contentHeight = 0
    guard let collectionView, collectionView.numberOfSections > 0 else { return }
    let width = (collectionView.bounds.width - 2 * Grid.inset - spacing) / 2
    var bottoms = [Grid.top, Grid.top]
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let column = bottoms[0] <= bottoms[1] ? 0 : 1
      let indexPath = IndexPath(item: item, section: 0)
      let height = delegate?.columnsLayout(self, heightForItemAt: indexPath) ?? Grid.itemHeight
      frames.append(
        CGRect(
          x: Grid.inset + CGFloat(column) * (width + spacing), y: bottoms[column],
          width: width, height: height))
      bottoms[column] += height + spacing
    }
    contentHeight = (bottoms.max() ?? 0) + Grid.top
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  /// New frames for a new width; none for a scroll.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frames[indexPath.item]
    return attributes
  }
}

/// The data source is the delegate too: it has the items, so it knows their heights.
final class SizedItems: NSObject, UICollectionViewDataSource, ColumnsLayoutDelegate {
  /// How many lines of text each item holds.
  var lineCounts: [Int]

  init(lineCounts: [Int]) {
    self.lineCounts = lineCounts
    super.init()
  }

  func columnsLayout(_ layout: ColumnsLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
    CGFloat(lineCounts[indexPath.item]) * 16 + 8
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    lineCounts.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    (cell as? ItemCell)?.label.text = "no.\(indexPath.item + 1)"
    cell.backgroundColor = .white
    return cell
  }
}
// @end(columns-layout)

// @begin(card-layer)
/// A layer that draws its card with UIKit's drawing calls. `draw(in:)` hands the layer
/// a context but does not make it current, and UIKit's calls draw into the current one:
/// pushing the layer's context makes them draw here, and popping puts back whatever was
/// current before.
///
/// `CALayer` is not tied to the main actor, as views are, so this subclass says
/// `nonisolated` (see "What you need of Swift concurrency" at the start of the book).
///
/// A layer made in code needs three things UIKit does for a view's own layer: it is
/// told to draw (`needsDisplayOnBoundsChange` makes its first frame do that), it is
/// drawn again when its size changes (the same property; otherwise Core Animation
/// stretches the old drawing), and it has the screen's scale (`contentsScale` is 1 for
/// a layer made in code: on a 3x screen its drawing would be magnified three times).
/// The view that holds it sees to all three. (It writes no initializer of its own, so
/// it keeps `CALayer`'s, `init(layer:)` among them, which Core Animation uses to copy a
/// layer while it animates.)
nonisolated final class CardLayer: CALayer {
  override func draw(in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    UIColor.white.setFill()
    UIBezierPath(roundedRect: bounds.insetBy(dx: 8, dy: 8), cornerRadius: 10).fill()
  }
}

/// A view that shows a card layer. Its own layer has the screen's scale (UIKit sets
/// it), so the card layer takes that one at every layout.
final class CardLayerView: UIView {
  let card = CardLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    card.needsDisplayOnBoundsChange = true
    layer.addSublayer(card)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    card.contentsScale = layer.contentsScale
    card.frame = bounds
  }
}
// @end(card-layer)
