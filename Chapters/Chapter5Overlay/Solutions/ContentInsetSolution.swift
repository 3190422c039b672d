import Workbook

extension Solutions {
  static func heldOffset(
    last: CGFloat, current: CGFloat, topInset: CGFloat, position: OverlayTranslationPosition
  ) -> CGFloat {
    let rest = -topInset
    var held = last
    // At the top or in flight, never above the rest position.
    if position == .top || position == .inFlight, held < rest { held = rest }
    // Crossed the rest position since the last call: back to it.
    if (held - rest) * (current - rest) < 0 { held = rest }
    return held
  }
}
