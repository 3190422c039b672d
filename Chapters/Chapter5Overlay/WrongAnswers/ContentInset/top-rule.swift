// Wrong: it copies the chapter's bottom-sheet rule, which holds the content at its top (-topInset), where a panel from the top hands the drag over at the content's end.
import Workbook

extension StudentWork {
  static func heldOffset(
    last: CGFloat, current: CGFloat, contentHeight: CGFloat, viewHeight: CGFloat,
    topInset: CGFloat, bottomInset: CGFloat, atSmallestNotch: Bool
  ) -> CGFloat {
    let rest = -topInset
    var held = last
    if !atSmallestNotch, held < rest { held = rest }
    if (held - rest) * (current - rest) < 0 { held = rest }
    return held
  }
}
