// Wrong: the card is a plain rectangle, without the corners of radius 12 the task asks for, so the check must find the card's corner kept.
import Workbook

extension StudentWork {
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let path = UIBezierPath(rect: bounds)
    let outline = curve.cgPath.copy(
      strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10)
    path.append(UIBezierPath(cgPath: outline))
    return path
  }
}
