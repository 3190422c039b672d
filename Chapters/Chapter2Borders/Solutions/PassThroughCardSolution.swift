import Workbook

extension Solutions {
  static func cardTakesTap(at point: CGPoint, outline: UIBezierPath) -> Bool {
    let path = UIBezierPath(cgPath: outline.cgPath)
    path.usesEvenOddFillRule = true
    return path.contains(point)
  }
}
