// Wrong: it takes 1 - ratio for every ratio, forgetting the overdamped branch: a ratio of 2 gives a bounce of -1, the most overdamped spring there is, where the right bounce is -0.5.
import Workbook

extension StudentWork {
  static func springBounce(dampingRatio: CGFloat) -> CGFloat {
    1 - dampingRatio
  }
}
