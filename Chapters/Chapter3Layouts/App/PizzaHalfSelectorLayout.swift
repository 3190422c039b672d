import UIKit

// @begin(orientation)
/// Which half of the pizza a collection shows.
enum PizzaHalfOrientation {
  case left, right

  /// The other half: where a half hands its pizza.
  func opposite() -> PizzaHalfOrientation {
    switch self {
    case .left: return .right
    case .right: return .left
    }
  }
}
// @end(orientation)

// @begin(pizza-layout)
// @begin(pizza-index)
/// The pizza-halves layout: a table of pizzas that grow towards the centre of the
/// screen, with their names above them.
class PizzaHalfSelectorLayout: TableLayout {
  /// How far from the screen's centre (points) a pizza stops shrinking.
  static let criticalOffsetFromCenter: CGFloat = 200
  /// How much of its size a pizza loses at that distance.
  static let scaleFactor: CGFloat = 0.6
  /// The gap between the two halves.
  static let spaceBetweenHalves: CGFloat = 4
  static let headerHeight: CGFloat = 60
  static let cellZIndex = 0
  static let headerZIndex = 100

  let orientation: PizzaHalfOrientation

  init(orientation: PizzaHalfOrientation, pizzaSize: CGFloat) {
    self.orientation = orientation
    super.init()
    itemSize.height = pizzaSize  // a row is as wide as its collection: the width is unused
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The content offset that puts pizza `index` in the middle of the screen.
  func contentOffset(for index: Int) -> CGPoint {
    let screenHalf = (collectionView?.bounds.height ?? 0) / 2
    return CGPoint(x: 0, y: itemSize.height * CGFloat(index) + itemSize.height / 2 - screenHalf)
  }

  /// Which pizza is in the middle of the screen at `offset`, with the fraction of the
  /// way to the next: 2.5 is pizza 2 exactly centred.
  func pizzaIndex(offset: CGPoint) -> CGFloat {
    let screenCenter = offset.y + (collectionView?.bounds.height ?? 0) / 2
    return screenCenter / itemSize.height
  }

  var currentPizzaIndex: Int {
    let count = cache.frames.count
    guard count > 0 else { return 0 }
    let index = pizzaIndex(offset: collectionView?.contentOffset ?? .zero)
    return index.isFinite ? min(max(Int(index.rounded(.down)), 0), count - 1) : 0
  }
  // @end(pizza-index)

  // @begin(snapping)
  /// At most this many pizzas per flick, counted from the pizza in the middle when the
  /// finger lifts; nil (the article's selector) lets a hard flick skip pizzas.
  var maxPizzasPerFlick: Int?

  /// Stop with a pizza in the middle: the one the proposed offset would bring there,
  /// kept within the menu (and within `maxPizzasPerFlick` of the current one).
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let count = cache.frames.count
    guard count > 0 else { return proposedContentOffset }
    let index = pizzaIndex(offset: proposedContentOffset)
    let last = CGFloat(count - 1)
    var row = index.isFinite ? Int(min(max(index.rounded(.down), 0), last)) : currentPizzaIndex
    if let limit = maxPizzasPerFlick {
      let current = currentPizzaIndex
      row = min(max(row, current - limit), current + limit)
    }
    return contentOffset(for: row)
  }
  // @end(snapping)

  // @begin(invalidate)
  /// The attributes depend on where the screen is, so every scroll recomputes them.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }
  // @end(invalidate)

  // @begin(normalized-scale)
  /// Where a frame is relative to the screen's centre: 0 at the centre, -1 at 200 points
  /// above it or more, +1 at 200 below or more.
  func normalizedScale(for frame: CGRect) -> CGFloat {
    let screenCenter =
      (collectionView?.contentOffset.y ?? 0) + (collectionView?.bounds.height ?? 0) / 2
    let offset = frame.midY - screenCenter
    let relative = offset / PizzaHalfSelectorLayout.criticalOffsetFromCenter
    return relative.isFinite ? min(1, max(-1, relative)) : 1
  }
  // @end(normalized-scale)

  // @begin(update-cells)
  /// Whether the names are shown: the screen turns them off when both halves show the
  /// same pizza, and shows one title instead.
  var showsHeaders = true

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let cells = super.layoutAttributesForElements(in: rect) ?? []
    for cell in cells { updateCell(cell) }
    guard showsHeaders else { return cells }
    let headers = cells.compactMap { cell in
      layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: cell.indexPath)
    }
    return cells + headers.filter { $0.alpha > 0 }  // invisible headers are not returned
  }

  /// UIKit also asks for one item alone (to reload it, move it in a batch update, or
  /// `scrollToItem`) and expects what `layoutAttributesForElements(in:)` gave: without
  /// this override a reloaded pizza would pop to full size and full opacity.
  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let cell = super.layoutAttributesForItem(at: indexPath) else { return nil }
    updateCell(cell)
    return cell
  }

  /// Size, alpha, place and drawing order of one cell, from its distance to the centre.
  func updateCell(_ cell: UICollectionViewLayoutAttributes) {
    let normalized = normalizedScale(for: cell.frame)
    let scale = 1 - PizzaHalfSelectorLayout.scaleFactor * abs(normalized)
    cell.alpha = scale
    cell.frame = centerAlignedFrame(for: cell, scale: scale)  // the frame first,
    cell.transform = CGAffineTransform(scaleX: scale, y: scale)  // then the transform
    cell.zIndex = zIndex(forRow: cell.indexPath.item)
  }

  /// The cells' drawing order: all share one level; the drum layout overrides this.
  func zIndex(forRow row: Int) -> Int { PizzaHalfSelectorLayout.cellZIndex }
  // @end(update-cells)

  // @begin(center-aligned-frame)
  /// The cell's frame moved towards the middle of the screen: sideways so the scaled
  /// half touches the other half (4 points apart), and up or down by a quarter of its
  /// distance from the centre, scaled, so shrunken pizzas do not leave gaps.
  func centerAlignedFrame(for element: UICollectionViewLayoutAttributes, scale: CGFloat) -> CGRect {
    let width = collectionView?.bounds.width ?? 0
    let horizontal = (width - element.frame.width * scale) / 2
    let gap = PizzaHalfSelectorLayout.spaceBetweenHalves / 2
    let vertical = verticalOffset(for: element.frame, scale: scale)
    switch orientation {
    case .left: return element.frame.offsetBy(dx: horizontal - gap, dy: vertical)
    case .right: return element.frame.offsetBy(dx: -horizontal + gap, dy: vertical)
    }
  }

  func verticalOffset(for frame: CGRect, scale: CGFloat) -> CGFloat {
    let screenCenter =
      (collectionView?.contentOffset.y ?? 0) + (collectionView?.bounds.height ?? 0) / 2
    return -(frame.midY - screenCenter) / 4 * scale
  }
  // @end(center-aligned-frame)

  // @begin(headers)
  /// A header for a pizza: above the screen's centre pizza, moving with the bounds so
  /// it stays put on screen, fading and sliding as its pizza leaves the centre.
  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    guard let collectionView, indexPath.item >= 0, indexPath.item < cache.frames.count else {
      return nil
    }
    let bounds = collectionView.bounds
    let inset = max(collectionView.layoutMargins.left, collectionView.layoutMargins.right)
    let height = PizzaHalfSelectorLayout.headerHeight
    let screenY = (bounds.height - itemSize.height) / 2 - height
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = CGRect(
      x: inset, y: bounds.minY + screenY, width: bounds.width - 2 * inset, height: height)
    let normalized = normalizedScale(for: cache.frame(atRow: indexPath.item))
    attributes.alpha = 1 - abs(normalized)
    attributes.transform = CGAffineTransform(translationX: 0, y: 20 * normalized)
    attributes.zIndex = PizzaHalfSelectorLayout.headerZIndex
    return attributes
  }
  // @end(headers)
}
// @end(pizza-layout)

// @begin(smooth-return)
/// The article's answer to a small flick: when the flick would leave the same pizza in
/// the middle, stop the scroll dead where it is and let UIKit's own scroll animation
/// carry the pizza back, asked for right away and again on the next turn of the main
/// queue (PizzaHalves' "fix double-step animation"). The article calls `scrollToItem`;
/// this goes to the pizza's own offset instead: `scrollToItem` centres the item's frame,
/// which this layout shrinks and moves towards the middle, and would stop short of it.
final class SmoothReturnLayout: PizzaHalfSelectorLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let proposed = pizzaIndex(offset: proposedContentOffset)
    // The article compares Int(proposed) with the current pizza: truncated, not rounded.
    guard let collectionView, !cache.frames.isEmpty, proposed.isFinite,
      proposed.rounded(.towardZero) == CGFloat(currentPizzaIndex)
    else {
      return super.targetContentOffset(
        forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
    let centred = contentOffset(for: currentPizzaIndex)
    collectionView.setContentOffset(centred, animated: true)
    DispatchQueue.main.async { [weak collectionView] in
      collectionView?.setContentOffset(centred, animated: true)
    }
    return collectionView.contentOffset  // stop here: the animation does the rest
  }
}
// @end(smooth-return)

// @begin(drum-layout)
/// The drum: every pizza is placed relative to the centre pizza's frame, so they stack
/// on each other like a drum turning, and the nearer a pizza is to the centre, the
/// higher it is drawn.
final class DrumLayout: PizzaHalfSelectorLayout {
  /// Opaque pizzas, so the ones on top hide the ones below.
  override func updateCell(_ cell: UICollectionViewLayoutAttributes) {
    super.updateCell(cell)
    cell.alpha = 1
  }

  override func centerAlignedFrame(for element: UICollectionViewLayoutAttributes, scale: CGFloat)
    -> CGRect
  {
    guard let collectionView else { return element.frame }
    let center = collectionView.contentOffset.y + collectionView.bounds.height / 2
    let centerFrame = CGRect(
      x: 0, y: center - itemSize.height / 2, width: collectionView.bounds.width,
      height: itemSize.height)
    let horizontal = (collectionView.bounds.width - centerFrame.width * scale) / 2
    let gap = PizzaHalfSelectorLayout.spaceBetweenHalves / 2
    let vertical =
      normalizedScale(for: element.frame) * PizzaHalfSelectorLayout.criticalOffsetFromCenter * 1.1
    switch orientation {
    case .left: return centerFrame.offsetBy(dx: horizontal - gap, dy: vertical)
    case .right: return centerFrame.offsetBy(dx: -horizontal + gap, dy: vertical)
    }
  }

  /// The centre pizza on top; above it, rows climb towards it; below it, rows fall away.
  override func zIndex(forRow row: Int) -> Int {
    let count = cache.frames.count
    let current = currentPizzaIndex
    if row == current { return count }
    return row < current ? row : count - row - 1
  }
}
// @end(drum-layout)
