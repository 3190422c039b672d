// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UIMenuElement (with its Attributes and State), UIAction (with its
// Identifier and the initializer that takes a handler) and UIActionHandler.
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the classes are @MainActor, so their
// members are isolated to the main actor without repeating it.

import Foundation

// MARK: - UIMenuElement

// UIKit's header declares `@interface UIMenuElement : NSObject <NSCopying, NSSecureCoding,
// UIAccessibilityIdentification>`, with `initWithCoder:` as its designated initializer (and
// `init` unavailable). UIAccessibilityIdentification is left out (no accessibility here).
// Linux: the conformances to NSCopying and NSSecureCoding (nonisolated Foundation protocols)
// are written @preconcurrency, as Swift imports Apple's Objective-C conformances.
// UIMenuElement <https://developer.apple.com/documentation/uikit/uimenuelement>
@MainActor
open class UIMenuElement: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {

  // `required`: it satisfies NSCoding's initializer requirement (NSSecureCoding refines
  // NSCoding).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uimenuelement/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // NSCoding requirement.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // NSSecureCoding requirement. The protocol's page says `static var`; a class property
  // (`class var`, which satisfies it) keeps it overridable, as for Apple's imported classes.
  // supportsSecureCoding <https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding>
  open class var supportsSecureCoding: Bool { fatalError() }

  // NSCopying requirement.
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

extension UIMenuElement {
  // An OptionSet. The raw values of the options are not documented (the pages give none), so
  // each option is a get-only computed property with a trapping body; `rawValue` is the
  // RawRepresentable requirement (no page of its own). Options in the page's order.
  // UIMenuElement.Attributes <https://developer.apple.com/documentation/uikit/uimenuelement/attributes>
  public struct Attributes: OptionSet, Sendable {
    // Required by RawRepresentable/OptionSet; no page of its own.
    public var rawValue: UInt { get { fatalError() } }
    // init(rawValue:) <https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)>
    public init(rawValue: UInt) { fatalError() }

    // destructive <https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive>
    public static var destructive: UIMenuElement.Attributes { get { fatalError() } }
    // disabled <https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled>
    public static var disabled: UIMenuElement.Attributes { get { fatalError() } }
    // hidden <https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden>
    public static var hidden: UIMenuElement.Attributes { get { fatalError() } }
    // keepsMenuPresented <https://developer.apple.com/documentation/uikit/uimenuelement/attributes/keepsmenupresented>
    @available(iOS 16.0, *)
    public static var keepsMenuPresented: UIMenuElement.Attributes { get { fatalError() } }
  }

  // Raw values are not documented; raw type from `init?(rawValue: Int)` (NSInteger in the
  // header), cases in the page's order (the order of the Objective-C header).
  // UIMenuElement.State <https://developer.apple.com/documentation/uikit/uimenuelement/state>
  public enum State: Int, Sendable {
    // UIMenuElement.State.off <https://developer.apple.com/documentation/uikit/uimenuelement/state/off>
    case off
    // UIMenuElement.State.on <https://developer.apple.com/documentation/uikit/uimenuelement/state/on>
    case on
    // UIMenuElement.State.mixed <https://developer.apple.com/documentation/uikit/uimenuelement/state/mixed>
    case mixed
  }
}

// MARK: - UIAction

// (No initializers of its own in the class: it inherits init(coder:) from UIMenuElement; the
// initializer with a handler is a convenience initializer of Swift's UIKit overlay, below.)
// UIAction <https://developer.apple.com/documentation/uikit/uiaction>
@MainActor
open class UIAction: UIMenuElement {
}

extension UIAction {
  // The page shows `@MainActor @preconcurrency convenience init(...)`; the extension of a
  // @MainActor class is isolated to the main actor already.
  // init(title:image:identifier:discoverabilityTitle:attributes:state:handler:) <https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)>
  @preconcurrency
  public convenience init(
    title: String = "",
    image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) { fatalError() }

  // UIAction.Identifier <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct>
  public struct Identifier: Equatable, Hashable, RawRepresentable, Sendable {
    // init(rawValue:) <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)>
    public init(rawValue: String) { fatalError() }

    // Required by RawRepresentable; no page of its own.
    public var rawValue: String { get { fatalError() } }
  }
}

// UIActionHandler <https://developer.apple.com/documentation/uikit/uiactionhandler>
public typealias UIActionHandler = (UIAction) -> Void
