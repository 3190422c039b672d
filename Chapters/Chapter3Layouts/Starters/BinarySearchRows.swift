import Chapter3LayoutsKit
import Workbook

// Exercise 3.2: The row nearest a point, when rows differ in height.
//   Check your work:  swift run workbook-run check chapter3
//   Stuck?            swift run workbook-run hint 3.2

extension StudentWork {
  /// The row under `y`: the row whose frame contains it; in a gap between two rows, the
  /// nearer (the upper one if both are as near); before the first row, the first; after
  /// the last, the last; nil when there are no rows. The frames are sorted from top to
  /// bottom and differ in height. There may be a million of them: look at as few as you
  /// can (`frames.count` is free; each `frames[i]` counts).
  static func rowNearest(_ y: CGFloat, frames: FrameList) -> Int? {
    // Correct, but it reads every frame.
    var nearest: Int?
    var nearestDistance = CGFloat.infinity
    for row in 0..<frames.count {
      let frame = frames[row]
      let distance = y < frame.minY ? frame.minY - y : max(0, y - frame.maxY)
      if distance < nearestDistance {
        nearest = row
        nearestDistance = distance
      }
    }
    return nearest
  }
}
