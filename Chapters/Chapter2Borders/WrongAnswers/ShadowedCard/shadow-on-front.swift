// Wrong: it moves the white into a masked sublayer but gives the shadow to that same masked sublayer, so the mask still cuts the shadow away and the check must find none below the card.
import Workbook

extension StudentWork {
  static func styleCard(_ view: UIView, outline: UIBezierPath) {
    let front = CALayer()
    front.frame = view.bounds
    front.backgroundColor = UIColor.white.cgColor
    let mask = CAShapeLayer()
    mask.path = outline.cgPath
    front.mask = mask
    front.shadowPath = outline.cgPath
    front.shadowColor = UIColor.black.cgColor
    front.shadowRadius = 8
    front.shadowOpacity = 1
    front.shadowOffset = .zero
    view.layer.addSublayer(front)
    view.backgroundColor = .clear
  }
}
