import Workbook

extension Solutions {
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    gradient.frame.size.height = min(table.contentSize.height, table.bounds.height)
    table.alwaysBounceVertical = false
  }
}
