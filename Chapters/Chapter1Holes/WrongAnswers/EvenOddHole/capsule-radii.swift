// Wrong: it copies the chapter's first listing, which passes the hole's size as `cornerRadii` and so gets a capsule (radius half the height), not corners of radius 12; the check must see the larger corners.
import Workbook

extension StudentWork {
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    let path = UIBezierPath(rect: view.bounds)
    path.append(
      UIBezierPath(roundedRect: hole, byRoundingCorners: .allCorners, cornerRadii: hole.size))
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    mask.fillRule = .evenOdd
    view.layer.mask = mask
  }
}
