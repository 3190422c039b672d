import Workbook

extension Solutions {
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let path = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    let outline = curve.cgPath.copy(
      strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10)
    path.append(UIBezierPath(cgPath: outline))
    return path
  }
}
