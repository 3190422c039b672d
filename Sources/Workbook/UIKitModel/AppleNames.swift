import Foundation
import Graphics

// What chapters need from Foundation: its geometry and index paths, by name only, so
// that nothing else of Apple's Core Graphics comes with them on a Mac.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.IndexPath
@_exported import struct Foundation.IndexSet
@_exported import typealias Foundation.NSZone
@_exported import typealias Foundation.TimeInterval

// The Apple names that the Graphics core has under its own names. This module is the
// only place they are declared, on every platform: on a Mac, where Foundation brings
// Apple's Core Graphics, code that imports `Workbook` (and not Foundation) sees these
// and only these, so an example means the same thing on Linux and on a Mac.

/// Core Graphics' path type; in this model the `Path` value.
public typealias CGPath = Path
/// Core Graphics' mutable path; in this model the same value (a `var` is mutable).
public typealias CGMutablePath = Path
/// Core Graphics' colour type; in this model a plain value.
public typealias CGColor = Color
/// Core Graphics' image type; in this model a `Bitmap` of premultiplied pixels.
public typealias CGImage = Bitmap
/// Core Graphics' affine transform, with its layout and names.
public typealias CGAffineTransform = Transform2D
/// Core Graphics' blend modes, with Apple's raw values.
public typealias CGBlendMode = BlendMode
/// Core Graphics' line caps, with Apple's raw values (butt 0, round 1, square 2).
public typealias CGLineCap = LineCap
/// Core Graphics' line joins, with Apple's raw values (miter 0, round 1, bevel 2).
public typealias CGLineJoin = LineJoin
/// Core Graphics' vector (a spring's initial velocity, in UIKit).
public typealias CGVector = Vector2D
/// UIKit's set of rectangle corners.
public typealias UIRectCorner = RectCorners

extension UIScrollView {
  /// How quickly a flicked scroll view slows down (`.normal` 0.998, `.fast` 0.99).
  public typealias DecelerationRate = Graphics.DecelerationRate
}
