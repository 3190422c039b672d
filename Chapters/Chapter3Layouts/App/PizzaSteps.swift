import UIKit

// @begin(pizza-steps-layout)
/// The selector's layout with each step of `updateCell(_:)` behind a switch, so that a
/// figure, or the app's switch between a right and a wrong version, can leave one out or
/// do it wrong. Not code to ship: the layout an app ships is `PizzaHalfSelectorLayout`,
/// which always takes every step, in order.
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
