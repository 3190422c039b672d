// Wrong: an off-by-one at the bottom: below every row it returns `frames.count`, a row one past the last, where the task asks for the last row.
import Workbook

extension StudentWork {
  static func rowNearest(_ y: CGFloat, frames: FrameList) -> Int? {
    guard frames.count > 0 else { return nil }
    var low = 0
    var high = frames.count
    while low < high {
      let middle = (low + high) / 2
      if frames[middle].maxY <= y { low = middle + 1 } else { high = middle }
    }
    guard low < frames.count else { return low }
    let below = frames[low]
    if y >= below.minY || low == 0 { return low }
    let above = frames[low - 1]
    return y - above.maxY <= below.minY - y ? low - 1 : low
  }
}
