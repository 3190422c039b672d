// A stand-in for AppKit, for `Tests/MacShaped/build`: what AppKit adds to Foundation's
// `IndexPath` (for NSCollectionView), and its mere presence, which makes
// `canImport(AppKit)` true as on a Mac.
import Foundation

extension IndexPath {
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
