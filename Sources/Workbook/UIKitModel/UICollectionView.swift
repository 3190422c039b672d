import Foundation
import Graphics

/// A view a collection view shows and reuses: a cell, a header, a decoration.
///
/// `init(frame:)` is designated, as in UIKit: a subclass overrides it and writes
/// `required init?(coder:)`. The collection view creates registered classes through
/// `init(frame:)`; a subclass that does not override it cannot be created that way (in
/// UIKit at run time, here when it compiles).
@MainActor open class UICollectionReusableView: UIView {
  open internal(set) var reuseIdentifier: String?

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// How the collection view makes a registered class (the model's, not UIKit's: Swift
  /// can only call an initializer it knows at run time if it is `required`).
  public required convenience init(_dequeuedWithFrame frame: CGRect) { self.init(frame: frame) }

  /// Called when the view leaves the reuse queue for a new element.
  open func prepareForReuse() {}

  /// Called with the attributes the layout gave the view's element, after the
  /// collection view applied the geometry, alpha and zIndex. Subclasses read their own
  /// attributes subclasses here.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like (the model takes the layout's as they are).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes { layoutAttributes }
}

/// A collection view cell: a reusable view with a `contentView` that fills it.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  public let contentView = UIView()
  open var isSelected = false
  open var isHighlighted = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

/// What a collection view asks for its items.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// Optional (one section by default).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// Optional in UIKit (where a layout that asks for a supplementary view the data source
  /// cannot give raises an exception; the model shows an empty view).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}

/// What a collection view tells as it shows items. Every method is optional.
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

/// A scroll view whose elements are placed by a `UICollectionViewLayout`.
///
/// On each layout pass it runs the layout's `prepare()` if the layout was invalidated,
/// takes the content size, asks for the attributes of everything in its bounds, and
/// shows one view per attribute: reused when an element stays on screen, dequeued or
/// created when it appears, queued for reuse when it leaves. Views are stacked by
/// zIndex (ties: cells, supplementary, decoration, then index path). Attributes for
/// items (or, for decoration views, sections) the data source does not have are skipped
/// (UIKit raises an exception: `Simulator.skippedAttributes(in:)` counts them). The
/// model lays out synchronously and does not animate.
@MainActor open class UICollectionView: UIScrollView {
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// What kind of view a set of layout attributes describes.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView
    case decorationView
  }

  /// Where `scrollToItem(at:at:animated:)` puts the item.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }
  /// Attributes the last layout pass skipped because their item does not exist.
  var skippedAttributes = 0

  var layoutIsValid = false
  private var itemCounts: [Int]?
  private var cellClasses: [String: UICollectionViewCell.Type] = [:]
  private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
  private var reuseQueues: [String: [UICollectionReusableView]] = [:]
  private var shown: [ElementKey: UICollectionReusableView] = [:]

  /// Identifies an element on screen: category, kind and index path.
  struct ElementKey: Hashable {
    let category: UInt
    let kind: String
    let indexPath: IndexPath
  }

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Sets the layout (the model never animates the change).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[kind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
  }

  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reuseQueues["cell/" + identifier]?.popLast() as? UICollectionViewCell {
      cell.prepareForReuse()
      return cell
    }
    let type = cellClasses[identifier] ?? UICollectionViewCell.self
    let cell = type.init(_dequeuedWithFrame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  open func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = kind + "/" + identifier
    if let view = reuseQueues["supplementary/" + key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    let view = (supplementaryClasses[key] ?? UICollectionReusableView.self).init(
      _dequeuedWithFrame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  open var numberOfSections: Int { counts().count }

  open func numberOfItems(inSection section: Int) -> Int {
    let counts = counts()
    guard section >= 0, section < counts.count else {
      raisedExceptions.append(
        "request for number of items in section \(section) when there are only "
          + "\(counts.count) sections in the collection view")
      return 0
    }
    return counts[section]
  }

  /// What UIKit would have raised (an `NSInternalInconsistencyException`, which stops the
  /// app); the model records the message and answers 0 instead
  /// (`Simulator.raisedExceptions(in:)` reads them).
  var raisedExceptions: [String] = []

  private func counts() -> [Int] {
    if let itemCounts { return itemCounts }
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    let counts = (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
    itemCounts = counts
    return counts
  }

  /// Forgets the item counts and every shown view, and invalidates the layout.
  open func reloadData() {
    itemCounts = nil
    for (_, view) in shown { enqueue(view) }
    shown = [:]
    collectionViewLayout.invalidateLayout()
  }

  open var visibleCells: [UICollectionViewCell] {
    shown.filter { $0.key.category == ElementCategory.cell.rawValue }
      .sorted {
        ($0.key.indexPath.section, $0.key.indexPath.item) < (
          $1.key.indexPath.section, $1.key.indexPath.item
        )
      }
      .compactMap { $0.value as? UICollectionViewCell }
  }

  open var indexPathsForVisibleItems: [IndexPath] {
    shown.keys.filter { $0.category == ElementCategory.cell.rawValue }.map(\.indexPath)
      .sorted { ($0.section, $0.item) < ($1.section, $1.item) }
  }

  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    shown[
      ElementKey(
        category: ElementCategory.cell.rawValue, kind: "", indexPath: indexPath)]
      as? UICollectionViewCell
  }

  /// The layout's attributes for the item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Scrolls so the item sits at `scrollPosition`, from the layout's attributes for it
  /// (vertically: top, centred or bottom; horizontally: left, centred or right).
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
    contentOffset = offset
  }

  /// The finger lifts while the content moves at `velocity` (points per second, signed
  /// like the content offset's change): the scroll view projects where it would stop
  /// with its `decelerationRate`, the layout turns that into a target
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, which gets
  /// the velocity in points per millisecond, as UIKit passes it), and the content
  /// offset ends there, within the scrollable range. Returns (proposed, target).
  ///
  /// Simplified: the offset jumps to the target; `decelerationTarget(velocity:)` gives
  /// the same target without moving, for a caller that animates the way there.
  func simulatedEndDragging(velocity: CGPoint) -> (proposed: CGPoint, target: CGPoint) {
    var result = decelerationTarget(velocity: velocity)
    // The delegate hears the lift and may move the target, as in UIKit.
    var target = result.target
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
      targetContentOffset: &target)
    if target.isFinite { result.target = target }
    contentOffset = result.target
    layoutIfNeeded()
    return result
  }

  /// Where a flick at `velocity` would come to rest, as `simulatedEndDragging(velocity:)`
  /// decides it, with the content offset left where it is. Returns (proposed, target).
  func decelerationTarget(velocity: CGPoint) -> (proposed: CGPoint, target: CGPoint) {
    layoutIfNeeded()
    let deceleration = Deceleration(rate: decelerationRate.rawValue)
    let proposed = CGPoint(
      x: contentOffset.x + deceleration.projectedDistance(velocity: velocity.x),
      y: contentOffset.y + deceleration.projectedDistance(velocity: velocity.y))
    let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
    var target = collectionViewLayout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: perMillisecond)
    let limits = contentOffsetLimits
    if !target.isFinite { target = contentOffset }
    target = CGPoint(
      x: min(max(target.x, limits.min.x), max(limits.min.x, limits.max.x)),
      y: min(max(target.y, limits.min.y), max(limits.min.y, limits.max.y)))
    return (proposed, target)
  }

  // A change of the bounds (a scroll moves their origin; a rotation, Split View or Stage
  // Manager changes their size) asks the layout whether it is still valid, and it alone
  // decides: `shouldInvalidateLayout(forBoundsChange:)` is false in the base class, so a
  // layout that does not override it keeps the attributes it made for the old size.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      boundsWillChange(to: newValue)
      super.bounds = newValue
    }
  }

  open override var frame: CGRect {
    get { super.frame }
    set {
      boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.standardized.size))
      super.frame = newValue
    }
  }

  private func boundsWillChange(to newBounds: CGRect) {
    guard newBounds != bounds, newBounds.origin.isFinite,
      collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    else { return }
    collectionViewLayout.invalidateLayout(
      with: collectionViewLayout.invalidationContext(forBoundsChange: newBounds))
  }

  /// Gives the items at `indexPaths` new cells from the data source, placed by the
  /// layout's `layoutAttributesForItem(at:)`, as UIKit places an item it reloads or
  /// moves in a batch update, and scrolls to with `scrollToItem(at:at:animated:)`: a
  /// layout whose `layoutAttributesForItem(at:)` disagrees with what
  /// `layoutAttributesForElements(in:)` returns shows the reloaded item that way until
  /// the collection view next lays out its items (the model's next layout pass;
  /// UIKit's, after the update's animation).
  open func reloadItems(at indexPaths: [IndexPath]) {
    layoutIfNeeded()
    for indexPath in indexPaths {
      let key = ElementKey(
        category: ElementCategory.cell.rawValue, kind: "", indexPath: indexPath)
      guard let old = shown.removeValue(forKey: key) else { continue }
      enqueue(old)
      guard let dataSource,
        let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)
      else { continue }
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      applied[ObjectIdentifier(cell)] = attributes.copy() as? UICollectionViewLayoutAttributes
      apply(attributes, to: cell)
      shown[key] = cell
      addSubview(cell)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if !layoutIsValid {
      layoutIsValid = true
      collectionViewLayout.prepare()
    }
    let size = collectionViewLayout.collectionViewContentSize
    contentSize = size.width.isFinite && size.height.isFinite ? size : .zero
    let counts = counts()
    var attributes: [UICollectionViewLayoutAttributes] = []
    skippedAttributes = 0
    for element in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
      let path = element.indexPath
      // Decoration views need an existing section; cells and supplementary views an
      // existing item.
      let sectionExists = path.count == 2 && path.section >= 0 && path.section < counts.count
      let exists =
        sectionExists
        && (element.representedElementCategory == .decorationView
          || (path.item >= 0 && path.item < counts[path.section]))
      if exists { attributes.append(element) } else { skippedAttributes += 1 }
    }
    attributes.sort(by: UICollectionViewLayoutAttributes.drawsBefore)
    var stillShown: [ElementKey: UICollectionReusableView] = [:]
    for element in attributes {
      let key = ElementKey(
        category: element.representedElementCategory.rawValue,
        kind: element.representedElementKind ?? "", indexPath: element.indexPath)
      guard stillShown[key] == nil else { continue }  // the same element twice: first wins
      let view = shown.removeValue(forKey: key) ?? makeView(for: element)
      guard let view else { continue }
      // As in UIKit, attributes equal to the ones applied last are not applied again.
      if let last = applied[ObjectIdentifier(view)], element.isEqual(last) {
        stillShown[key] = view
        addSubview(view)
        continue
      }
      applied[ObjectIdentifier(view)] = element.copy() as? UICollectionViewLayoutAttributes
      apply(element, to: view)
      stillShown[key] = view
      addSubview(view)  // re-adding moves it to the front: views end up in drawing order
    }
    for (_, view) in shown { enqueue(view) }
    shown = stillShown
  }

  private var decorationViews = Set<ObjectIdentifier>()
  /// The attributes last applied to each view.
  private var applied: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]

  private func isDecoration(_ view: UICollectionReusableView) -> Bool {
    decorationViews.contains(ObjectIdentifier(view))
  }

  private func makeView(for element: UICollectionViewLayoutAttributes) -> UICollectionReusableView?
  {
    if element.representedElementCategory == .decorationView {
      let kind = element.representedElementKind ?? ""
      let view = collectionViewLayout.makeDecorationView(ofKind: kind)
      if let view { decorationViews.insert(ObjectIdentifier(view)) }
      return view
    }
    guard let dataSource else { return nil }
    switch element.representedElementCategory {
    case .cell: return dataSource.collectionView(self, cellForItemAt: element.indexPath)
    case .supplementaryView:
      return dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: element.representedElementKind ?? "",
        at: element.indexPath)
    case .decorationView:
      return nil
    }
  }

  private func apply(_ element: UICollectionViewLayoutAttributes, to view: UICollectionReusableView)
  {
    view.transform = .identity
    let size = CGSize(
      width: element.size.width.isFinite ? max(0, element.size.width) : 0,
      height: element.size.height.isFinite ? max(0, element.size.height) : 0)
    view.bounds = CGRect(origin: .zero, size: size)
    view.center = element.center.isFinite ? element.center : .zero
    view.transform = element.transform
    view.alpha = element.alpha.isFinite ? min(max(element.alpha, 0), 1) : 1
    view.isHidden = element.isHidden
    view.apply(element)
  }

  private func enqueue(_ view: UICollectionReusableView) {
    view.removeFromSuperview()
    if isDecoration(view) {
      collectionViewLayout.enqueueDecorationView(view)
      return
    }
    let prefix = view is UICollectionViewCell ? "cell/" : "supplementary/"
    reuseQueues[prefix + (view.reuseIdentifier ?? ""), default: []].append(view)
  }
}
