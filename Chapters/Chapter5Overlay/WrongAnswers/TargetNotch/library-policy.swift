// Wrong: the chapter's own policy (a tenth of a second ahead, and a flick over 400 pt/s goes on to the next notch) is not the deceleration projection the task asks for, so a slow push up that would coast two notches stops at one.
import Workbook

extension StudentWork {
  static func settlingNotch(
    height: CGFloat, fingerVelocityY: CGFloat, notches: [CGFloat], reachable: [Bool],
    fastDeceleration: Bool
  ) -> Int? {
    let ahead = height - 0.1 * fingerVelocityY
    let nearest = notches.indices.filter { reachable[$0] }.sorted {
      (abs(ahead - notches[$0]), notches[$0]) < (abs(ahead - notches[$1]), notches[$1])
    }
    guard let first = nearest.first else { return nil }
    guard nearest.count > 1, abs(fingerVelocityY) > 400 else { return first }
    return fingerVelocityY < 0 ? max(first, nearest[1]) : min(first, nearest[1])
  }
}
