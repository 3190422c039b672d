// Wrong: it puts the end at contentHeight - viewHeight, forgetting the bottom inset, so the table is held short of its real end, the very mistake of the answer's offset 0 at the other end.
import Workbook

extension StudentWork {
  static func heldOffset(
    last: CGFloat, current: CGFloat, contentHeight: CGFloat, viewHeight: CGFloat,
    topInset: CGFloat, bottomInset: CGFloat, atSmallestNotch: Bool
  ) -> CGFloat {
    let end = max(contentHeight - viewHeight, -topInset)
    var held = last
    if !atSmallestNotch, held > end { held = end }
    if (held - end) * (current - end) < 0 { held = end }
    return held
  }
}
