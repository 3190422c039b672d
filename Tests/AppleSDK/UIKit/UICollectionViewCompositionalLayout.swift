// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): the compositional layout (iOS 13), only what the book's sketch
// of a decorated section uses. Every body traps: nothing here runs. Used only by the
// UIKit-shaped build of the Workbook.
//
// The pages show each class as `@MainActor class`; the NSCopying conformances they list are
// not declared (no member here needs them).

import CoreGraphics
import Foundation

// NSDirectionalEdgeInsets <https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets>
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  // init(top:leading:bottom:trailing:) <https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)>
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
}

// NSCollectionLayoutDimension <https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension>
@MainActor open class NSCollectionLayoutDimension: NSObject {
  // fractionalWidth(_:) <https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)>
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }

  // fractionalHeight(_:) <https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)>
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }

  // absolute(_:) <https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)>
  open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
}

// NSCollectionLayoutSize <https://developer.apple.com/documentation/uikit/nscollectionlayoutsize>
@MainActor open class NSCollectionLayoutSize: NSObject {
  // init(widthDimension:heightDimension:) <https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)>
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) { fatalError() }
}

// NSCollectionLayoutItem <https://developer.apple.com/documentation/uikit/nscollectionlayoutitem>
@MainActor open class NSCollectionLayoutItem: NSObject {
  // init(layoutSize:) <https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)>
  public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }

  // contentInsets <https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets>
  open var contentInsets: NSDirectionalEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
}

// NSCollectionLayoutGroup <https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup>
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  // horizontal(layoutSize:subitems:) <https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)>
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> Self
  { fatalError() }
}

// NSCollectionLayoutDecorationItem <https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem>
@MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  // background(elementKind:) <https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/background(elementkind:)>
  open class func background(elementKind: String) -> Self { fatalError() }
}

// NSCollectionLayoutSection <https://developer.apple.com/documentation/uikit/nscollectionlayoutsection>
@MainActor open class NSCollectionLayoutSection: NSObject {
  // init(group:) <https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)>
  public convenience init(group: NSCollectionLayoutGroup) { fatalError() }

  // decorationItems <https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/decorationitems>
  open var decorationItems: [NSCollectionLayoutDecorationItem] {
    get { fatalError() }
    set { fatalError() }
  }
}

// UICollectionViewCompositionalLayout <https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout>
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  // init(section:) <https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)>
  public init(section: NSCollectionLayoutSection) { fatalError() }

  // Linux: `required`, as NSCoding's initializer requirement demands of every subclass.
  // init(coder:) <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }
}
