// Wrong: it fits the gradient to the rows but leaves `alwaysBounceVertical` on, so a pull still moves the short rows 37 points off the gradient, which the check must measure.
import Workbook

extension StudentWork {
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    gradient.frame.size.height = min(table.contentSize.height, table.bounds.height)
  }
}
