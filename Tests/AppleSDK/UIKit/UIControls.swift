// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UIControl (isEnabled, addAction(_:for:)) and UIControl.Event,
// UISegmentedControl and UISwitch.
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the classes are @MainActor, so their
// members are isolated to the main actor without repeating it.

import CoreGraphics
import Foundation

// MARK: - UIControl

// (No initializers declared here: UIKit's header redeclares initWithFrame: and initWithCoder:
// as its designated initializers, which in Swift are UIView's init(frame:) and init(coder:),
// inherited with the convenience init().)
// UIControl <https://developer.apple.com/documentation/uikit/uicontrol>
@MainActor
open class UIControl: UIView {

  // MARK: Configuring the control's attributes

  // isEnabled <https://developer.apple.com/documentation/uikit/uicontrol/isenabled>
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Managing actions

  // addAction(_:for:) <https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)>
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}

extension UIControl {
  // An OptionSet. The raw values of the events are not documented (the pages give none), so
  // each event is a get-only computed property with a trapping body; `rawValue` is the
  // RawRepresentable requirement (no page of its own). Only the events used here are declared.
  // UIControl.Event <https://developer.apple.com/documentation/uikit/uicontrol/event>
  public struct Event: OptionSet, Sendable {
    // Required by RawRepresentable/OptionSet; no page of its own.
    public var rawValue: UInt { get { fatalError() } }
    // init(rawValue:) <https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)>
    public init(rawValue: UInt) { fatalError() }

    // touchUpInside <https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside>
    public static var touchUpInside: UIControl.Event { get { fatalError() } }
    // valueChanged <https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged>
    public static var valueChanged: UIControl.Event { get { fatalError() } }
  }
}

// MARK: - UISegmentedControl

// UISegmentedControl <https://developer.apple.com/documentation/uikit/uisegmentedcontrol>
@MainActor
open class UISegmentedControl: UIControl {

  // MARK: Initializing a segmented control
  //
  // All three are designated initializers (NS_DESIGNATED_INITIALIZER in UIKit's header). As it
  // overrides both of UIView's designated initializers, UISegmentedControl inherits UIView's
  // convenience init(), as `UISegmentedControl()` does in Xcode.

  // init(items:) <https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)>
  public init(items: [Any]?) { fatalError() }

  // init(frame:) <https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(frame:)>
  public override init(frame: CGRect) { fatalError() }

  // `required`: it satisfies NSCoding's initializer requirement (UIView conforms to NSCoding).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // MARK: Managing segments

  // numberOfSegments <https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments>
  open var numberOfSegments: Int { get { fatalError() } }

  // selectedSegmentIndex <https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex>
  open var selectedSegmentIndex: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - UISwitch

// UISwitch <https://developer.apple.com/documentation/uikit/uiswitch>
@MainActor
open class UISwitch: UIControl {

  // MARK: Creating a switch

  // init(frame:) <https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)>
  public override init(frame: CGRect) { fatalError() }

  // `required`: it satisfies NSCoding's initializer requirement (UIView conforms to NSCoding).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uiswitch/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // MARK: Setting the on/off state

  // isOn <https://developer.apple.com/documentation/uikit/uiswitch/ison>
  open var isOn: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // setOn(_:animated:) <https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)>
  open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}
