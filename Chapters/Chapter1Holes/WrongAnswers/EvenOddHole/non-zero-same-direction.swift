// Wrong: it leaves the mask on the default non-zero rule, and both outlines run clockwise, so the hole is wound twice and filled: no hole at all, which the check must see as a covered centre.
import Workbook

extension StudentWork {
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    let path = UIBezierPath(rect: view.bounds)
    path.append(UIBezierPath(roundedRect: hole, cornerRadius: 12))
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    view.layer.mask = mask
  }
}
