import Workbook

// Exercise 5.5: Respect the content inset.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.5

extension StudentWork {
  /// Where the table's content offset is put back while the overlay moves: `last` is
  /// where it was held at the previous call, `current` where the table has just moved
  /// it, `topInset` its `adjustedContentInset.top` (it rests at `-topInset`).
  static func heldOffset(
    last: CGFloat, current: CGFloat, topInset: CGFloat, position: OverlayTranslationPosition
  ) -> CGFloat {
    // Change this: it is the answer's rule, right only without a content inset.
    0
  }
}
