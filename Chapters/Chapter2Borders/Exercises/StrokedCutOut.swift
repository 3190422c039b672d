import Workbook

// Exercise 2.3: Cut a thick curve out of a card.
//   Check your work:  swift run workbook-run check chapter2
//   Stuck?            swift run workbook-run hint 2.3

extension StudentWork {
  /// The mask path for a card filling `bounds` (corner radius 12) with `curve` cut out
  /// of it, `width` points wide with round ends. The mask is filled with even-odd.
  static func cutOutMaskPath(curve: UIBezierPath, width: CGFloat, in bounds: CGRect) -> UIBezierPath
  {
    let path = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    // This looks reasonable, but it does not cut a thick curve: the curve is filled as
    // if it were closed, and lineWidth changes nothing. Why?
    let thick = UIBezierPath(cgPath: curve.cgPath)
    thick.lineWidth = width
    thick.lineCapStyle = .round
    path.append(thick)
    return path
  }
}
