import Workbook

// Exercise 5.5: A panel from the top.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.5

extension StudentWork {
  /// Where the table in a panel pulled down from the top of the screen has its content
  /// offset put back while the panel moves: `last` is where it was held at the previous
  /// call, `current` where the table has just moved it; the table is `viewHeight` tall,
  /// its content `contentHeight`, its insets `topInset` and `bottomInset`, and
  /// `atSmallestNotch` says the panel rests at its least open reachable notch.
  static func heldOffset(
    last: CGFloat, current: CGFloat, contentHeight: CGFloat, viewHeight: CGFloat,
    topInset: CGFloat, bottomInset: CGFloat, atSmallestNotch: Bool
  ) -> CGFloat {
    // Change this: it holds the content where it was last held, wherever that is.
    last
  }
}
