import Foundation
import Graphics

// Core Graphics' rectangle algebra where Linux's Foundation differs from Apple's.
//
// Declared here, in the module that imports Foundation, these shadow Foundation's own
// `intersects(_:)` and `intersection(_:)` for every client of the model, so a chapter or
// a student's exercise means the same on Linux as on a Mac. The rest of `CGRect`
// (`insetBy`, `standardized`, `integral`, `union`, `contains`, `offsetBy`, `divided`,
// `width` of a negative rectangle, `isEmpty`, `isNull`) already agrees with Apple's
// documented behaviour on both: the tests pin each case (`GeometryTests`).

extension CGRect {
  /// The rectangle both rectangles cover, after standardizing them; `CGRect.null` when
  /// they do not overlap, or overlap only along an edge or at a corner.
  ///
  /// Apple documents that `intersection(_:)` returns the null rectangle when two
  /// rectangles do not intersect, and Core Graphics counts rectangles that merely touch
  /// as not intersecting (as AppKit's `NSIntersectsRect` documents: a zero width or
  /// height never intersects). swift-corelibs-foundation on Linux returns a
  /// zero-width rectangle for touching ones instead.
  public func intersection(_ r2: CGRect) -> CGRect {
    guard !isNull, !r2.isNull else { return .null }
    let a = standardized
    let b = r2.standardized
    let minX = Swift.max(a.minX, b.minX)
    let maxX = Swift.min(a.maxX, b.maxX)
    let minY = Swift.max(a.minY, b.minY)
    let maxY = Swift.min(a.maxY, b.maxY)
    guard maxX > minX, maxY > minY else { return .null }
    // An infinite rectangle leaves the other one as it was (no arithmetic on infinities).
    if a.isInfinite { return b }
    if b.isInfinite { return a }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether the two rectangles overlap with some area: `intersection(_:)` is not null.
  /// Rectangles that only share an edge or a corner do not intersect.
  public func intersects(_ rect2: CGRect) -> Bool { !intersection(rect2).isNull }
}
