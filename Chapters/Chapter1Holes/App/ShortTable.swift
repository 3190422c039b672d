import UIKit

// @begin(fit-gradient)
/// Makes `gradient` end where `table`'s rows end (or at the table's bottom edge, if the
/// rows go further), so the rows never show more gradient than there are rows.
func fitGradient(_ gradient: UIView, toRowsOf table: UITableView) {
  table.layoutIfNeeded()  // computes contentSize from the rows
  // The rows start below the table's top inset (a navigation bar, the status bar).
  let rowsEnd = table.adjustedContentInset.top + table.contentSize.height
  gradient.frame.size.height = min(rowsEnd, table.bounds.height)
}
// @end(fit-gradient)
