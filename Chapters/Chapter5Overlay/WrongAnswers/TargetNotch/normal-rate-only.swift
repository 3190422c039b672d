// Wrong: it always decelerates at 0.998, a fixed constant where the task switches to 0.99 for `fastDeceleration`, so a fast-decelerating flick coasts five times too far.
import Workbook

extension StudentWork {
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    let resting = height - fingerVelocityY / 1000 * 0.998 / (1 - 0.998)
    return notches.indices.filter { reachable[$0] }.min {
      (abs(resting - notches[$0]), notches[$0]) < (abs(resting - notches[$1]), notches[$1])
    }
  }
}
