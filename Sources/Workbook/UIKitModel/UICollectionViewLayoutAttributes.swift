import Foundation
import Graphics

/// What kind of view a set of layout attributes describes.
public enum UICollectionElementCategory: Int, Sendable {
  case cell
  case supplementaryView
  case decorationView
}

/// The geometry and look a layout gives one element of a collection view.
///
/// As in UIKit the attributes store `center` and `size`; `transform` applies about the
/// centre. Setting `frame` sets the centre and the size. UIKit leaves `frame` undefined
/// once a transform is set; the model returns the transformed bounding box (what
/// UIKit's getter does in practice). That is why the order matters: read or set the
/// frame *before* setting a scale, or the scale is applied twice.
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
  public let indexPath: IndexPath
  public let representedElementCategory: UICollectionElementCategory
  public let representedElementKind: String?
  public var center = CGPoint.zero
  public var size = CGSize.zero
  public var transform = CGAffineTransform.identity
  public var alpha: CGFloat = 1
  /// Higher draws on top. Ties: cells, then supplementary, then decoration views, each by
  /// index path (UIKit leaves ties undefined; this is the model's stable order).
  public var zIndex = 0
  public var isHidden = false

  public required init(
    indexPath: IndexPath, category: UICollectionElementCategory, kind: String?
  ) {
    self.indexPath = indexPath
    representedElementCategory = category
    representedElementKind = kind
  }

  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .cell, kind: nil)
  }

  public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .supplementaryView, kind: kind)
  }

  public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .decorationView, kind: kind)
  }

  public var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height
      )
      .applyingAbout(transform, anchor: center)
    }
    set {
      let r = newValue.standardized
      center = CGPoint(x: r.midX, y: r.midY)
      size = r.size
    }
  }

  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// `NSCopying`'s hook, as in UIKit: a copy with the same values. A subclass that adds
  /// properties overrides it, calls `super.copy(with:)` and copies its own.
  open func copy(with zone: NSZone? = nil) -> Any {
    let other = Self(
      indexPath: indexPath, category: representedElementCategory, kind: representedElementKind)
    other.center = center
    other.size = size
    other.transform = transform
    other.alpha = alpha
    other.zIndex = zIndex
    other.isHidden = isHidden
    return other
  }

  /// `NSObject.copy()`: `copy(with: nil)`, typed `Any` as in UIKit (cast the result).
  public func copy() -> Any { copy(with: nil) }

  /// Whether `object` describes the same element the same way. The collection view
  /// compares the attributes it is given with the ones it applied last, and calls the
  /// view's `apply(_:)` only when they differ: a subclass that adds properties must
  /// compare them here too, or a change of only those never reaches the view.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return other.indexPath == indexPath
      && other.representedElementCategory == representedElementCategory
      && other.representedElementKind == representedElementKind && other.center == center
      && other.size == size && other.transform == transform && other.alpha == alpha
      && other.zIndex == zIndex && other.isHidden == isHidden
  }

  public var description: String {
    "\(representedElementCategory) \(indexPath) frame \(frame) alpha \(alpha) z \(zIndex)"
  }

  /// The model's drawing order: zIndex, then category, then index path.
  static func drawsBefore(
    _ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes
  ) -> Bool {
    (a.zIndex, a.representedElementCategory.rawValue, a.indexPath.section, a.indexPath.item)
      < (b.zIndex, b.representedElementCategory.rawValue, b.indexPath.section, b.indexPath.item)
  }
}

/// The object that places a collection view's elements. Subclass it: compute in
/// `prepare()`, answer the queries from what was computed.
open class UICollectionViewLayout {
  public internal(set) weak var collectionView: UICollectionView?

  private var decorationClasses: [String: UICollectionReusableView.Type] = [:]
  private var decorationQueues: [String: [UICollectionReusableView]] = [:]

  public init() {}

  /// Registers the view class the collection view creates for decoration elements of
  /// `elementKind`. Decoration views belong to the layout: the collection view's data
  /// source never hears of them.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
  }

  /// Called before the collection view lays out after the layout was invalidated.
  open func prepare() {}

  /// The size of all the content, for scrolling.
  open var collectionViewContentSize: CGSize { .zero }

  /// Every cell, supplementary and decoration view whose frame meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  { nil }

  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Where scrolling should stop, given where it would (`proposedContentOffset`) and the
  /// velocity when the finger lifted, in points per millisecond.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// Whether a change of the collection view's bounds (scrolling included) should
  /// re-run `prepare()`. False by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// A view for a decoration element of `kind`, reused if one is queued; nil (and the
  /// element is not shown) if no class was registered for the kind.
  func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
    if let view = decorationQueues[kind]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let type = decorationClasses[kind] else { return nil }
    let view = type.init(frame: .zero)
    view.reuseIdentifier = kind
    return view
  }

  func enqueueDecorationView(_ view: UICollectionReusableView) {
    decorationQueues[view.reuseIdentifier ?? "", default: []].append(view)
  }

  /// Marks the layout stale, everything in it: `invalidateLayout(with:)` with a context
  /// whose `invalidateEverything` is true.
  open func invalidateLayout() {
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    invalidateLayout(with: context)
  }

  /// Marks the layout stale as `context` says: `prepare()` runs again before the next
  /// layout pass, and a layout that overrides this can keep what the context leaves
  /// valid (its frame cache, when only the bounds moved).
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    collectionView?.layoutIsValid = false
    collectionView?.setNeedsLayout()
  }

  /// The context for a bounds change that `shouldInvalidateLayout(forBoundsChange:)`
  /// accepted: by default neither everything nor the counts are invalid.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    UICollectionViewLayoutInvalidationContext()
  }
}

/// What an invalidation invalidates (`UICollectionViewLayoutInvalidationContext`):
/// `invalidateEverything` after `invalidateLayout()` or `reloadData()`,
/// `invalidateDataSourceCounts` when the item counts may have changed; both false for a
/// bounds change, so a layout can keep its caches.
open class UICollectionViewLayoutInvalidationContext {
  public internal(set) var invalidateEverything = false
  public internal(set) var invalidateDataSourceCounts = false

  public init() {}
}
