// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UIScreen (main, bounds, scale) and the UITraitCollection class
// (without members; UIView.traitCollection needs the type).
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member of UIScreen too; the class is @MainActor, so
// its members are isolated to the main actor without repeating it.

import CoreGraphics
import Foundation

// UIScreen <https://developer.apple.com/documentation/uikit/uiscreen>
@MainActor
open class UIScreen: NSObject {
  // The page marks `main` deprecated: its availability reads "iOS 2.0–26.0" (in the April
  // 2025 copy, "iOS 2.0–18.4": the end is always the current SDK, i.e. Apple's
  // "to be deprecated" marking, which Xcode reports as a warning since iOS 16) and it says:
  // "Apple discourages the use of this symbol. Use a UIScreen instance found through context
  // instead." Linux: iOS-versioned availability is ignored on Linux, so it is written as an
  // unconditional `@available(*, deprecated, message:)`, which also gives a warning.
  // main <https://developer.apple.com/documentation/uikit/uiscreen/main>
  @available(*, deprecated, message: "Apple discourages the use of this symbol. Use a UIScreen instance found through context instead.")
  open class var main: UIScreen { get { fatalError() } }

  // bounds <https://developer.apple.com/documentation/uikit/uiscreen/bounds>
  open var bounds: CGRect { get { fatalError() } }

  // scale <https://developer.apple.com/documentation/uikit/uiscreen/scale>
  open var scale: CGFloat { get { fatalError() } }
}

// Not @MainActor (the page's declaration is `class UITraitCollection`). The page lists
// Sendable among its conformances; a non-final class needs `@unchecked Sendable` in Swift.
// NSCopying and NSSecureCoding (also listed) are not declared: there are no members here.
// UITraitCollection <https://developer.apple.com/documentation/uikit/uitraitcollection>
open class UITraitCollection: NSObject, @unchecked Sendable {
  // init(userInterfaceStyle:) <https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)>
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }

  // userInterfaceStyle <https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle>
  open var userInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } }

  // displayScale <https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale>
  open var displayScale: CGFloat { get { fatalError() } }
}
