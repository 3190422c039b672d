// Wrong: it stops the short table bouncing but leaves the gradient filling the screen, so the bare gradient still shows below the last row and the check must find the gradient too tall.
import Workbook

extension StudentWork {
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    table.alwaysBounceVertical = false
  }
}
