import UIKit

// @begin(holey-view)
/// A white view with a hole over `holeView`, cut again on every layout: the mask's path
/// is made from `bounds` and `holeView.frame`, so it must be remade whenever they change.
final class HoleyView: UIView {
  let holeView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    addSubview(holeView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    holeView.frame = bounds.insetBy(dx: bounds.width / 4, dy: bounds.height / 4)
    cutHole(in: holeView.frame)
  }
}
// @end(holey-view)
