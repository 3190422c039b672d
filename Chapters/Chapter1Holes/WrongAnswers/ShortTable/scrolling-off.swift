// Wrong: turning scrolling off keeps the short rows still, but a long table then neither scrolls nor bounces, so the check must pull a long table and see it move.
import Workbook

extension StudentWork {
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    gradient.frame.size.height = min(table.contentSize.height, table.bounds.height)
    table.isScrollEnabled = false
  }
}
