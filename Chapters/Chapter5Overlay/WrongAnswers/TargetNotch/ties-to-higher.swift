// Wrong: of two notches as near as each other it takes the higher (it compares with <=), where the task says the lower; a finger held still halfway between two notches shows it.
import Workbook

extension StudentWork {
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    let rate: CGFloat = fastDeceleration ? 0.99 : 0.998
    let resting = height - fingerVelocityY / 1000 * rate / (1 - rate)
    var best: Int?
    for index in notches.indices where reachable[index] {
      if let current = best, abs(resting - notches[index]) > abs(resting - notches[current]) {
        continue
      }
      best = index
    }
    return best
  }
}
