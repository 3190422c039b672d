// Wrong: it finds the last row that starts at or above the point and stops there, so in a gap it always answers the row above, even when the point is nearer the row below.
import Workbook

extension StudentWork {
  static func rowNearest(_ y: CGFloat, frames: FrameList) -> Int? {
    guard frames.count > 0 else { return nil }
    var low = 0
    var high = frames.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if frames[middle].minY <= y { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
