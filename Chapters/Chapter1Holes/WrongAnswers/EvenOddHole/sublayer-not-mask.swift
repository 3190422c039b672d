// Wrong: it adds the even-odd shape layer as a sublayer instead of making it the mask, so it paints black over the white view and cuts nothing: the check must find the hole covered.
import Workbook

extension StudentWork {
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    let path = UIBezierPath(rect: view.bounds)
    path.append(UIBezierPath(roundedRect: hole, cornerRadius: 12))
    let shape = CAShapeLayer()
    shape.path = path.cgPath
    shape.fillRule = .evenOdd
    view.layer.addSublayer(shape)
  }
}
