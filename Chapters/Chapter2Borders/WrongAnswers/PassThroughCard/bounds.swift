// Wrong: it answers with the outline's bounding rectangle, as a plain view does, so a tap in the cut or in a rounded corner lands on the card.
import Workbook

extension StudentWork {
  static func cardTakesTap(at point: CGPoint, outline: UIBezierPath) -> Bool {
    outline.bounds.contains(point)
  }
}
