import Workbook

/// A screen whose window shows black wherever nothing covers it, with a holey table of
/// `rowCount` rows and a gradient either over the whole screen or only behind the rows.
func makeShortTableScreen(rowCount: Int, gradientBehindRowsOnly: Bool)
  -> (screen: UIView, table: UITableView, controller: HoleTableController)
{
  let (screen, table, controller) = makeSampleHoleyTable(
    size: CGSize(width: 144, height: 240), rowCount: rowCount)
  screen.backgroundColor = .black
  if gradientBehindRowsOnly, let gradient = screen.subviews.first(where: { $0 is GradientView }) {
    fitGradient(gradient, toRowsOf: table)
  }
  return (screen, table, controller)
}

// @begin(short-table)
func shortTable() -> Figure {
  let (screen, _, controller) = makeShortTableScreen(rowCount: 3, gradientBehindRowsOnly: false)
  return withExtendedLifetime(controller) {
    Figure(
      of: screen,
      caption: "Three rows on a screen made for five: below the last row the bare "
        + "gradient shows, looking like one enormous hole.")
  }
}
// @end(short-table)

// @begin(short-table-pulled)
func shortTablePulled() -> Figure {
  func panel(alwaysBounces: Bool) -> Figure {
    let (screen, table, controller) = makeShortTableScreen(
      rowCount: 3, gradientBehindRowsOnly: true)
    table.alwaysBounceVertical = alwaysBounces
    Simulator.drag(table, by: CGPoint(x: 0, y: 80))  // a finger pulls the rows down 80 points
    return withExtendedLifetime(controller) {
      Figure(of: screen, title: "alwaysBounceVertical = \(alwaysBounces)")
    }
  }
  return .sideBySide(
    [panel(alwaysBounces: true), panel(alwaysBounces: false)],
    caption: "The gradient now ends with the rows. Pulled down 80 points, a table view "
      + "(which bounces short rows on a device as if its alwaysBounceVertical were true; "
      + "the model's is true) moves its short rows "
      + "37 points by the model's rubber band, off the gradient: bare gradient shows "
      + "above the first row, and the last hole shows the window's black. With "
      + "alwaysBounceVertical = false the short rows stay put; below them, where the "
      + "gradient now ends, is the window's black, which in an app is the screen's own "
      + "background.")
}
// @end(short-table-pulled)

// @begin(long-table-bounces)
/// How far an 80-point pull moves the rows of a table of `rows` rows with `fix` applied.
func pullDistance(rows: Int, fix: (UITableView) -> Void) -> CGFloat {
  let (_, table, controller) = makeShortTableScreen(rowCount: rows, gradientBehindRowsOnly: true)
  fix(table)
  return withExtendedLifetime(controller) { -Simulator.drag(table, by: CGPoint(x: 0, y: 80)).y }
}

func whichBounceToTurnOff() -> Figure {
  let fixes: [(String, (UITableView) -> Void)] = [
    ("nothing changed", { _ in }),
    ("bounces = false", { $0.bounces = false }),
    ("alwaysBounceVertical = false", { $0.alwaysBounceVertical = false }),
  ]
  var lines = ["an 80-point pull moves        3 rows    8 rows"]
  for (name, fix) in fixes {
    lines.append(
      name.padding(toLength: 30, withPad: " ", startingAt: 0)
        + String(
          format: "%6.1f  %8.1f", Double(pullDistance(rows: 3, fix: fix)),
          Double(pullDistance(rows: 8, fix: fix))))
  }
  return Figure(
    art: lines,
    caption: "Three rows fit the screen; eight scroll. bounces = false stops the short "
      + "table's bounce and the long table's too, which every user expects at the top "
      + "of a list. alwaysBounceVertical = false stops only the bounce of content that "
      + "does not scroll.")
}
// @end(long-table-bounces)
