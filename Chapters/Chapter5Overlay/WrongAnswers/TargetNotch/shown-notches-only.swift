// Wrong: it decides by the halfway heights 120 and 200 of the notches the task's table shows (80, 160, 240), a near miss that fits only those inputs and fails for any other notches.
import Workbook

extension StudentWork {
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    let rate: CGFloat = fastDeceleration ? 0.99 : 0.998
    let resting = height - fingerVelocityY / 1000 * rate / (1 - rate)
    let nearest = resting <= 120 ? 0 : resting <= 200 ? 1 : 2
    // The nearest reachable one, looking outwards from there.
    for distance in 0..<3 {
      for index in [nearest - distance, nearest + distance]
      where reachable.indices.contains(index) && reachable[index] {
        return index
      }
    }
    return nil
  }
}
