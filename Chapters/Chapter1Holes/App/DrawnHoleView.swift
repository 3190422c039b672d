import UIKit

// @begin(drawn-hole-cell)
/// The same row without a mask: the white view draws itself, white everywhere except
/// the hole, with one even-odd fill. Nothing is drawn offscreen, and the drawing is
/// kept until the hole moves.
final class DrawnHoleView: UIView, WhiteWithHole {
  var holeFrame = CGRect.zero {
    didSet { if holeFrame != oldValue { setNeedsDisplay() } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    // The hole is transparent: a view is opaque unless it says otherwise, and Apple
    // calls an opaque view's unpainted pixels "unpredictable" (seen on a device: black).
    isOpaque = false
    backgroundColor = .clear  // a background colour would cover the hole
    contentMode = .redraw  // a new size (a rotation) draws the hole again, not stretched
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
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

/// A white view that leaves the hole out itself, given where the hole is.
protocol WhiteWithHole: UIView {
  var holeFrame: CGRect { get set }
}

/// A row whose white view leaves its own hole, so nothing is cut: the masked white view
/// is hidden, and `white` takes its place, told where the hole is at every layout.
class DrawnHoleCell: HoleCell {
  /// The kind of white view; a subclass may use another.
  class func makeWhite() -> any WhiteWithHole { DrawnHoleView() }
  private(set) lazy var white = Self.makeWhite()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    whiteView.isHidden = true
    contentView.insertSubview(white, at: 0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    white.frame = contentView.bounds
    white.holeFrame = holeView.frame
  }

  override func makeHole() {}  // nothing to cut: the white view leaves the hole itself
}
// @end(drawn-hole-cell)

// @begin(shape-hole-cell)
/// The same row with neither a mask nor drawing: the white view's own layer is a
/// `CAShapeLayer` (as `GradientView`'s is a gradient layer), filled white everywhere
/// except the hole by the even-odd rule. Core Animation fills the path itself; there is
/// no offscreen pass and no bitmap to keep, and a new hole is only a new path.
final class ShapeHoleView: UIView, WhiteWithHole {
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

/// The same row with the shape-layer view as its white.
final class ShapeHoleCell: DrawnHoleCell {
  override class func makeWhite() -> any WhiteWithHole { ShapeHoleView() }
}
// @end(shape-hole-cell)
