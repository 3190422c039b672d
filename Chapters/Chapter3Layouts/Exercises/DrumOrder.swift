import Workbook

// Exercise 3.4: The drum's drawing order, all the way round.
//   Check your work:  swift run workbook-run check chapter3
//   Stuck?            swift run workbook-run hint 3.4

extension StudentWork {
  /// The zIndex of `row` among `count` pizzas when the drum is turned to `position` (a
  /// position counts from pizza centres: 3 is pizza 3 centred, pizza index 3.5; 3.5 is
  /// halfway to pizza 4): a row nearer to `position` is drawn above every row farther from
  /// it, of two rows as far the upper one is drawn above, and no two rows share a zIndex.
  static func drumZIndex(row: Int, position: CGFloat, count: Int) -> Int {
    // Change this: the chapter's order, around the nearest pizza. A row far below the
    // centre can end up above a row just above it.
    let current = Int(position.rounded())
    if row == current { return count }
    return row < current ? row : count - row - 1
  }
}
