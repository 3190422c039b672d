// Wrong: its guard is the wrong way round: it returns early for the short table, the one that needs the fix, and fixes only tables that already fill the screen, so the check must find the short table unchanged.
import Workbook

extension StudentWork {
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    guard table.contentSize.height >= table.bounds.height else { return }
    gradient.frame.size.height = min(table.contentSize.height, table.bounds.height)
    table.alwaysBounceVertical = false
  }
}
