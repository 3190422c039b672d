// Wrong: it picks the nearest of all the notches and only then steps to a reachable neighbour, a guard in the wrong place that can skip past a nearer reachable notch on the other side (and returns nil when the neighbour in that direction is missing).
import Workbook

extension StudentWork {
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    let rate: CGFloat = fastDeceleration ? 0.99 : 0.998
    let resting = height - fingerVelocityY / 1000 * rate / (1 - rate)
    guard
      let nearest = notches.indices.min(by: {
        (abs(resting - notches[$0]), notches[$0]) < (abs(resting - notches[$1]), notches[$1])
      })
    else { return nil }
    if reachable[nearest] { return nearest }
    // Disabled: go on in the direction of the flick (up when still) to a reachable one.
    let step = fingerVelocityY > 0 ? -1 : 1
    var index = nearest + step
    while notches.indices.contains(index) {
      if reachable[index] { return index }
      index += step
    }
    return nil
  }
}
