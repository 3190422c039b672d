// Wrong: the hole is a plain rectangle, without the corners of radius 12 the task asks for, so the check must find the hole's corners see-through where they should be rounded away.
import Workbook

extension StudentWork {
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    let path = UIBezierPath(rect: view.bounds)
    path.append(UIBezierPath(rect: hole))
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    mask.fillRule = .evenOdd
    view.layer.mask = mask
  }
}
