import Workbook

// Exercise 5.2: Drag past the top.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.2

extension StudentWork {
  /// The overlay's height when its own pan gesture has moved the finger `translation`
  /// points up from `start`: following the finger between `lowest` and `highest`, and on
  /// the scroll views' rubber band beyond them (`available` is the container's height).
  static func pannedHeight(
    start: CGFloat, translation: CGFloat, lowest: CGFloat, highest: CGFloat, available: CGFloat
  ) -> CGFloat {
    // Change this: it stops hard at the notches, like a scroll view would.
    min(max(start + translation, lowest), highest)
  }
}
