// Wrong: it ranks rows by whole-pizza distance from the pizza the position is in (`position` rounded down) and puts the rows below above the rows as far above, so once the drum is more than halfway to the next pizza a farther row wins.
import Workbook

extension StudentWork {
  static func drumZIndex(row: Int, position: CGFloat, count: Int) -> Int {
    let current = Int(position.rounded(.down))
    let distance = abs(row - current)
    return (count - distance) * 2 + (row >= current ? 1 : 0)
  }
}
