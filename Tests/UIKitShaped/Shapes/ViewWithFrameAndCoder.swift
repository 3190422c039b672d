// expect: compiles
// A view subclass as Xcode wants it: init(frame:) overridden, init?(coder:) required.
import UIKit

final class BadgeView: UIView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

let badge = BadgeView(frame: .zero)
let plain = UIView()
