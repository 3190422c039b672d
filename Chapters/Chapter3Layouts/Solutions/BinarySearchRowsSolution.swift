import Chapter3LayoutsKit
import Workbook

extension Solutions {
  static func rowNearest(_ y: CGFloat, frames: FrameList) -> Int? {
    guard frames.count > 0 else { return nil }
    // The first row that ends below y: every row before it ends at or above y.
    var low = 0
    var high = frames.count
    while low < high {
      let middle = (low + high) / 2
      if frames[middle].maxY <= y { low = middle + 1 } else { high = middle }
    }
    guard low < frames.count else { return frames.count - 1 }  // below every row
    let below = frames[low]
    if y >= below.minY || low == 0 { return low }  // inside it, or above the first row
    // In the gap between rows low - 1 and low: the nearer, the upper one on a tie.
    let above = frames[low - 1]
    return y - above.maxY <= below.minY - y ? low - 1 : low
  }
}
