import UIKit

// @begin(shape-view)
/// A view drawn by its own layer: `layerClass` is `CAShapeLayer`.
class ShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer? { layer as? CAShapeLayer }
}
// @end(shape-view)
