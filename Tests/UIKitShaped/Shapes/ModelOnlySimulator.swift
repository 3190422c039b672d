// expect: error: cannot find 'Simulator' in scope
// The workbook's Simulator (fingers, screens, counters) is figure code's, not UIKit's.
import UIKit

func pull(_ table: UITableView) {
  Simulator.drag(table, by: CGPoint(x: 0, y: 80))
}
