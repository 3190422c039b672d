// Wrong: it makes the gradient three rows of 48 points tall, the example's table, instead of reading the rows' height from `contentSize`: a near miss that fits only the example, which tables of other lengths must expose.
import Workbook

extension StudentWork {
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    gradient.frame.size.height = 3 * 48
    table.alwaysBounceVertical = false
  }
}
