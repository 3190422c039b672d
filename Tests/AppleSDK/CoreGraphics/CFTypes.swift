// Stand-in for part of Apple's CoreGraphics module, transcribed from Apple's documentation
// (developer.apple.com). Declarations only: every body traps (fatalError()); nothing here runs.
// Used only by the UIKit-shaped build that type-checks the book's listings on Linux.
//
// Apple's CoreGraphics re-exports Foundation, whose CGFloat, CGPoint, CGSize and CGRect Linux
// Foundation already provides with Apple's shapes: they are not redeclared here.
@_exported import Foundation

// Linux deviation: Core Foundation's CFDictionary, CFArray and CFString are not available from
// Foundation on Linux. On Apple they are toll-free bridged to NSDictionary, NSArray and NSString,
// so listings write `[...] as CFArray`, `nil` or `... as CFDictionary`; these aliases keep those
// spellings compiling. (The QuartzCore and UIKit stand-ins get them through `import CoreGraphics`.)
public typealias CFDictionary = NSDictionary
public typealias CFArray = NSArray
public typealias CFString = NSString
