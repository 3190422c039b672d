import UIKit

// @begin(gradient-view)
/// A view that is all gradient: its backing layer is a `CAGradientLayer`, so the
/// gradient always fills the view, whatever its size.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    let gradient = layer as? CAGradientLayer
    gradient?.colors = [
      UIColor(white: 0.85, alpha: 1).cgColor, UIColor(white: 0.3, alpha: 1).cgColor,
    ]
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
// @end(gradient-view)

// @begin(make-hole)
extension UIView {
  /// Cuts `hole` (a closed outline in this view's coordinates) out of the view, so
  /// whatever lies behind the view shows through.
  func cutHole(_ hole: UIBezierPath, fillRule: CAShapeLayerFillRule = .evenOdd) {
    let outline = UIBezierPath(rect: bounds)
    outline.append(hole)

    let mask = CAShapeLayer()
    mask.path = outline.cgPath
    mask.fillRule = fillRule
    layer.mask = mask
  }

  /// Cuts `holeFrame` out, its corners rounded as far as they go.
  func cutHole(in holeFrame: CGRect, fillRule: CAShapeLayerFillRule = .evenOdd) {
    cutHole(
      UIBezierPath(
        roundedRect: holeFrame, byRoundingCorners: .allCorners, cornerRadii: holeFrame.size),
      fillRule: fillRule)
  }
}
// @end(make-hole)
