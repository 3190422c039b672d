import Foundation
// Foundation, as Apple's UIKit brings it. Re-exported from here, and only from here, so
// that the model's declarations shadow Foundation's where they differ (`CGRect`'s
// `intersects(_:)` and `intersection(_:)`, Apple's behaviour on Linux too) and, on a
// Mac, Core Graphics' own classes: Swift prefers a module's declaration over one from a
// module it imports, but only when the client reaches the second through the first.
// So app code imports `UIKit` alone, and figure code `Workbook` alone.
@_exported import Foundation
import Graphics

// Apple's value types that the Graphics core has under its own names, with the same
// members. This module is the only place Apple's names are declared, on every
// platform: on a Mac, where Foundation brings Apple's Core Graphics, code that imports
// the model sees these and only these, so an example means the same thing on Linux and
// on a Mac. (Apple's classes, `CGPath`, `CGColor`, `CGImage`, `CGContext`, are classes
// of their own here, with only Apple's members.)

/// Core Graphics' affine transform, with its layout and names.
public typealias CGAffineTransform = Transform2D
/// Core Graphics' line caps, with Apple's raw values (butt 0, round 1, square 2).
public typealias CGLineCap = LineCap
/// Core Graphics' line joins, with Apple's raw values (miter 0, round 1, bevel 2).
public typealias CGLineJoin = LineJoin
/// Core Graphics' vector (a spring's initial velocity, in UIKit).
public typealias CGVector = Vector2D
/// UIKit's set of rectangle corners.
public typealias UIRectCorner = RectCorners
