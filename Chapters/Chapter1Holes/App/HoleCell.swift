import UIKit

// @begin(hole-cell)
/// A row with a hole on its right: a white view over the whole cell, a clear
/// `holeView` that says where the hole goes, and a title on the left.
class HoleCell: UITableViewCell {
  let whiteView = UIView()
  let titleLabel = UILabel()
  let holeView = UIView()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = .clear
    // A selected row would show UIKit's grey selected background behind the content,
    // and so through the hole, over the gradient.
    selectionStyle = .none
    whiteView.backgroundColor = .white
    titleLabel.textColor = .darkGray
    contentView.addSubview(whiteView)
    contentView.addSubview(titleLabel)
    contentView.addSubview(holeView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    whiteView.frame = contentView.bounds
    holeView.frame = CGRect(
      x: bounds.width * 0.45, y: 10, width: bounds.width * 0.5, height: bounds.height - 20)
    titleLabel.frame = CGRect(x: 8, y: 0, width: holeView.frame.minX - 16, height: bounds.height)
  }

  /// Cuts the hole; call it once the cell has its final size.
  func makeHole() {
    whiteView.cutHole(in: holeView.frame)
  }
}
// @end(hole-cell)
