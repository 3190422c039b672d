// Wrong: the shadow's path is the view's whole rectangle, not the outline, so the shadow fills the cut corners dark instead of following the card, which the check must see there.
import Workbook

extension StudentWork {
  static func styleCard(_ view: UIView, outline: UIBezierPath) {
    let front = CALayer()
    front.frame = view.bounds
    front.backgroundColor = UIColor.white.cgColor
    let mask = CAShapeLayer()
    mask.path = outline.cgPath
    front.mask = mask
    view.layer.addSublayer(front)

    view.backgroundColor = .clear
    view.layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowRadius = 8
    view.layer.shadowOpacity = 1
    view.layer.shadowOffset = .zero
  }
}
