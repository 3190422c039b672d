// Wrong: a linear scan that stops at the first row below the point, right at the top of the menu but reading hundreds of thousands of frames for a point in its middle, where a binary search reads a few dozen.
import Workbook

extension StudentWork {
  static func rowNearest(_ y: CGFloat, frames: FrameList) -> Int? {
    guard frames.count > 0 else { return nil }
    var row = 0
    while row < frames.count && frames[row].maxY <= y { row += 1 }
    guard row < frames.count else { return frames.count - 1 }
    let below = frames[row]
    if y >= below.minY || row == 0 { return row }
    let above = frames[row - 1]
    return y - above.maxY <= below.minY - y ? row - 1 : row
  }
}
