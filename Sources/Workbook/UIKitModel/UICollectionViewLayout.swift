import Foundation
import Graphics

/// The geometry and look a layout gives one element of a collection view.
///
/// As in UIKit the attributes store `center` and `size`; `transform` applies about the
/// centre. Setting `frame` sets the centre and the size. UIKit leaves `frame` undefined
/// once a transform is set; the model returns the transformed bounding box (what
/// UIKit's getter does in practice). That is why the order matters: read or set the
/// frame *before* setting a scale, or the scale is applied twice.
///
/// Attributes are compared with `isEqual(_:)`, which they inherit from `NSObject` and
/// which is therefore not isolated to the main actor: UIKit may call it on any thread,
/// so it must not trap there (`MainActor.assumeIsolated` would). The model compares a
/// copy of the values kept outside the main actor's isolation; a subclass keeps the
/// properties it compares `nonisolated(unsafe)`, set before the attributes are handed
/// to UIKit and not changed after.
@MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  open var indexPath = IndexPath(item: 0, section: 0) {
    didSet { compared.indexPath = indexPath }
  }
  open var representedElementCategory: UICollectionView.ElementCategory { category }
  open var representedElementKind: String? { kind }
  /// What the element is, set once by the initializer that makes it.
  private var category = UICollectionView.ElementCategory.cell {
    didSet { compared.category = category }
  }
  private var kind: String? {
    didSet { compared.kind = kind }
  }
  open var center = CGPoint.zero {
    didSet { compared.center = center }
  }
  open var size = CGSize.zero {
    didSet { compared.size = size }
  }
  open var transform = CGAffineTransform.identity {
    didSet { compared.transform = transform }
  }
  open var alpha: CGFloat = 1 {
    didSet { compared.alpha = alpha }
  }
  /// Higher draws on top. Ties: cells, then supplementary, then decoration views, each by
  /// index path (UIKit leaves ties undefined; this is the model's stable order).
  open var zIndex = 0 {
    didSet { compared.zIndex = zIndex }
  }
  open var isHidden = false {
    didSet { compared.isHidden = isHidden }
  }

  /// The values `isEqual(_:)` compares, readable from any thread.
  private struct Compared: Equatable {
    var indexPath = IndexPath(item: 0, section: 0)
    var category = UICollectionView.ElementCategory.cell
    var kind: String?
    var center = CGPoint.zero
    var size = CGSize.zero
    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    var zIndex = 0
    var isHidden = false
  }
  nonisolated(unsafe) private var compared = Compared()

  public override init() { super.init() }

  /// How `copy(with:)` makes an object of the same class (the model's, not UIKit's:
  /// Swift can only call an initializer it knows at run time if it is `required`).
  public required convenience init(_copyingKindOf other: UICollectionViewLayoutAttributes) {
    self.init()
    indexPath = other.indexPath
    category = other.representedElementCategory
    kind = other.representedElementKind
  }

  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    category = .supplementaryView
    kind = elementKind
  }

  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    category = .decorationView
    kind = decorationViewKind
  }

  open var frame: CGRect {
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

  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// `NSCopying`'s hook, as in UIKit: a copy with the same values. A subclass that adds
  /// properties overrides it, calls `super.copy(with:)` and copies its own.
  open func copy(with zone: NSZone? = nil) -> Any {
    let other = type(of: self).init(_copyingKindOf: self)
    other.center = center
    other.size = size
    other.transform = transform
    other.alpha = alpha
    other.zIndex = zIndex
    other.isHidden = isHidden
    return other
  }

  /// Whether `object` describes the same element the same way. The collection view
  /// compares the attributes it is given with the ones it applied last, and calls the
  /// view's `apply(_:)` only when they differ: a subclass that adds properties must
  /// compare them here too, or a change of only those never reaches the view.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return other.compared == compared
  }

  nonisolated open override var hash: Int { compared.indexPath.hashValue }

  nonisolated open override var description: String {
    MainActor.assumeIsolated {
      "\(representedElementCategory) \(indexPath) frame \(frame) alpha \(alpha) z \(zIndex)"
    }
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
///
/// As in UIKit, `init()` is designated and `init?(coder:)` required: a subclass that adds
/// a designated initializer must also write `required init?(coder:)`.
@MainActor open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
  open internal(set) weak var collectionView: UICollectionView?

  private var decorationClasses: [String: UICollectionReusableView.Type] = [:]
  private var decorationQueues: [String: [UICollectionReusableView]] = [:]

  public override init() { super.init() }

  /// A layout from an archive: the model reads nothing from it.
  public required init?(coder: NSCoder) { super.init() }

  open func encode(with coder: NSCoder) {}

  /// The class of the attributes the layout makes (UIKit's default); the model's
  /// collection view never makes attributes itself, so it only reports this.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the invalidation contexts the layout makes.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Registers the view class the collection view creates for decoration elements of
  /// `elementKind`. Decoration views belong to the layout: the collection view's data
  /// source never hears of them.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
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
  /// velocity when the finger lifted. Apple documents the velocity in points per second;
  /// what arrives in practice is points per millisecond, and the model passes that.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// Where the content should be after an update or a layout change (the proposed
  /// offset by default).
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  { proposedContentOffset }

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
    let view = type.init(_dequeuedWithFrame: .zero)
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

/// What an invalidation invalidates: `invalidateEverything` after `invalidateLayout()`
/// or `reloadData()`, `invalidateDataSourceCounts` when the item counts may have changed;
/// both false for a bounds change, so a layout can keep its caches.
@MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
  open internal(set) var invalidateEverything = false
  open internal(set) var invalidateDataSourceCounts = false
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// How far the content offset should move with this invalidation.
  open var contentOffsetAdjustment = CGPoint.zero
  /// How much the content size changes with this invalidation.
  open var contentSizeAdjustment = CGSize.zero

  public override init() { super.init() }

  /// Marks these items as needing new attributes.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }
}
