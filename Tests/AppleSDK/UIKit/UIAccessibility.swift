// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UIAccessibilityTraits and UIAccessibility's notifications. (The
// accessibility members of NSObject, which UIKit declares in informal protocols, are
// declared on UIResponder, in UIResponder.swift: Linux's NSObject cannot be extended with
// members a subclass overrides.)
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.

import Foundation

// UIAccessibilityTraits <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits>
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  // adjustable <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable>
  public static var adjustable: UIAccessibilityTraits { get { fatalError() } }
  // button <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button>
  public static var button: UIAccessibilityTraits { get { fatalError() } }
}

// UIAccessibility <https://developer.apple.com/documentation/uikit/uiaccessibility>
public enum UIAccessibility {
  // UIAccessibility.Notification <https://developer.apple.com/documentation/uikit/uiaccessibility/notification>
  public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    // layoutChanged <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged>
    nonisolated public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
  }

  // convertToScreenCoordinates(_:in:) <https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-6dx4a>
  @MainActor public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView)
    -> UIBezierPath
  { fatalError() }

  // post(notification:argument:) <https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)>
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError()
  }
}
