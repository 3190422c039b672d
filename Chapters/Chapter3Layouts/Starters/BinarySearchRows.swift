import Workbook

// Exercise 3.2: Find the rows on screen by binary search.
//   Check your work:  swift run workbook-run check chapter3
//   Stuck?            swift run workbook-run hint 3.2

extension StudentWork {
  /// The indices of the frames that meet `rect`, in order. The frames are rows sorted
  /// from top to bottom, each starting where the last one ends. There may be a million
  /// of them: look at as few as you can (`frames.count` is free; each `frames[i]` counts).
  static func visibleRows(in rect: CGRect, frames: FrameList) -> [Int] {
    // Correct, but it reads every frame.
    (0..<frames.count).filter { frames[$0].intersects(rect) }
  }
}
