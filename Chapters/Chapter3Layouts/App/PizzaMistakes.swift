import UIKit

// The steps of the selector's layout, each behind a switch, for the figures and for the
// workbook's iOS app, which shows a step left out or done wrong beside the finished
// layout. Not code to ship: the layout to ship is `PizzaHalfSelectorLayout`, in
// PizzaHalfSelectorLayout.swift.

// @begin(pizza-steps-layout)
/// The selector's layout with each step of `updateCell(_:)` behind a switch, so that a
/// figure, or the workbook's own iOS app, can leave one out or do it wrong. Not code to
/// ship: the layout an app ships is `PizzaHalfSelectorLayout`, which always takes every
/// step, in order.
final class PizzaStepsLayout: PizzaHalfSelectorLayout {
  var scalesCells = true
  var fadesCells = true
  var alignsToCenter = true
  var compressesVertically = true
  var setsTransformFirst = false
  /// Off, scrolling does not invalidate the layout, and the cells keep the attributes
  /// computed at the last `prepare()`, as UIKit keeps them.
  var invalidatesOnScroll = true
  private var preparedAttributes: [Int: UICollectionViewLayoutAttributes] = [:]

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    invalidatesOnScroll
  }

  override func prepare() {
    super.prepare()
    preparedAttributes = [:]
  }

  override func updateCell(_ cell: UICollectionViewLayoutAttributes) {
    if !invalidatesOnScroll, let prepared = preparedAttributes[cell.indexPath.item] {
      cell.center = prepared.center  // stale: as computed at the last prepare()
      cell.size = prepared.size
      cell.transform = prepared.transform
      cell.alpha = prepared.alpha
      cell.zIndex = prepared.zIndex
      return
    }
    let normalized = normalizedScale(for: cell.frame)
    let scale = scalesCells ? 1 - PizzaHalfSelectorLayout.scaleFactor * abs(normalized) : 1
    cell.alpha = fadesCells ? scale : 1
    if setsTransformFirst {
      cell.transform = CGAffineTransform(scaleX: scale, y: scale)
      cell.frame = centerAlignedFrame(for: cell, scale: scale)  // reads the scaled frame
    } else {
      cell.frame = centerAlignedFrame(for: cell, scale: scale)
      cell.transform = CGAffineTransform(scaleX: scale, y: scale)
    }
    cell.zIndex = zIndex(forRow: cell.indexPath.item)
    preparedAttributes[cell.indexPath.item] = cell.copy() as? UICollectionViewLayoutAttributes
  }

  override func centerAlignedFrame(for element: UICollectionViewLayoutAttributes, scale: CGFloat)
    -> CGRect
  {
    let width = collectionView?.bounds.width ?? 0
    let horizontal = alignsToCenter ? (width - element.frame.width * scale) / 2 : 0
    let gap = alignsToCenter ? PizzaHalfSelectorLayout.spaceBetweenHalves / 2 : 0
    let vertical = compressesVertically ? verticalOffset(for: element.frame, scale: scale) : 0
    switch orientation {
    case .left: return element.frame.offsetBy(dx: horizontal - gap, dy: vertical)
    case .right: return element.frame.offsetBy(dx: -horizontal + gap, dy: vertical)
    }
  }
}
// @end(pizza-steps-layout)

/// The selector with `PizzaStepsLayout` in both halves, each set up by `configure`.
func stepsScreen(_ configure: @escaping (PizzaStepsLayout) -> Void = { _ in })
  -> PizzaHalvesScreen
{
  PizzaHalvesScreen { orientation, size in
    let layout = PizzaStepsLayout(orientation: orientation, pizzaSize: size)
    configure(layout)
    return layout
  }
}

/// The two halves' layouts of a screen made by `stepsScreen(_:)`.
func stepLayouts(_ screen: PizzaHalvesScreen) -> [PizzaStepsLayout] {
  [screen.leftLayout, screen.rightLayout].compactMap { $0 as? PizzaStepsLayout }
}

/// Where the figures and the app's techniques put the halves: in an app, the finger does.
/// A position here counts from pizza centres, as Exercise 3.4 does: 2 is pizza 2 centred
/// (pizza index 2.5), 2.25 a quarter of the way on to pizza 3 (pizza index 2.75).
extension PizzaHalvesScreen {
  /// Scrolls the halves to two positions. When both are the same pizza, centred, it is a
  /// whole pizza: one title in the middle, and no half titles. (`titles: false` leaves the
  /// titles alone, for figures about the cells only.)
  func show(left leftPosition: CGFloat, right rightPosition: CGFloat, titles: Bool = true) {
    left.layoutIfNeeded()
    right.layoutIfNeeded()
    left.contentOffset = offset(leftLayout, leftPosition)
    right.contentOffset = offset(rightLayout, rightPosition)
    guard titles else { return }
    let same = leftPosition == rightPosition && leftPosition == leftPosition.rounded()
    leftLayout.showsHeaders = !same
    rightLayout.showsHeaders = !same
    leftLayout.invalidateLayout()
    rightLayout.invalidateLayout()
    titleLabel.text = same ? pizzaNames[Int(leftPosition) % pizzaNames.count] : nil
  }

  /// Turns off the names and the title, for figures about the cells, and takes the
  /// halves' delegates away so that no scroll turns them back on. (`show(left:right:)`
  /// with `titles: false` then only scrolls.)
  func hideTitles() {
    left.delegate = nil  // no hand-over of the titles as the halves scroll
    right.delegate = nil
    leftLayout.showsHeaders = false
    rightLayout.showsHeaders = false
    titleLabel.text = nil
  }

  /// The content offset for a position counted from pizza centres: 2 puts pizza 2 in the
  /// middle (pizza index 2.5), 2.5 is halfway from pizza 2 to pizza 3 (pizza index 3).
  func offset(_ layout: PizzaHalfSelectorLayout, _ position: CGFloat) -> CGPoint {
    let whole = Int(position.rounded(.down))
    let base = layout.contentOffset(for: whole)
    return CGPoint(x: 0, y: base.y + (position - CGFloat(whole)) * layout.itemSize.height)
  }
}
