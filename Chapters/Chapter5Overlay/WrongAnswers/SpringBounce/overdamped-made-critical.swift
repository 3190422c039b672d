// Wrong: it keeps the bounce from going below 0, as if bounce ran from 0 to 1 only, so every overdamped spring becomes a critical one and arrives sooner than the library's.
import Workbook

extension StudentWork {
  static func springBounce(dampingRatio: CGFloat) -> CGFloat {
    max(0, 1 - dampingRatio)
  }
}
