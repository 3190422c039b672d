// expect: compiles
// The form that compiles in Swift 6: a nonisolated override that reads the properties on
// the main actor, where UIKit compares attributes.
import UIKit

final class BadgeAttributes: UICollectionViewLayoutAttributes {
  var badge = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? BadgeAttributes)?.badge = badge
    return copy
  }

  nonisolated override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? BadgeAttributes, super.isEqual(object) else { return false }
    return MainActor.assumeIsolated { other.badge == badge }
  }
}
