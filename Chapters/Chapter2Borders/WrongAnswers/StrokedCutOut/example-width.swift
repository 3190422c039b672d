// Wrong: it strokes 16 points wide, the example's width, whatever `width` it is given: a near miss that fits only the task's figure, which other widths must expose.
import Workbook

extension StudentWork {
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let path = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    let outline = curve.cgPath.copy(
      strokingWithWidth: 16, lineCap: .round, lineJoin: .round, miterLimit: 10)
    path.append(UIBezierPath(cgPath: outline))
    return path
  }
}
