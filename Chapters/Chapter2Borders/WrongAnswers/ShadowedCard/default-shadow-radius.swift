// Wrong: it leaves `shadowRadius` at its default of 3 instead of the 8 the task asks for, so the shadow is a thin dark rim rather than a soft one, which the check must see spread around the card.
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
    view.layer.shadowPath = outline.cgPath
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOpacity = 1
    view.layer.shadowOffset = .zero
  }
}
