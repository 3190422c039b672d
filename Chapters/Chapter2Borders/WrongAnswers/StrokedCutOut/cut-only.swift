// Wrong: it returns the stroke's outline alone, without the card around it, so the mask keeps the thick curve and nothing else: the inverse of a cut, which the check must find away from the curve.
import Workbook

extension StudentWork {
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let outline = curve.cgPath.copy(
      strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10)
    return UIBezierPath(cgPath: outline)
  }
}
