import Workbook

// Exercise 5.1: Where a flick would coast.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.1

extension StudentWork {
  /// The index of the notch (`notches` ascending) the overlay settles on when the finger
  /// lifts at `height` moving at `fingerVelocityY` (points per second, positive when the
  /// finger moves down): the reachable notch (`reachable[i]` for notch `i`) nearest to
  /// where the overlay would coast with a scroll view's deceleration (0.998 per
  /// millisecond, or 0.99 when `fastDeceleration`), ties to the lower; nil when no notch
  /// is reachable.
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    // Change this: the notch nearest to where the finger lifted, as if it were still.
    notches.indices.min { abs(notches[$0] - height) < abs(notches[$1] - height) }
  }
}
