// Wrong: the chapter's order with the duplicate removed (rows below the centre count down from count - 1), still built around the rounded pizza, so a row far below can still lie above a nearer row just above the centre.
import Workbook

extension StudentWork {
  static func drumZIndex(row: Int, position: CGFloat, count: Int) -> Int {
    let current = Int(position.rounded())
    if row == current { return 2 * count }
    return row < current ? row : 2 * count - row - 1
  }
}
