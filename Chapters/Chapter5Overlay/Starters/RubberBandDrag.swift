import Workbook

// Exercise 5.2: A scroll view's band at both ends.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.2

extension StudentWork {
  /// The overlay's height when its own pan gesture has moved the finger
  /// `fingerTranslationY` points (positive down) since the drag began at `start`:
  /// following the finger between `lowest` and `highest`, and beyond them on a scroll
  /// view's rubber band (c = 0.55) over the container's height, never below 0.
  static func bandedHeight(
    start: CGFloat, fingerTranslationY: CGFloat, lowest: CGFloat, highest: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    // Change this: it stops hard at the notches, as when the table drives the overlay.
    min(max(start - fingerTranslationY, lowest), highest)
  }
}
