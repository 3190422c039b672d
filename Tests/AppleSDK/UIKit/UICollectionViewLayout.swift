// Stand-in for UIKit's collection view layout declarations (UICollectionViewLayout, its
// attributes and invalidation context, and a few UICollectionViewFlowLayout members),
// transcribed from Apple's documentation (developer.apple.com). Nothing here runs: every
// body traps. It is used only by the UIKit-shaped build that type-checks the book's listings
// on Linux, where UIKit does not exist.
//
// Conventions: `@MainActor` is written on the types whose pages show it; their members
// inherit that isolation (their pages show `@MainActor` too).

import CoreGraphics
import Foundation
import QuartzCore

// MARK: - UICollectionViewLayout

// Linux: Apple's class conforms to NSCoding; a main-actor class states that conformance
// as `@preconcurrency NSCoding`, as Swift imports Apple's Objective-C conformances.
// UICollectionViewLayout <https://developer.apple.com/documentation/uikit/uicollectionviewlayout>
@MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {

  // Linux: `override`, as it overrides NSObject's init().
  // init() <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()>
  override public init() { fatalError() }

  // Linux: `required`, as NSCoding's initializer requirement demands (Apple's page omits it).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // Linux: NSCoding's other requirement, which the NSCoding conformance needs here.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // collectionView <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview>
  open var collectionView: UICollectionView? { get { fatalError() } }

  // prepare() <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()>
  open func prepare() { fatalError() }

  // collectionViewContentSize <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize>
  open var collectionViewContentSize: CGSize { get { fatalError() } }

  // layoutAttributesForElements(in:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)>
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { fatalError() }

  // layoutAttributesForItem(at:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)>
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

  // layoutAttributesForSupplementaryView(ofKind:at:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)>
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

  // layoutAttributesForDecorationView(ofKind:at:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)>
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

  // targetContentOffset(forProposedContentOffset:withScrollingVelocity:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)>
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { fatalError() }

  // targetContentOffset(forProposedContentOffset:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)>
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { fatalError() }

  // shouldInvalidateLayout(forBoundsChange:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)>
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { fatalError() }

  // invalidateLayout() <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()>
  open func invalidateLayout() { fatalError() }

  // invalidateLayout(with:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)>
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { fatalError() }

  // invalidationContext(forBoundsChange:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:)>
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { fatalError() }

  // shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:)>
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { fatalError() }

  // invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forpreferredlayoutattributes:withoriginalattributes:)>
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext { fatalError() }

  // register(_:forDecorationViewOfKind:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-361k6>
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { fatalError() }

  // layoutAttributesClass <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass>
  open class var layoutAttributesClass: AnyClass { get { fatalError() } }

  // invalidationContextClass <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass>
  open class var invalidationContextClass: AnyClass { get { fatalError() } }

  // prepare(forCollectionViewUpdates:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:)>
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { fatalError() }

  // finalizeCollectionViewUpdates() <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizecollectionviewupdates()>
  open func finalizeCollectionViewUpdates() { fatalError() }

  // initialLayoutAttributesForAppearingItem(at:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:)>
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

  // finalLayoutAttributesForDisappearingItem(at:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingitem(at:)>
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

  // initialLayoutAttributesForAppearingDecorationElement(ofKind:at:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingdecorationelement(ofkind:at:)>
  open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

  // indexPathsToInsertForDecorationView(ofKind:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertfordecorationview(ofkind:)>
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { fatalError() }
}

// MARK: - UICollectionViewUpdateItem

// UICollectionViewUpdateItem <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem>
@MainActor
open class UICollectionViewUpdateItem: NSObject {

  // indexPathBeforeUpdate <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathbeforeupdate>
  open var indexPathBeforeUpdate: IndexPath? { get { fatalError() } }

  // indexPathAfterUpdate <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathafterupdate>
  open var indexPathAfterUpdate: IndexPath? { get { fatalError() } }

  // updateAction <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/updateaction>
  open var updateAction: UICollectionViewUpdateItem.Action { get { fatalError() } }

  // UICollectionViewUpdateItem.Action <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action>
  public enum Action: Int, Sendable {
    // insert <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/insert>
    case insert = 0
    // delete <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/delete>
    case delete = 1
    // reload <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/reload>
    case reload = 2
    // move <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/move>
    case move = 3
    // none <https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/none>
    case none = 4
  }
}

// MARK: - UICollectionViewLayoutAttributes

// Linux: Apple's class conforms to NSCopying (stated `@preconcurrency`, see above); it also
// conforms to UIDynamicItem, which this stand-in leaves out (no UIKit Dynamics here).
// UICollectionViewLayoutAttributes <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes>
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {

  // init(forCellWith:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)>
  public convenience init(forCellWith indexPath: IndexPath) { fatalError() }

  // init(forSupplementaryViewOfKind:with:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forsupplementaryviewofkind:with:)>
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) { fatalError() }

  // init(forDecorationViewOfKind:with:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(fordecorationviewofkind:with:)>
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) { fatalError() }

  // Linux: NSCopying's requirement, declared here so that subclasses can write
  // `override func copy(with zone: NSZone? = nil) -> Any` and call `super.copy(with: zone)`,
  // as they do on iOS (where the method comes from the imported NSCopying conformance).
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

  // indexPath <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath>
  open var indexPath: IndexPath {
    get { fatalError() }
    set { fatalError() }
  }

  // representedElementCategory <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory>
  open var representedElementCategory: UICollectionView.ElementCategory { get { fatalError() } }

  // representedElementKind <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementkind>
  open var representedElementKind: String? { get { fatalError() } }

  // frame <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame>
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  // bounds <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/bounds>
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  // center <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center>
  open var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  // size <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size>
  open var size: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  // transform <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform>
  open var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }

  // transform3D <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform3d>
  open var transform3D: CATransform3D {
    get { fatalError() }
    set { fatalError() }
  }

  // alpha <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha>
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // zIndex <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex>
  open var zIndex: Int {
    get { fatalError() }
    set { fatalError() }
  }

  // isHidden <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/ishidden>
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - UICollectionViewLayoutInvalidationContext

// init() has no page of its own here: it is NSObject's, inherited.
// UICollectionViewLayoutInvalidationContext <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext>
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {

  // invalidateEverything <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything>
  open var invalidateEverything: Bool { get { fatalError() } }

  // invalidateDataSourceCounts <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts>
  open var invalidateDataSourceCounts: Bool { get { fatalError() } }

  // invalidatedItemIndexPaths <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateditemindexpaths>
  open var invalidatedItemIndexPaths: [IndexPath]? { get { fatalError() } }

  // invalidateItems(at:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateitems(at:)>
  open func invalidateItems(at indexPaths: [IndexPath]) { fatalError() }

  // contentOffsetAdjustment <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment>
  open var contentOffsetAdjustment: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  // contentSizeAdjustment <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentsizeadjustment>
  open var contentSizeAdjustment: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - UICollectionViewFlowLayout

// init() and init?(coder:) have no pages of their own here: they are
// UICollectionViewLayout's, inherited (this class declares no designated initializer).
// UICollectionViewFlowLayout <https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout>
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {

  // itemSize <https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize>
  open var itemSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  // minimumLineSpacing <https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing>
  open var minimumLineSpacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // scrollDirection <https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection>
  open var scrollDirection: UICollectionView.ScrollDirection {
    get { fatalError() }
    set { fatalError() }
  }

  // sectionInset <https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset>
  open var sectionInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
}
