import UIKit

// @begin(holey-table)
/// Data source and delegate of the holey table: one `HoleCell` row per title, each
/// given its hole just before it appears.
final class HoleTableController: NSObject, UITableViewDataSource, UITableViewDelegate {
  let titles: [String]

  init(titles: [String]) {
    self.titles = titles
    super.init()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "hole", for: indexPath)
    (cell as? HoleCell)?.titleLabel.text = titles[indexPath.row]
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

/// A screen with one gradient at the back and a clear table of holey rows over it, one
/// row per title. A table holds its data source and delegate weakly, so the caller keeps
/// the returned controller (a view controller would keep it in a property).
func makeHoleyTableScreen(
  size: CGSize, titles: [String]
) -> (screen: UIView, table: UITableView, controller: HoleTableController) {
  let screen = UIView(frame: CGRect(origin: .zero, size: size))
  screen.addSubview(GradientView(frame: screen.bounds))

  let table = UITableView(frame: screen.bounds, style: .plain)
  table.backgroundColor = .clear
  table.separatorStyle = .none  // grey lines across the holes and under the last row
  table.rowHeight = 48
  table.register(HoleCell.self, forCellReuseIdentifier: "hole")
  let controller = HoleTableController(titles: titles)
  table.dataSource = controller
  table.delegate = controller
  screen.addSubview(table)
  return (screen, table, controller)
}
// @end(holey-table)
