// Wrong: it cuts the hole the task's figure shows, at (16, 12), 64 x 40, whatever `hole` it is given: a near miss that fits only the example, which other holes must expose.
import Workbook

extension StudentWork {
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    let path = UIBezierPath(rect: view.bounds)
    path.append(
      UIBezierPath(roundedRect: CGRect(x: 16, y: 12, width: 64, height: 40), cornerRadius: 12))
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    mask.fillRule = .evenOdd
    view.layer.mask = mask
  }
}
