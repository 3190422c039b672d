// expect: error: has different actor isolation from nonisolated overridden declaration
// NSObject's isEqual(_:) is nonisolated: an override that reads the attributes' own
// (main-actor) properties must say so.
import UIKit

final class BadgeAttributes: UICollectionViewLayoutAttributes {
  var badge = 0

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? BadgeAttributes else { return false }
    return other.badge == badge && super.isEqual(object)
  }
}
