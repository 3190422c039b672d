// Wrong: it builds the unmasked shadow layer but forgets `shadowOpacity`, whose default of 0 hides the shadow however it is shaped, so the check must find no shadow below the card.
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
    view.layer.shadowRadius = 8
    view.layer.shadowOffset = .zero
  }
}
