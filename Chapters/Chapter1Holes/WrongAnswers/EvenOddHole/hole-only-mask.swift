// Wrong: the mask holds only the hole's outline, so it keeps the view inside the hole and cuts everything else away: the inverse of a hole, which the check must catch around the hole.
import Workbook

extension StudentWork {
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    let mask = CAShapeLayer()
    mask.path = UIBezierPath(roundedRect: hole, cornerRadius: 12).cgPath
    mask.fillRule = .evenOdd
    view.layer.mask = mask
  }
}
