import UIKit

// @begin(drawn-hole-cell)
/// The same row without a mask: the white view draws itself, white everywhere except
/// the hole, with one even-odd fill. Nothing is drawn offscreen, and the drawing is
/// kept until the hole moves.
final class DrawnHoleView: UIView {
  var holeFrame = CGRect.zero {
    didSet { if holeFrame != oldValue { setNeedsDisplay() } }
  }

  override func draw(_ rect: CGRect) {
    let shape = UIBezierPath(rect: bounds)
    shape.append(
      UIBezierPath(
        roundedRect: holeFrame, byRoundingCorners: .allCorners, cornerRadii: holeFrame.size))
    shape.usesEvenOddFillRule = true
    UIColor.white.setFill()
    shape.fill()
  }
}

final class DrawnHoleCell: HoleCell {
  let drawnWhite = DrawnHoleView()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    whiteView.isHidden = true
    drawnWhite.backgroundColor = .clear
    contentView.insertSubview(drawnWhite, at: 0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    drawnWhite.frame = contentView.bounds
    drawnWhite.holeFrame = holeView.frame
  }

  override func makeHole() {}  // nothing to cut: the view draws its hole
}
// @end(drawn-hole-cell)
