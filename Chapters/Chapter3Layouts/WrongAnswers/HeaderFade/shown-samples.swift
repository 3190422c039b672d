// Wrong: a near miss that answers only the distances the goal's table shows (0, 0.1, 0.25, 0.5 and beyond) and guesses 1 between them, so any other distance gets a header fully visible.
import Workbook

extension StudentWork {
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    switch abs(normalized) {
    case 0: return 1
    case 0.1: return 0.8
    case 0.25: return 0.5
    case 0.5...: return 0
    default: return 1
    }
  }

  static func headerShift(normalized: CGFloat) -> CGFloat {
    30 * normalized
  }
}
