// Wrong: it turns the end position over but not the comparison, raising offsets below the end instead of lowering those past it, so a table short of its end jumps to it.
import Workbook

extension StudentWork {
  static func heldOffset(
    last: CGFloat, current: CGFloat, contentHeight: CGFloat, viewHeight: CGFloat,
    topInset: CGFloat, bottomInset: CGFloat, atSmallestNotch: Bool
  ) -> CGFloat {
    let end = max(contentHeight + bottomInset - viewHeight, -topInset)
    var held = last
    if !atSmallestNotch, held < end { held = end }
    if (held - end) * (current - end) < 0 { held = end }
    return held
  }
}
