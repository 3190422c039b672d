// Wrong: it sets the gradient's bounds height, not its frame's, so the gradient shrinks about its centre and floats in the middle of the screen instead of ending where the rows end; the check must look at where the gradient is, not only how tall.
import Workbook

extension StudentWork {
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    gradient.bounds.size.height = table.contentSize.height
    table.alwaysBounceVertical = false
  }
}
