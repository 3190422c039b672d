import Workbook

// Exercise 5.1: Where the overlay goes.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.1

extension StudentWork {
  /// The index of the notch (heights ascending) the overlay goes to when the finger lifts
  /// at `height` with `velocity` (points per second, positive growing): project 0.1 s
  /// ahead; of the two notches nearest the projection (ties to the lower), go to the one
  /// further in the flick's direction if the speed is over 400, else to the nearest.
  static func chooseNotch(height: CGFloat, velocity: CGFloat, notches: [CGFloat]) -> Int {
    // Change this: it ignores the velocity.
    notches.indices.min { abs(notches[$0] - height) < abs(notches[$1] - height) } ?? 0
  }
}
