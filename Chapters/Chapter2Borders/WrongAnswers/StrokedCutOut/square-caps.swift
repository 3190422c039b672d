// Wrong: it strokes the curve with `.square` caps, so each end of the cut goes on for half the width as a square instead of a half disc, and the check must find the card cut away beside an end where a round cap leaves it.
import Workbook

extension StudentWork {
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let path = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    let outline = curve.cgPath.copy(
      strokingWithWidth: width, lineCap: .square, lineJoin: .round, miterLimit: 10)
    path.append(UIBezierPath(cgPath: outline))
    return path
  }
}
