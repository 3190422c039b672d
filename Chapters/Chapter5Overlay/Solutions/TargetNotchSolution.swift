import Workbook

extension Solutions {
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    // The fraction of its velocity a flick keeps each millisecond.
    let rate: CGFloat = fastDeceleration ? 0.99 : 0.998
    // The overlay moves against the finger's y: a finger moving up (negative) raises it.
    let overlayVelocity = fingerVelocityY.isFinite ? -fingerVelocityY : 0
    // How far it would coast, from points per millisecond: (v / 1000) d / (1 - d).
    let coast = overlayVelocity / 1000 * rate / (1 - rate)
    let resting = height + coast
    // Of the notches that can be reached, the nearest; of two as near, the lower.
    let candidates = notches.indices.filter { $0 < reachable.count && reachable[$0] }
    return candidates.min { a, b in
      let (toA, toB) = (abs(resting - notches[a]), abs(resting - notches[b]))
      return toA != toB ? toA < toB : notches[a] < notches[b]
    }
  }
}
