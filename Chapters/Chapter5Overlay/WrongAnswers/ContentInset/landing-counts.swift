// Wrong: it counts content that lands exactly on its end as having crossed it (<= 0 rather than < 0), a near miss of the strict test the task states.
import Workbook

extension StudentWork {
  static func heldOffset(
    last: CGFloat, current: CGFloat, contentHeight: CGFloat, viewHeight: CGFloat,
    topInset: CGFloat, bottomInset: CGFloat, atSmallestNotch: Bool
  ) -> CGFloat {
    let end = max(contentHeight + bottomInset - viewHeight, -topInset)
    var held = last
    if !atSmallestNotch, held > end { held = end }
    if (held - end) * (current - end) <= 0 { held = end }
    return held
  }
}
