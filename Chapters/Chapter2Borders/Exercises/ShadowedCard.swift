import Workbook

// Exercise 2.2: A shaped card that keeps its shadow.
//   Check your work:  swift run workbook-run check chapter2
//   Stuck?            swift run workbook-run hint 2.2

extension StudentWork {
  /// Makes `view` a white card of the shape `outline` (in the view's coordinates) with a
  /// black shadow: shadowRadius 8, shadowOpacity 1, shadowOffset zero. Outside the
  /// outline the view must draw nothing but the shadow.
  static func styleCard(_ view: UIView, outline: UIBezierPath) {
    // This gives the right shape, but the shadow never shows. Why?
    view.backgroundColor = .white
    let mask = CAShapeLayer()
    mask.path = outline.cgPath
    view.layer.mask = mask
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowRadius = 8
    view.layer.shadowOpacity = 1
    view.layer.shadowOffset = .zero
  }
}
