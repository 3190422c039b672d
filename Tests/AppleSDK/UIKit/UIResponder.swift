// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UIResponder, UIEvent, UITouch and a few members of UIViewController
// (navigationController and navigationItem, which UIKit's UINavigationController.h declares in
// a category on UIViewController, are members of the class in Swift and are declared in it).
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the class is @MainActor, so its members
// are isolated to the main actor without repeating it (as on the current pages of members).

import Foundation

// UIResponder <https://developer.apple.com/documentation/uikit/uiresponder>
@MainActor
open class UIResponder: NSObject {
  // next <https://developer.apple.com/documentation/uikit/uiresponder/next>
  open var next: UIResponder? { get { fatalError() } }

  // touchesBegan(_:with:) <https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)>
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

  // touchesMoved(_:with:) <https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)>
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

  // touchesEnded(_:with:) <https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)>
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

  // touchesCancelled(_:with:) <https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)>
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

  // NSObject's accessibility members (UIKit's informal protocols UIAccessibility and
  // UIAccessibilityAction), declared here: Linux's NSObject cannot take them.
  // isAccessibilityElement <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement>
  open var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // accessibilityLabel <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel>
  open var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }
  // accessibilityValue <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue>
  open var accessibilityValue: String? {
    get { fatalError() }
    set { fatalError() }
  }
  // accessibilityTraits <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits>
  open var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }
  // accessibilityPath <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitypath>
  // (Apple's is `@NSCopying`, an attribute a stand-in's computed property cannot carry;
  // the model copies the path it is given.)
  open var accessibilityPath: UIBezierPath? {
    get { fatalError() }
    set { fatalError() }
  }
  // accessibilityViewIsModal <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal>
  open var accessibilityViewIsModal: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // accessibilityIncrement() <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()>
  open func accessibilityIncrement() { fatalError() }
  // accessibilityDecrement() <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()>
  open func accessibilityDecrement() { fatalError() }
  // accessibilityPerformEscape() <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()>
  open func accessibilityPerformEscape() -> Bool { fatalError() }
}

// UIEvent <https://developer.apple.com/documentation/uikit/uievent>
@MainActor
open class UIEvent: NSObject {
}

// UITouch <https://developer.apple.com/documentation/uikit/uitouch>
@MainActor
open class UITouch: NSObject {
  // location(in:) <https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36>
  open func location(in view: UIView?) -> CGPoint { fatalError() }

  // previousLocation(in:) <https://developer.apple.com/documentation/uikit/uitouch/previouslocation(in:)-22sws>
  open func previousLocation(in view: UIView?) -> CGPoint { fatalError() }

  // timestamp <https://developer.apple.com/documentation/uikit/uitouch/timestamp>
  open var timestamp: TimeInterval { get { fatalError() } }
}

// Linux: conformance to NSCoding (nonisolated Foundation protocol) written @preconcurrency,
// as Swift imports Apple's Objective-C conformances.
// UIViewController <https://developer.apple.com/documentation/uikit/uiviewcontroller>
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
  // init(nibName:bundle:) <https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)>
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  // `required`: the page shows `init?(coder: NSCoder)`; it is required because it satisfies
  // NSCoding's initializer requirement (so a subclass that adds a designated initializer
  // must write `required init?(coder:)`, as in Xcode).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // No page of its own: UIViewController's designated initializers are
  // init(nibName:bundle:) and init(coder:), so Swift imports NSObject's init() on it as a
  // convenience initializer (it calls init(nibName: nil, bundle: nil)). `UIViewController()`
  // works, and a subclass inherits init() only if it inherits or overrides both designated
  // initializers.
  // init() <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()>
  public override convenience init() { fatalError() }

  // NSCoding requirement (UIViewController conforms to NSCoding).
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // view <https://developer.apple.com/documentation/uikit/uiviewcontroller/view>
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }

  // isViewLoaded <https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded>
  open var isViewLoaded: Bool { get { fatalError() } }

  // viewIfLoaded <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded>
  open var viewIfLoaded: UIView? { get { fatalError() } }

  // loadViewIfNeeded() <https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()>
  open func loadViewIfNeeded() { fatalError() }

  // loadView() <https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()>
  open func loadView() { fatalError() }

  // present(_:animated:completion:) <https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)>
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError() }

  // viewDidLoad() <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()>
  open func viewDidLoad() { fatalError() }

  // viewWillLayoutSubviews() <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()>
  open func viewWillLayoutSubviews() { fatalError() }

  // viewDidLayoutSubviews() <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()>
  open func viewDidLayoutSubviews() { fatalError() }

  // overrideUserInterfaceStyle <https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle>
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { fatalError() }
    set { fatalError() }
  }

  // title <https://developer.apple.com/documentation/uikit/uiviewcontroller/title>
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // `weak` kept as on the page (Swift accepts it on a computed property; it has no effect).
  // parent <https://developer.apple.com/documentation/uikit/uiviewcontroller/parent>
  open weak var parent: UIViewController? { get { fatalError() } }

  // addChild(_:) <https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)>
  open func addChild(_ childController: UIViewController) { fatalError() }

  // removeFromParent() <https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()>
  open func removeFromParent() { fatalError() }

  // willMove(toParent:) <https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)>
  open func willMove(toParent parent: UIViewController?) { fatalError() }

  // didMove(toParent:) <https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)>
  open func didMove(toParent parent: UIViewController?) { fatalError() }

  // navigationController <https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller>
  open var navigationController: UINavigationController? { get { fatalError() } }

  // navigationItem <https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem>
  open var navigationItem: UINavigationItem { get { fatalError() } }
}

// Raw values are not documented (the Objective-C header's order: unspecified, light, dark);
// raw type from `init?(rawValue: Int)`.
// UIUserInterfaceStyle <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle>
public enum UIUserInterfaceStyle: Int, Sendable {
  // unspecified <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified>
  case unspecified
  // light <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light>
  case light
  // dark <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark>
  case dark
}
