import Workbook

extension Solutions {
  static func heldOffset(
    last: CGFloat, current: CGFloat, topInset: CGFloat, position: OverlayTranslationPosition
  ) -> CGFloat {
    ScrollViewDriver.heldContentOffset(
      last: last, current: current, topInset: topInset, position: position)
  }
}
