// Wrong: it asks the CGPath, whose contains(_:using:) takes the winding (non-zero) rule unless told otherwise: the same mistake through another API.
import Workbook

extension StudentWork {
  static func cardTakesTap(at point: CGPoint, outline: UIBezierPath) -> Bool {
    outline.cgPath.contains(point)
  }
}
