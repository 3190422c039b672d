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

// @begin(shape-hole-cell)
/// The same row with neither a mask nor drawing: the white view's own layer is a
/// `CAShapeLayer` (as `GradientView`'s is a gradient layer), filled white everywhere
/// except the hole by the even-odd rule. Core Animation fills the path itself; there is
/// no offscreen pass and no bitmap to keep, and a new hole is only a new path.
final class ShapeHoleView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  var holeFrame = CGRect.zero {
    didSet { if holeFrame != oldValue { setNeedsLayout() } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear  // a background colour would fill the hole back in
    let shape = layer as? CAShapeLayer
    shape?.fillColor = UIColor.white.cgColor
    shape?.fillRule = .evenOdd
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let outline = UIBezierPath(rect: bounds)
    outline.append(
      UIBezierPath(
        roundedRect: holeFrame, byRoundingCorners: .allCorners, cornerRadii: holeFrame.size))
    (layer as? CAShapeLayer)?.path = outline.cgPath
  }
}

final class ShapeHoleCell: HoleCell {
  let shapeWhite = ShapeHoleView()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    whiteView.isHidden = true
    contentView.insertSubview(shapeWhite, at: 0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    shapeWhite.frame = contentView.bounds
    shapeWhite.holeFrame = holeView.frame
  }

  override func makeHole() {}  // nothing to cut: the layer is the shape
}
// @end(shape-hole-cell)
