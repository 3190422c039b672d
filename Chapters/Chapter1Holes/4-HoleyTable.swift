import Workbook

// @begin(hole-cell)
/// A row with a hole on its right: a white view over the whole cell, a clear
/// `holeView` that says where the hole goes, and a dark bar standing in for a title.
class HoleCell: UITableViewCell {
  let whiteView = UIView()
  let titleBar = UIView()
  let holeView = UIView()
  /// How much of the row's width the title bar takes, so rows can be told apart.
  var titleLength: CGFloat = 0.3 {
    didSet { setNeedsLayout() }
  }

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = .clear
    whiteView.backgroundColor = .white
    titleBar.backgroundColor = .darkGray
    contentView.addSubview(whiteView)
    contentView.addSubview(titleBar)
    contentView.addSubview(holeView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    whiteView.frame = contentView.bounds
    titleBar.frame = CGRect(
      x: 8, y: bounds.midY - 4, width: bounds.width * titleLength, height: 8)
    holeView.frame = CGRect(
      x: bounds.width * 0.45, y: 10, width: bounds.width * 0.5, height: bounds.height - 20)
  }

  /// Cuts the hole; call it once the cell has its final size.
  func makeHole() {
    whiteView.cutHole(in: holeView.frame)
  }
}
// @end(hole-cell)

// @begin(holey-table)
/// Data source and delegate of the holey table: every row is a `HoleCell`, and each
/// gets its hole just before it appears.
final class HoleTableController: UITableViewDataSource, UITableViewDelegate {
  let rowCount: Int
  init(rowCount: Int) { self.rowCount = rowCount }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "hole", for: indexPath)
    let lengths: [CGFloat] = [0.32, 0.18, 0.26, 0.12, 0.22]
    (cell as? HoleCell)?.titleLength = lengths[indexPath.row % lengths.count]
    return cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let cell = cell as? HoleCell else { return }
    cell.layoutIfNeeded()  // the subviews get their frames now, not later
    cell.makeHole()
  }
}

/// A screen with one gradient at the back and a clear table of holey rows over it.
func makeHoleyTableScreen(
  size: CGSize, rowCount: Int, cellClass: HoleCell.Type = HoleCell.self
) -> (screen: UIView, table: UITableView, controller: HoleTableController) {
  let screen = UIView(frame: CGRect(origin: .zero, size: size))
  screen.addSubview(GradientView(frame: screen.bounds))

  let table = UITableView(frame: screen.bounds, style: .plain)
  table.backgroundColor = .clear
  table.rowHeight = 48
  table.register(cellClass, forCellReuseIdentifier: "hole")
  let controller = HoleTableController(rowCount: rowCount)
  table.dataSource = controller
  table.delegate = controller
  screen.addSubview(table)
  return (screen, table, controller)
}

func holeyTable() -> Figure {
  let (screen, _, controller) = makeHoleyTableScreen(
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
    let (screen, table, controller) = makeHoleyTableScreen(
      size: CGSize(width: 144, height: 240), rowCount: 12)
    table.contentOffset = CGPoint(x: 0, y: offset)
    return withExtendedLifetime(controller) {
      Figure(of: screen, title: "contentOffset.y = \(Int(offset))")
    }
  }
  return .sideBySide(
    [panel(offset: 0), panel(offset: 72)],
    caption: "Scrolled by a row and a half, the rows move up and the gradient stays: the "
      + "second row (short title bar) is now cut by the top edge, and the third row's "
      + "hole, dark a moment ago, shows the top's light grey.")
}
// @end(holey-table-scrolled)
