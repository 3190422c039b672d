import UIKit

// The mistakes this chapter warns about, each a subclass of the right version, for the
// figures and for the app's switch between a right and a wrong version. Not code to
// ship: the decorated layout and its decorations are in DecoratedLayout.swift and
// Backgrounds.swift.

// @begin(wrong-decorations)
/// The attributes as they are when `isEqual(_:)` is left out: the new properties copied,
/// but compared as UIKit's own attributes compare, on the properties of UIKit's class
/// only, so a change of only the new properties looks like no change at all. The
/// override stands in for the one UIKit's class inherits.
final class ForgetfulAttributes: DecorationAttributes {
  nonisolated override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    // UIKit's properties belong to the main actor, as the class does (Apple declares it
    // `@MainActor`): UIKit uses attributes on the main thread, so the check holds (it
    // traps anywhere else).
    return MainActor.assumeIsolated {
      other.indexPath == indexPath && other.frame == frame && other.zIndex == zIndex
        && other.alpha == alpha && other.isHidden == isHidden
    }
  }
}

/// The decorated layout handing its decoration `ForgetfulAttributes`.
final class ForgetfulDecoratedLayout: DecoratedLayout {
  override func makeAttributes(ofKind elementKind: String, at indexPath: IndexPath)
    -> DecorationAttributes
  {
    ForgetfulAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
  }
}

/// The decorated layout without its guard: it asks for section 0's item count whether
/// or not there is a section 0.
final class UnguardedDecoratedLayout: DecoratedLayout {
  override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    guard let collectionView else { return nil }
    let count = collectionView.numberOfItems(inSection: 0)  // no section 0: UIKit raises
    let attributes = makeAttributes(ofKind: elementKind, at: indexPath)
    attributes.frame = decorationFrame(itemCount: count, width: collectionView.bounds.width)
    attributes.zIndex = -1
    return attributes
  }
}

// @end(wrong-decorations)

// @begin(forgetful-drawn)
/// The drawn decoration that forgets `setNeedsDisplay()` when `apply(_:)` changes its
/// data: every request to redraw made while applying attributes is dropped.
final class ForgetfulDrawnBackground: DrawnShadowBackground {
  private var applying = false

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    applying = true
    super.apply(layoutAttributes)
    applying = false
  }

  override func setNeedsDisplay() {
    if !applying { super.setNeedsDisplay() }
  }
}
// @end(forgetful-drawn)

/// The odd card with its three pieces filled one by one, from the bottom up, while the
/// shadow is set: one shadow each, and the rows' shadow falls on the lone item.
final class PieceByPieceOddCardView: OddCardView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    for piece in oddOutlinePieces(in: CGRect(x: 12, y: 12, width: 112, height: 112)).reversed() {
      piece.fill()
    }
  }
}

/// The badged card without `saveGState()` and `restoreGState()`: the shadow stays set
/// when the badge is filled.
final class UnrestoredBadgedCard: BadgedCard {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    UIBezierPath(roundedRect: CGRect(x: 12, y: 12, width: 96, height: 64), cornerRadius: 10).fill()
    UIColor(white: 0.35, alpha: 1).setFill()
    UIBezierPath(ovalIn: CGRect(x: 76, y: 22, width: 20, height: 20)).fill()
  }
}
