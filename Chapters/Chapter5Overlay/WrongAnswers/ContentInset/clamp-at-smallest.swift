// Wrong: it keeps the content from going past its end even while the panel rests at its smallest notch, a guard in the wrong place: there the table may bounce past its end as it likes.
import Workbook

extension StudentWork {
  static func heldOffset(
    last: CGFloat, current: CGFloat, contentHeight: CGFloat, viewHeight: CGFloat,
    topInset: CGFloat, bottomInset: CGFloat, atSmallestNotch: Bool
  ) -> CGFloat {
    let end = max(contentHeight + bottomInset - viewHeight, -topInset)
    var held = min(last, end)
    if (held - end) * (current - end) < 0 { held = end }
    return held
  }
}
