import Workbook

extension Solutions {
  static func drumZIndex(row: Int, current: Int, count: Int) -> Int {
    if row == current { return count }
    return row < current ? row : count - row - 1
  }
}
