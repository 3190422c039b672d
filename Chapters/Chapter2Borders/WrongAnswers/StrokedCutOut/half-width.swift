// Wrong: it strokes with half the width, thinking of the offset on each side, so the cut is only half as wide as asked and the check must find the card left near the cut's edge.
import Workbook

extension StudentWork {
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let path = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    let outline = curve.cgPath.copy(
      strokingWithWidth: width / 2, lineCap: .round, lineJoin: .round, miterLimit: 10)
    path.append(UIBezierPath(cgPath: outline))
    return path
  }
}
