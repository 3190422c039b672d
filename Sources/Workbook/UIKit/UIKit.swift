// The module app code imports, as in an iOS app: `import UIKit`. It brings the model of
// UIKit, Core Graphics and Core Animation, with Foundation (through the model, see
// `Exports.swift`) and the C library's maths, as Apple's UIKit brings Foundation,
// CoreGraphics, QuartzCore and Darwin. A chapter's
// app code (its `App/` folder) imports this and nothing else, so every line of it is
// what a reader pastes into Xcode.
@_exported import UIKitModel

#if canImport(Darwin)
  @_exported import Darwin
#elseif canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#endif
