// Wrong: it uses the velocity in points per second where the rate is per millisecond (no division by 1000), so every flick coasts a thousand times too far and lands on the last notch in its direction.
import Workbook

extension StudentWork {
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    let rate: CGFloat = fastDeceleration ? 0.99 : 0.998
    let resting = height - fingerVelocityY * rate / (1 - rate)
    return notches.indices.filter { reachable[$0] }.min {
      (abs(resting - notches[$0]), notches[$0]) < (abs(resting - notches[$1]), notches[$1])
    }
  }
}
