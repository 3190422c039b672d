// Wrong: it has no guard for content shorter than the table, whose end offset would be below -topInset, where such a table rests; held there, its first rows slide under the top inset.
import Workbook

extension StudentWork {
  static func heldOffset(
    last: CGFloat, current: CGFloat, contentHeight: CGFloat, viewHeight: CGFloat,
    topInset: CGFloat, bottomInset: CGFloat, atSmallestNotch: Bool
  ) -> CGFloat {
    let end = contentHeight + bottomInset - viewHeight
    var held = last
    if !atSmallestNotch, held > end { held = end }
    if (held - end) * (current - end) < 0 { held = end }
    return held
  }
}
