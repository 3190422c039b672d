import Workbook

extension Solutions {
  static func heldOffset(
    last: CGFloat, current: CGFloat, contentHeight: CGFloat, viewHeight: CGFloat,
    topInset: CGFloat, bottomInset: CGFloat, atSmallestNotch: Bool
  ) -> CGFloat {
    // Scrolled all the way down; content too short to scroll rests at its top.
    let end = max(contentHeight + bottomInset - viewHeight, -topInset)
    var held = last
    // Open further or in flight: never past the end (a larger offset).
    if !atSmallestNotch, held > end { held = end }
    // Crossed the end since the last call: back to it.
    if (held - end) * (current - end) < 0 { held = end }
    return held
  }
}
