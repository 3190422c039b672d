// Stand-in for Apple's UIKit module, transcribed from Apple's documentation
// (developer.apple.com). Every body traps: nothing here runs. It exists only so that the
// Workbook's UIKit-shaped listings can be type-checked on Linux with `import UIKit`.
//
// This is the module's front file: Apple's UIKit brings Foundation, CoreGraphics and
// QuartzCore with it, so the stand-in re-exports the stand-ins of those modules.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

// MARK: - Objective-C runtime (ObjectiveC module)
//
// On Apple platforms `Selector` comes from the ObjectiveC module, which Foundation
// re-exports. Linux has no Objective-C runtime, so there is no `Selector`: it is declared
// here, with the shape of Apple's struct (not as `typealias Selector = String`, so that only
// what Apple accepts — a string literal or `Selector("name")` — is accepted).
// Linux deviation: `#selector(...)` and `@objc` cannot be used on Linux at all
// ("'#selector' can only be used with the Objective-C runtime"), so listings that build a
// selector with `#selector` cannot be type-checked against this stand-in.

// Selector <https://developer.apple.com/documentation/objectivec/selector>
@frozen public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable, Sendable, CustomStringConvertible {
  // init(_:) <https://developer.apple.com/documentation/objectivec/selector/init(_:)>
  public init(_ str: String) { fatalError() }
  // init(stringLiteral:) <https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)>
  public init(stringLiteral value: String) { fatalError() }
  // description <https://developer.apple.com/documentation/objectivec/selector/description>
  public var description: String { get { fatalError() } }
}
