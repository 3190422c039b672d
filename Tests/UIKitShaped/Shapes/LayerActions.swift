// expect: compiles
// Moving a standalone layer without its implicit 0.25-second animation.
import UIKit

final class RingView: UIView {
  let ring = CAShapeLayer()

  override func layoutSubviews() {
    super.layoutSubviews()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ring.frame = bounds
    ring.path = UIBezierPath(ovalIn: bounds).cgPath
    CATransaction.commit()
  }
}

func redrawOnResize(_ view: UIView) {
  view.contentMode = .redraw
}
