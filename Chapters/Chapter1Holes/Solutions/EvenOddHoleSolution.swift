import Workbook

extension Solutions {
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    let path = UIBezierPath(rect: view.bounds)
    path.append(UIBezierPath(roundedRect: hole, cornerRadius: 12))
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    mask.fillRule = .evenOdd
    view.layer.mask = mask
  }
}
