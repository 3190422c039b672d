import Workbook

extension Solutions {
  static func chooseNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Int]
  ) -> Int {
    guard !reachable.isEmpty else { return 0 }
    let velocity = fingerVelocityY.isFinite ? fingerVelocityY : 0
    // Where the overlay would be a tenth of a second on (a finger moving up raises it).
    let ahead = height - 0.1 * velocity
    // Nearest first; of two as near, the lower.
    let byDistance = reachable.sorted { a, b in
      let (toA, toB) = (abs(ahead - notches[a]), abs(ahead - notches[b]))
      return toA != toB ? toA < toB : notches[a] < notches[b]
    }
    guard byDistance.count > 1, abs(velocity) > 400 else { return byDistance[0] }
    // A flick: of the two nearest, the one the finger is heading for.
    let (first, second) = (byDistance[0], byDistance[1])
    return velocity < 0 ? max(first, second) : min(first, second)
  }
}
