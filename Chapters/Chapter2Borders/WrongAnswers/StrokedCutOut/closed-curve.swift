// Wrong: it closes the curve and appends it, so the mask cuts the region between the wave and its chord, with no thickness at all at the ends: a filled path, not a stroke, which the check must find around the curve.
import Workbook

extension StudentWork {
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let path = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    let closed = UIBezierPath(cgPath: curve.cgPath)
    closed.close()
    path.append(closed)
    return path
  }
}
