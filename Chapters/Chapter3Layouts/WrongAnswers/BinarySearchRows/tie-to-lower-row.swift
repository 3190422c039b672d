// Wrong: in a gap it compares with `<` instead of `<=`, so a point exactly halfway between two rows goes to the row below, where the task says the upper one.
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
    guard low < frames.count else { return frames.count - 1 }
    let below = frames[low]
    if y >= below.minY || low == 0 { return low }
    let above = frames[low - 1]
    return y - above.maxY < below.minY - y ? low - 1 : low
  }
}
