import Workbook

/// The size of the phone-ish screens in this chapter's small figures.
let smallScreen = CGSize(width: 88, height: 72)

/// Titles for the figures' holey tables, repeated when a table has more rows.
let sampleTitles = ["Moscow", "Kazan", "Samara", "Omsk", "Sochi"]

/// Section 6's holey table with `rowCount` rows of the sample titles, its rows of
/// `cellClass` (`HoleCell` or a subclass of it): registering another class for the same
/// identifier replaces the first.
func makeSampleHoleyTable(
  size: CGSize, rowCount: Int, cellClass: HoleCell.Type = HoleCell.self
) -> (screen: UIView, table: UITableView, controller: HoleTableController) {
  let titles = (0..<rowCount).map { sampleTitles[$0 % sampleTitles.count] }
  let made = makeHoleyTableScreen(size: size, titles: titles)
  made.table.register(cellClass, forCellReuseIdentifier: "hole")
  return made
}

/// The three views of a hole, from the back: a gradient, a clear view that marks where
/// the hole goes, and a white view on top.
struct HoleScene {
  let screen: UIView
  let whiteView: UIView
  let holeView: UIView

  init(size: CGSize, hole: CGRect) {
    screen = UIView(frame: CGRect(origin: .zero, size: size))
    screen.addSubview(GradientView(frame: screen.bounds))
    holeView = UIView(frame: hole)
    whiteView = UIView(frame: screen.bounds)
    whiteView.backgroundColor = .white
    screen.addSubview(holeView)
    screen.addSubview(whiteView)
  }
}

func partsOfAHole() -> Figure {
  let hole = CGRect(x: 20, y: 20, width: 48, height: 32)
  let gradientOnly = UIView(frame: CGRect(origin: .zero, size: smallScreen))
  gradientOnly.addSubview(GradientView(frame: gradientOnly.bounds))

  // The hole view is clear; a border shows where it is.
  let marked = HoleScene(size: smallScreen, hole: hole)
  marked.whiteView.removeFromSuperview()
  marked.screen.backgroundColor = .white
  marked.screen.subviews.first?.removeFromSuperview()
  marked.holeView.layer.borderWidth = 2

  let stacked = HoleScene(size: smallScreen, hole: hole)
  return .sideBySide(
    [
      Figure(of: gradientOnly, title: "gradientView"),
      Figure(of: marked.screen, title: "holeView (outlined)"),
      Figure(of: stacked.screen, title: "all three, stacked"),
    ],
    caption: "The parts of a hole, from the back. Stacked, the white view hides the "
      + "gradient completely: nothing is cut yet.")
}

// @begin(even-odd-hole)
func evenOddHole() -> Figure {
  let scene = HoleScene(
    size: CGSize(width: 240, height: 160), hole: CGRect(x: 60, y: 40, width: 120, height: 80))
  scene.whiteView.cutHole(in: scene.holeView.frame)
  return Figure(
    of: scene.screen,
    caption: "The white view with its mask: the gradient behind it shows through a hole "
      + "whose ends are half circles.")
}
// @end(even-odd-hole)
