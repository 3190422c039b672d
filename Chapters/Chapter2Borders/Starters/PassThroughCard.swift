import Workbook

// Exercise 2.5: Let taps through the cut.
//   Check your work:  swift run workbook-run check chapter2
//   Stuck?            swift run workbook-run hint 2.5

extension StudentWork {
  /// Whether a shaped card takes a tap at `point` (in the card's points): true only
  /// where its mask, which fills `outline` with the even-odd rule, keeps the card.
  static func cardTakesTap(at point: CGPoint, outline: UIBezierPath) -> Bool {
    // A plain view takes every tap in its bounds, cut or not.
    true
  }
}
