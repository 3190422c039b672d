// Stand-in for UIKit's collection view, cell and data-source/delegate declarations,
// transcribed from Apple's documentation (developer.apple.com). Nothing here runs: every
// body traps. It is used only by the UIKit-shaped build that type-checks the book's listings
// on Linux, where UIKit does not exist.
//
// Conventions: `@MainActor` is written on the types whose pages show it; their members
// inherit that isolation (their pages show `@MainActor` too). Objective-C optional
// protocol requirements are declared in the protocol and given a trapping default
// implementation in an extension (Linux Swift has no `@objc optional`).

import Foundation

// MARK: - UICollectionView

// UICollectionView <https://developer.apple.com/documentation/uikit/uicollectionview>
@MainActor
open class UICollectionView: UIScrollView {

  // init(frame:collectionViewLayout:) <https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)>
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }

  // Linux: `required`, because UIView's init(coder:) satisfies NSCoding (Apple's page omits it).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // collectionViewLayout <https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout>
  open var collectionViewLayout: UICollectionViewLayout {
    get { fatalError() }
    set { fatalError() }
  }

  // setCollectionViewLayout(_:animated:) <https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:)>
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { fatalError() }

  // dataSource <https://developer.apple.com/documentation/uikit/uicollectionview/datasource>
  open weak var dataSource: (any UICollectionViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }

  // Linux deviation: Apple declares `weak var delegate: (any UICollectionViewDelegate)? { get set }`,
  // a redeclaration of UIScrollView's `delegate` with a narrower type that only Objective-C
  // import allows. Swift cannot override a read-write property with a different type, so the
  // override keeps UIScrollView's type; `collectionView.delegate = self` compiles unchanged
  // because UICollectionViewDelegate refines UIScrollViewDelegate.
  // delegate <https://developer.apple.com/documentation/uikit/uicollectionview/delegate>
  override open weak var delegate: (any UIScrollViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }

  // register(_:forCellWithReuseIdentifier:) <https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-3vaho>
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }

  // register(_:forSupplementaryViewOfKind:withReuseIdentifier:) <https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io>
  open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) { fatalError() }

  // dequeueReusableCell(withReuseIdentifier:for:) <https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)>
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }

  // dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) <https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)>
  open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { fatalError() }

  // numberOfSections <https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections>
  open var numberOfSections: Int { get { fatalError() } }

  // numberOfItems(inSection:) <https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)>
  open func numberOfItems(inSection section: Int) -> Int { fatalError() }

  // reloadData() <https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()>
  open func reloadData() { fatalError() }

  // reloadItems(at:) <https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)>
  open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }

  // visibleCells <https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells>
  open var visibleCells: [UICollectionViewCell] { get { fatalError() } }

  // indexPathsForVisibleItems <https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems>
  open var indexPathsForVisibleItems: [IndexPath] { get { fatalError() } }

  // cellForItem(at:) <https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)>
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }

  // layoutAttributesForItem(at:) <https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)>
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

  // scrollToItem(at:at:animated:) <https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)>
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) { fatalError() }
}

extension UICollectionView {

  // Apple: `class let elementKindSectionHeader: String` (the C constant
  // UICollectionElementKindSectionHeader, not main-actor isolated). Linux: a class cannot
  // declare a stored `class let`, so it is a `static` computed property, `nonisolated`
  // because the page shows no `@MainActor`.
  // elementKindSectionHeader <https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader>
  nonisolated public static var elementKindSectionHeader: String { fatalError() }

  // Apple: `class let elementKindSectionFooter: String`; same Linux form as above.
  // elementKindSectionFooter <https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter>
  nonisolated public static var elementKindSectionFooter: String { fatalError() }

  // UICollectionView.ScrollPosition <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition>
  public struct ScrollPosition: OptionSet, Sendable {

    // init(rawValue:) <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)>
    public init(rawValue: UInt) { fatalError() }

    // (the RawRepresentable requirement; UICollectionView.ScrollPosition has no page of its own for it)
    // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
    public var rawValue: UInt { get { fatalError() } }

    // top <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top>
    public static var top: UICollectionView.ScrollPosition { get { fatalError() } }

    // centeredVertically <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically>
    public static var centeredVertically: UICollectionView.ScrollPosition { get { fatalError() } }

    // bottom <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom>
    public static var bottom: UICollectionView.ScrollPosition { get { fatalError() } }

    // left <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left>
    public static var left: UICollectionView.ScrollPosition { get { fatalError() } }

    // centeredHorizontally <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally>
    public static var centeredHorizontally: UICollectionView.ScrollPosition { get { fatalError() } }

    // right <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right>
    public static var right: UICollectionView.ScrollPosition { get { fatalError() } }
  }

  // init?(rawValue: UInt) and rawValue are synthesized from the raw type, as the page shows.
  // UICollectionView.ElementCategory <https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory>
  public enum ElementCategory: UInt, Sendable {

    // UICollectionView.ElementCategory.cell <https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/cell>
    case cell

    // UICollectionView.ElementCategory.supplementaryView <https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/supplementaryview>
    case supplementaryView

    // UICollectionView.ElementCategory.decorationView <https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/decorationview>
    case decorationView
  }

  // (needed by UICollectionViewFlowLayout.scrollDirection; init?(rawValue: Int) is synthesized)
  // UICollectionView.ScrollDirection <https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection>
  public enum ScrollDirection: Int, Sendable {

    // UICollectionView.ScrollDirection.vertical <https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/vertical>
    case vertical

    // UICollectionView.ScrollDirection.horizontal <https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/horizontal>
    case horizontal
  }
}

// MARK: - UICollectionViewDataSource

// UICollectionViewDataSource <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource>
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {

  // collectionView(_:numberOfItemsInSection:) <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)>
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

  // collectionView(_:cellForItemAt:) <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)>
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

  // optional in Apple's protocol
  // numberOfSections(in:) <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)>
  func numberOfSections(in collectionView: UICollectionView) -> Int

  // optional in Apple's protocol
  // collectionView(_:viewForSupplementaryElementOfKind:at:) <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)>
  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  // optional in Apple's protocol
  public func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }

  // optional in Apple's protocol
  public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView { fatalError() }
}

// MARK: - UICollectionViewDelegate

// UICollectionViewDelegate <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate>
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {

  // optional in Apple's protocol
  // collectionView(_:didSelectItemAt:) <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)>
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  // optional in Apple's protocol
  // collectionView(_:willDisplay:forItemAt:) <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)>
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  // optional in Apple's protocol
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { fatalError() }

  // optional in Apple's protocol
  public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { fatalError() }
}

// MARK: - UICollectionReusableView

// init(frame:) and init?(coder:) have no pages of their own here: they are UIView's,
// inherited (this class declares no designated initializer).
// UICollectionReusableView <https://developer.apple.com/documentation/uikit/uicollectionreusableview>
@MainActor
open class UICollectionReusableView: UIView {

  // reuseIdentifier <https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier>
  open var reuseIdentifier: String? { get { fatalError() } }

  // prepareForReuse() <https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()>
  open func prepareForReuse() { fatalError() }

  // apply(_:) <https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)>
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { fatalError() }

  // preferredLayoutAttributesFitting(_:) <https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)>
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { fatalError() }
}

// MARK: - UICollectionViewCell

// UICollectionViewCell <https://developer.apple.com/documentation/uikit/uicollectionviewcell>
@MainActor
open class UICollectionViewCell: UICollectionReusableView {

  // contentView <https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview>
  open var contentView: UIView { get { fatalError() } }

  // backgroundView <https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview>
  open var backgroundView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  // isSelected <https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected>
  open var isSelected: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // isHighlighted <https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted>
  open var isHighlighted: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
