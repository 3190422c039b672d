// Wrong: it strokes the curve with `.butt` caps, the default, so the cut stops square at the curve's ends instead of rounding them, which the check must find just past an end.
import Workbook

extension StudentWork {
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let path = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    let outline = curve.cgPath.copy(
      strokingWithWidth: width, lineCap: .butt, lineJoin: .round, miterLimit: 10)
    path.append(UIBezierPath(cgPath: outline))
    return path
  }
}
