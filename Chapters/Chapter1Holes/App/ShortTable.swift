import UIKit

// @begin(fit-gradient)
/// Makes `gradient` end where `table`'s rows end (or at the table's bottom edge, if the
/// rows go further), so the rows never show more gradient than there are rows. The two
/// views are subviews of the same view (the screen), and the table is at rest.
func fitGradient(_ gradient: UIView, toRowsOf table: UITableView) {
  table.layoutIfNeeded()  // computes contentSize from the rows
  // The rows start below the table's top inset (a navigation bar, the status bar).
  let rowsEnd = table.adjustedContentInset.top + table.contentSize.height
  // In the screen's coordinates, wherever the table and the gradient begin.
  let end = table.frame.minY + min(rowsEnd, table.bounds.height)
  gradient.frame.size.height = max(0, end - gradient.frame.minY)
}
// @end(fit-gradient)
