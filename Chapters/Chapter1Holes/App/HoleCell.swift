import UIKit

// @begin(hole-cell)
/// A row with a hole on its right: a white view over the whole cell, a clear
/// `holeView` that says where the hole goes, and a dark bar standing in for a title.
class HoleCell: UITableViewCell {
  let whiteView = UIView()
  let titleBar = UIView()
  let holeView = UIView()
  /// How much of the row's width the title bar takes: it stands in for a title label,
  /// whose text differs from row to row.
  var titleLength: CGFloat = 0.3 {
    didSet { setNeedsLayout() }
  }

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = .clear
    // A selected row would show UIKit's grey selected background behind the content,
    // and so through the hole, over the gradient.
    selectionStyle = .none
    whiteView.backgroundColor = .white
    titleBar.backgroundColor = .darkGray
    contentView.addSubview(whiteView)
    contentView.addSubview(titleBar)
    contentView.addSubview(holeView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    whiteView.frame = contentView.bounds
    titleBar.frame = CGRect(
      x: 8, y: bounds.midY - 4, width: bounds.width * titleLength, height: 8)
    holeView.frame = CGRect(
      x: bounds.width * 0.45, y: 10, width: bounds.width * 0.5, height: bounds.height - 20)
  }

  /// Cuts the hole; call it once the cell has its final size.
  func makeHole() {
    whiteView.cutHole(in: holeView.frame)
  }
}
// @end(hole-cell)
