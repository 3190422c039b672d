import Workbook

// @begin(holey-table)
func holeyTable() -> Figure {
  let (screen, _, controller) = makeSampleHoleyTable(
    size: CGSize(width: 240, height: 240), rowCount: 12)
  return withExtendedLifetime(controller) {
    Figure(
      of: screen,
      caption: "Five rows, five holes, one gradient: each hole shows the part of the "
        + "gradient that lies behind it, light at the top, darker further down.")
  }
}
// @end(holey-table)

// @begin(holey-table-scrolled)
func holeyTableScrolled() -> Figure {
  func panel(offset: CGFloat) -> Figure {
    let (screen, table, controller) = makeSampleHoleyTable(
      size: CGSize(width: 144, height: 240), rowCount: 12)
    table.contentOffset = CGPoint(x: 0, y: offset)
    return withExtendedLifetime(controller) {
      Figure(of: screen, title: "contentOffset.y = \(Int(offset))")
    }
  }
  return .sideBySide(
    [panel(offset: 0), panel(offset: 72)],
    caption: "Scrolled by a row and a half, the rows move up and the gradient stays: the "
      + "second row (Kazan) is now cut by the top edge, and the third row's "
      + "hole, mid-grey a moment ago, shows the top's light grey.")
}
// @end(holey-table-scrolled)
