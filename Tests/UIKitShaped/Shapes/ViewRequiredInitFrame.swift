// expect: error: overriding declaration requires an 'override' keyword
// UIKit's init(frame:) is designated, not required: a subclass overrides it.
import UIKit

final class GlowView: UIView {
  required init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
