import Workbook

/// A screen whose window shows black wherever nothing covers it, with a holey table of
/// `rowCount` rows and a gradient either over the whole screen or only behind the rows.
func makeShortTableScreen(rowCount: Int, gradientBehindRowsOnly: Bool)
  -> (screen: UIView, table: UITableView, controller: HoleTableController)
{
  let (screen, table, controller) = makeHoleyTableScreen(
    size: CGSize(width: 144, height: 240), rowCount: rowCount)
  screen.backgroundColor = .black
  if gradientBehindRowsOnly {
    // @begin(fit-gradient)
    table.layoutIfNeeded()  // computes contentSize from the rows
    let gradient = screen.subviews.first { $0 is GradientView }
    gradient?.frame.size.height = min(table.contentSize.height, table.bounds.height)
    // @end(fit-gradient)
  }
  return (screen, table, controller)
}

func shortTable() -> Figure {
  let (screen, _, controller) = makeShortTableScreen(rowCount: 3, gradientBehindRowsOnly: false)
  return withExtendedLifetime(controller) {
    Figure(
      of: screen,
      caption: "Three rows on a screen made for five: below the last row the bare "
        + "gradient shows, looking like one enormous hole.")
  }
}

// @begin(short-table-pulled)
func shortTablePulled() -> Figure {
  func panel(bounces: Bool) -> Figure {
    let (screen, table, controller) = makeShortTableScreen(
      rowCount: 3, gradientBehindRowsOnly: true)
    table.bounces = bounces
    table.drag(by: CGPoint(x: 0, y: 80))  // a finger pulls the rows down 80 points
    return withExtendedLifetime(controller) {
      Figure(of: screen, title: "bounces = \(bounces)")
    }
  }
  return .sideBySide(
    [panel(bounces: true), panel(bounces: false)],
    caption: "The gradient now ends with the rows. Pulled down 80 points, a bouncing "
      + "table moves its rows 37 points (the rubber band), off the gradient: bare "
      + "gradient shows above the first row, and the last hole shows the window's "
      + "black. With bounces = false the rows stay put.")
}
// @end(short-table-pulled)
