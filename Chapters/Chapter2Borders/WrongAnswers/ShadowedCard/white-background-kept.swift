// Wrong: the masked sublayer and the shadow are right, but the view keeps a white background, which is not masked, so the card stays a white rectangle with its corners uncut, which the check must see.
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

    view.backgroundColor = .white
    view.layer.shadowPath = outline.cgPath
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowRadius = 8
    view.layer.shadowOpacity = 1
    view.layer.shadowOffset = .zero
  }
}
