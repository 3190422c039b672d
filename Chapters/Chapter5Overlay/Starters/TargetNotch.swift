import Workbook

// Exercise 5.1: Where the overlay goes.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.1

extension StudentWork {
  /// The index of the notch (heights ascending) the overlay goes to when the finger lifts
  /// at `height` with `fingerVelocityY` (points per second, positive when the finger
  /// moves down), choosing only among `reachable` indices: project 0.1 s ahead; of the
  /// two reachable notches nearest the projection (ties to the lower), go to the one
  /// further in the flick's direction if the speed is over 400, else to the nearest.
  static func chooseNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Int]
  ) -> Int {
    // Change this: it ignores the velocity and the disabled notches.
    notches.indices.min { abs(notches[$0] - height) < abs(notches[$1] - height) } ?? 0
  }
}
