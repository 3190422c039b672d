// Wrong: it ignores `outline` and draws the example's card itself, corners cut 20 deep, so it fits only the task's figure; cards with other corners must expose it.
import Workbook

extension StudentWork {
  static func styleCard(_ view: UIView, outline: UIBezierPath) {
    let shape = exampleOutline(in: view.bounds)
    let front = CALayer()
    front.frame = view.bounds
    front.backgroundColor = UIColor.white.cgColor
    let mask = CAShapeLayer()
    mask.path = shape.cgPath
    front.mask = mask
    view.layer.addSublayer(front)

    view.backgroundColor = .clear
    view.layer.shadowPath = shape.cgPath
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowRadius = 8
    view.layer.shadowOpacity = 1
    view.layer.shadowOffset = .zero
  }

  /// The example's outline: the top-left and bottom-right corners cut straight, the
  /// others rounded, all 20 deep.
  static func exampleOutline(in bounds: CGRect) -> UIBezierPath {
    let (w, h, c) = (bounds.width, bounds.height, CGFloat(20))
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: c))
    path.addLine(to: CGPoint(x: c, y: 0))
    path.addLine(to: CGPoint(x: w - c, y: 0))
    path.addArc(
      withCenter: CGPoint(x: w - c, y: c), radius: c, startAngle: -.pi / 2, endAngle: 0,
      clockwise: true)
    path.addLine(to: CGPoint(x: w, y: h - c))
    path.addLine(to: CGPoint(x: w - c, y: h))
    path.addLine(to: CGPoint(x: c, y: h))
    path.addArc(
      withCenter: CGPoint(x: c, y: h - c), radius: c, startAngle: .pi / 2, endAngle: .pi,
      clockwise: true)
    path.close()
    return path
  }
}
