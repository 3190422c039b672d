import Workbook

// Exercise 1.4: Keep a short table's rows on the gradient.
//   Check your work:  swift run workbook-run check chapter1
//   Stuck?            swift run workbook-run hint 1.4

extension StudentWork {
  /// Called once `table` (three holey rows) has laid out over `gradient`, which fills the
  /// screen. Make the gradient end where the rows end, and stop the rows from sliding off
  /// it when they are pulled.
  static func keepRowsOnGradient(table: UITableView, gradient: UIView) {
    // Write your code here.
  }
}
