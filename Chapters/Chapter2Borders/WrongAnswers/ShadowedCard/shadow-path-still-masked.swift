// Wrong: it adds a `shadowPath` but still masks the view's own layer, and a mask cuts everything its layer draws, the shadow included, so no shadow shows and the check must find none below the card.
import Workbook

extension StudentWork {
  static func styleCard(_ view: UIView, outline: UIBezierPath) {
    view.backgroundColor = .white
    let mask = CAShapeLayer()
    mask.path = outline.cgPath
    view.layer.mask = mask
    view.layer.shadowPath = outline.cgPath
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowRadius = 8
    view.layer.shadowOpacity = 1
    view.layer.shadowOffset = .zero
  }
}
