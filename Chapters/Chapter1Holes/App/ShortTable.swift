import UIKit

// @begin(fit-gradient)
/// Makes `gradient` end where `table`'s rows end (or at the table's bottom edge, if the
/// rows go further), so the rows never show more gradient than there are rows.
func fitGradient(_ gradient: UIView, toRowsOf table: UITableView) {
  table.layoutIfNeeded()  // computes contentSize from the rows
  gradient.frame.size.height = min(table.contentSize.height, table.bounds.height)
}
// @end(fit-gradient)
