import Foundation
import Workbook

final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}
let screen = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
let gradientView = GradientView(frame: screen.bounds)
let g = gradientView.layer as! CAGradientLayer
g.colors = [UIColor(white: 0.9, alpha: 1).cgColor, UIColor(white: 0.25, alpha: 1).cgColor]
screen.addSubview(gradientView)
let whiteView = UIView(frame: screen.bounds)
whiteView.backgroundColor = .white
screen.addSubview(whiteView)
let hole = CGRect(x: 60, y: 40, width: 120, height: 80)
for rule in [CAShapeLayerFillRule.evenOdd, .nonZero] {
  let path = UIBezierPath(rect: whiteView.bounds)
  path.append(UIBezierPath(roundedRect: hole, byRoundingCorners: .allCorners, cornerRadii: hole.size))
  let mask = CAShapeLayer()
  mask.path = path.cgPath
  mask.fillRule = rule
  whiteView.layer.mask = mask
  print(Figure(of: screen, title: rule.rawValue, caption: "test").rendered(label: "Figure 1.1"))
}
let m = CAShapeLayer(); m.path = Path(ellipseIn: CGRect(x: 10, y: 10, width: 100, height: 60)); m.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
print(Figure(of: m).rendered())
