// Wrong: the article's `bounces = false` keeps the short table still, but it also takes the bounce from a table long enough to scroll, which the task says to keep, so the check must pull a long table too.
import Workbook

extension StudentWork {
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    gradient.frame.size.height = min(table.contentSize.height, table.bounds.height)
    table.bounces = false
  }
}
