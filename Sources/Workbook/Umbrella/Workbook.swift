// The one module a chapter imports: the graphics core, the UIKit model (with the
// geometry types and index paths it takes from Foundation), figures and exercises,
// and the C library's maths (sin, cos, hypot, ...).
@_exported import Graphics
@_exported import Lessons
@_exported import UIKitModel

#if canImport(Darwin)
  @_exported import Darwin
#elseif canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#endif
