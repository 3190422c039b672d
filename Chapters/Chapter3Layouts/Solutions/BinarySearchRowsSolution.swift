import Workbook

extension Solutions {
  static func visibleRows(in rect: CGRect, frames: FrameList) -> [Int] {
    var low = 0
    var high = frames.count
    while low < high {
      let middle = (low + high) / 2
      if frames[middle].maxY <= rect.minY { low = middle + 1 } else { high = middle }
    }
    var rows: [Int] = []
    var row = low
    while row < frames.count, frames[row].minY < rect.maxY {
      rows.append(row)
      row += 1
    }
    return rows
  }
}
