import Workbook

// Exercise 5.2: Drag past the top.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.2

extension StudentWork {
  /// The overlay's height when its own pan gesture has moved the finger
  /// `fingerTranslationY` points (positive down) since the drag began at `start`:
  /// following the finger between `lowest` and `highest`, and on the library's
  /// logarithmic rubber band beyond them.
  static func pannedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat
  ) -> CGFloat {
    // Change this: it stops hard at the notches, as when the table drives the overlay.
    min(max(start - fingerTranslationY, lowest), highest)
  }
}
