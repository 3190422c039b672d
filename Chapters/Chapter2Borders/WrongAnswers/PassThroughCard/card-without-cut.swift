// Wrong: it tests the card's rounded rectangle alone, as the shadow's or the card's plain shape, forgetting the cut appended to the outline, so a tap in the cut lands on the card.
import Workbook

extension StudentWork {
  static func cardTakesTap(at point: CGPoint, outline: UIBezierPath) -> Bool {
    UIBezierPath(roundedRect: outline.bounds, cornerRadius: 12).contains(point)
  }
}
