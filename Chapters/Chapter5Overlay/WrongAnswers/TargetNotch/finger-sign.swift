// Wrong: it moves the overlay with the finger's y, so a finger pushing up (negative) lowers it; the overlay's velocity is minus the finger's, and the check must catch the flipped sign.
import Workbook

extension StudentWork {
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    let rate: CGFloat = fastDeceleration ? 0.99 : 0.998
    let resting = height + fingerVelocityY / 1000 * rate / (1 - rate)
    return notches.indices.filter { reachable[$0] }.min {
      (abs(resting - notches[$0]), notches[$0]) < (abs(resting - notches[$1]), notches[$1])
    }
  }
}
