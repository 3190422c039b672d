// Wrong: it sets the path's `usesEvenOddFillRule`, which only `fill()` reads; the shape layer goes by its own `fillRule`, still non-zero, so the hole stays filled and the check must find it covered.
import Workbook

extension StudentWork {
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    let path = UIBezierPath(rect: view.bounds)
    path.append(UIBezierPath(roundedRect: hole, cornerRadius: 12))
    path.usesEvenOddFillRule = true
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    view.layer.mask = mask
  }
}
