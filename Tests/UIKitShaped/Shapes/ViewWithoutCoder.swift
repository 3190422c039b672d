// expect: error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'
// A new designated initializer makes init?(coder:) (from NSCoding) the subclass's job.
import UIKit

final class TagView: UIView {
  let text: String

  init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }
}
