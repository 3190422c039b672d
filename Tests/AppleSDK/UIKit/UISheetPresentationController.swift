// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): sheets (iOS 15, custom detents iOS 16), only what the book's
// sketch of a Maps-like sheet uses, and UIViewController's presentation of one. Every
// body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.

import CoreGraphics
import Foundation

// UIPresentationController <https://developer.apple.com/documentation/uikit/uipresentationcontroller>
@MainActor open class UIPresentationController: NSObject {
}

// UISheetPresentationController <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller>
@MainActor open class UISheetPresentationController: UIPresentationController {
  // detents <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents>
  open var detents: [UISheetPresentationController.Detent] {
    get { fatalError() }
    set { fatalError() }
  }

  // largestUndimmedDetentIdentifier <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier>
  open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
    get { fatalError() }
    set { fatalError() }
  }

  // prefersGrabberVisible <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible>
  open var prefersGrabberVisible: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // UISheetPresentationController.Detent <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent>
  @MainActor open class Detent: NSObject {
    // medium() <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()>
    open class func medium() -> Self { fatalError() }

    // large() <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()>
    open class func large() -> Self { fatalError() }

    // The page shows it `@MainActor @preconcurrency static func`, from the Swift overlay.
    // custom(identifier:resolver:) <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)>
    @preconcurrency public static func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent { fatalError() }

    // UISheetPresentationController.Detent.Identifier <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct>
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      // init(rawValue:) <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:)>
      public init(rawValue: String) { fatalError() }
      // init(_:) <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)>
      public init(_ rawValue: String) { fatalError() }
      // medium <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium>
      public static let medium = Identifier("com.apple.UIKit.medium")
      // large <https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large>
      public static let large = Identifier("com.apple.UIKit.large")
    }
  }
}

// UISheetPresentationControllerDetentResolutionContext <https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext>
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  // maximumDetentValue <https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue>
  var maximumDetentValue: CGFloat { get }
}

extension UIViewController {
  // The page lists it among UIViewController's properties (iOS 15); written in an
  // extension here, as nothing overrides it.
  // sheetPresentationController <https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller>
  public var sheetPresentationController: UISheetPresentationController? { fatalError() }
}
