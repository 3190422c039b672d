// expect: error: missing argument for parameter 'text' in call
// UIView() is a convenience initializer: a subclass with its own designated initializer
// does not inherit it.
import UIKit

final class Caption: UIView {
  let text: String

  init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

let caption = Caption()
