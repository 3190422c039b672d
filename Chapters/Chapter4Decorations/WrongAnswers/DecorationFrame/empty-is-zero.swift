// Wrong: it returns an empty rect for no items, where the task's formula gives a card its shadow's room tall at the same place (0 rows plus `Grid.shadowBottom`), which the chapter's layout keeps.
import Workbook

extension StudentWork {
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    guard itemCount > 0 else { return .zero }
    let rows = CGFloat((itemCount + 1) / 2)
    return CGRect(
      x: Grid.inset, y: Grid.top, width: collectionWidth - 2 * Grid.inset + Grid.shadowRight,
      height: rows * Grid.itemHeight + Grid.shadowBottom)
  }
}
