// expect: compiles
// A data source and delegate is an NSObject; the delegate hears the scroll view too.
import UIKit

final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var scrolled = 0

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

func show(_ rows: Rows, in table: UITableView) {
  table.dataSource = rows
  table.delegate = rows
}
