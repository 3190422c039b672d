import UIKit

// @begin(holey-table)
/// Data source and delegate of the holey table: every row is a `HoleCell`, and each
/// gets its hole just before it appears.
final class HoleTableController: NSObject, UITableViewDataSource, UITableViewDelegate {
  let rowCount: Int

  init(rowCount: Int) {
    self.rowCount = rowCount
    super.init()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "hole", for: indexPath)
    // Each row's title, as the lengths of the bars that stand in for the titles' text.
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

/// A screen with one gradient at the back and a clear table of holey rows over it. The
/// rows are `cellClass`: `HoleCell` or a subclass of it.
func makeHoleyTableScreen(
  size: CGSize, rowCount: Int, cellClass: HoleCell.Type = HoleCell.self
) -> (screen: UIView, table: UITableView, controller: HoleTableController) {
  let screen = UIView(frame: CGRect(origin: .zero, size: size))
  screen.addSubview(GradientView(frame: screen.bounds))

  let table = UITableView(frame: screen.bounds, style: .plain)
  table.backgroundColor = .clear
  table.separatorStyle = .none  // grey lines across the holes and under the last row
  table.rowHeight = 48
  table.register(cellClass, forCellReuseIdentifier: "hole")
  let controller = HoleTableController(rowCount: rowCount)
  table.dataSource = controller
  table.delegate = controller
  screen.addSubview(table)
  return (screen, table, controller)
}
// @end(holey-table)
