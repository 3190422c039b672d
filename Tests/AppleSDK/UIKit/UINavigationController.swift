// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UINavigationController (its initializers, navigationBar and
// pushViewController(_:animated:)), UINavigationBar (prefersLargeTitles) and UINavigationItem
// (titleView, largeTitleDisplayMode).
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the classes are @MainActor, so their
// members are isolated to the main actor without repeating it.

import Foundation

// UINavigationController <https://developer.apple.com/documentation/uikit/uinavigationcontroller>
@MainActor
open class UINavigationController: UIViewController {

  // MARK: Creating a navigation controller
  //
  // UIKit's header marks all four initializers NS_DESIGNATED_INITIALIZER:
  // initWithNavigationBarClass:toolbarClass:, initWithRootViewController:,
  // initWithNibName:bundle: and initWithCoder:. Since it overrides both of UIViewController's
  // designated initializers, UINavigationController inherits UIViewController's convenience
  // init(), as `UINavigationController()` does in Xcode.

  // init(rootViewController:) <https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)>
  public init(rootViewController: UIViewController) { fatalError() }

  // init(navigationBarClass:toolbarClass:) <https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(navigationbarclass:toolbarclass:)>
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }

  // init(nibName:bundle:) <https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)>
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  // No page of its own on UINavigationController (the header declares
  // `- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER`);
  // `required` because it satisfies NSCoding's initializer requirement, as on
  // UIViewController.
  // init(coder:) <https://developer.apple.com/documentation/foundation/nscoding/init(coder:)>
  public required init?(coder aDecoder: NSCoder) { fatalError() }

  // MARK: Pushing and popping stack items

  // pushViewController(_:animated:) <https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)>
  open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }

  // MARK: Configuring navigation bars

  // navigationBar <https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar>
  open var navigationBar: UINavigationBar { get { fatalError() } }
}

// (No initializers of its own here: it inherits init(frame:), init(coder:) and the
// convenience init() from UIView.)
// UINavigationBar <https://developer.apple.com/documentation/uikit/uinavigationbar>
@MainActor
open class UINavigationBar: UIView {
  // prefersLargeTitles <https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles>
  open var prefersLargeTitles: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// Linux: conformance to NSCoding (nonisolated Foundation protocol) written @preconcurrency,
// as Swift imports Apple's Objective-C conformances.
// UINavigationItem <https://developer.apple.com/documentation/uikit/uinavigationitem>
@MainActor
open class UINavigationItem: NSObject, @preconcurrency NSCoding {

  // MARK: Initializing an item

  // init(title:) <https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)>
  public init(title: String) { fatalError() }

  // No page of its own on UINavigationItem (the header declares
  // `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`);
  // `required` because it satisfies NSCoding's initializer requirement.
  // init(coder:) <https://developer.apple.com/documentation/foundation/nscoding/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // No page of its own on UINavigationItem. Its designated initializers are init(title:) and
  // init(coder:), so Swift imports NSObject's init() on it as a convenience initializer.
  // init() <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()>
  public override convenience init() { fatalError() }

  // NSCoding requirement (UINavigationItem conforms to NSCoding).
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // MARK: Customizing the title

  // titleView <https://developer.apple.com/documentation/uikit/uinavigationitem/titleview>
  open var titleView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  // largeTitleDisplayMode <https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property>
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UINavigationItem {
  // Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's
  // order (the order of the Objective-C header).
  // UINavigationItem.LargeTitleDisplayMode <https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum>
  public enum LargeTitleDisplayMode: Int, Sendable {
    // UINavigationItem.LargeTitleDisplayMode.automatic <https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic>
    case automatic
    // UINavigationItem.LargeTitleDisplayMode.always <https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/always>
    case always
    // UINavigationItem.LargeTitleDisplayMode.never <https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/never>
    case never
    // UINavigationItem.LargeTitleDisplayMode.inline <https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/inline>
    @available(iOS 17.0, *)
    case inline
  }
}
