// expect: error: does not conform to protocol 'NSObjectProtocol'
// UIKit's data-source and delegate protocols inherit NSObjectProtocol.
import UIKit

final class Rows: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
