import Workbook

extension Student {
  /// The student's `visibleRows(in:frames:)`, while their exercise program runs.
  @TaskLocal public static var visibleRows: @MainActor @Sendable (CGRect, FrameList) -> [Int] = {
    _, _ in
    missing("visibleRows(in:frames:)")
  }
}

/// Row frames that count how often they are read.
public final class FrameList {
  public let count: Int
  let rowHeight: CGFloat
  let width: CGFloat
  private(set) var reads = 0

  init(count: Int, rowHeight: CGFloat, width: CGFloat = 160) {
    self.count = count
    self.rowHeight = rowHeight
    self.width = width
  }

  public subscript(index: Int) -> CGRect {
    reads += 1
    return CGRect(x: 0, y: rowHeight * CGFloat(index), width: width, height: rowHeight)
  }
}

private let rowCases: [(CGRect, String)] = [
  (CGRect(x: 0, y: 0, width: 160, height: 568), "the first screen"),
  (CGRect(x: 0, y: 230 * 500_000 - 100, width: 160, height: 568), "a screen in the middle"),
  (CGRect(x: 0, y: 230 * 1_000_000 - 300, width: 160, height: 568), "the last screen"),
  (CGRect(x: 0, y: -600, width: 160, height: 568), "a screen above all rows"),
  (CGRect(x: 0, y: 460, width: 160, height: 230), "a rect exactly one row"),
]

let binarySearchRowsExercise = Exercise(
  title: "Find the rows on screen by binary search",
  task: """
    Write `visibleRows(in:frames:)` so that it returns the rows meeting the rect, like the
    starter does, but reading only a few dozen frames out of a million: the frames are
    sorted, so a binary search finds the first visible row.
    """,
  hints: [
    "Look for the first row whose bottom edge is below the rect's top: every row before "
      + "it is above the screen, every row from it on may be visible.",
    "Keep a range `low..<high` that must contain that first row, look at the middle, and "
      + "drop the half that cannot: `if frames[middle].maxY <= rect.minY { low = middle + 1 } else { high = middle }`.",
    "From `low`, walk down while `frames[row].minY < rect.maxY`, collecting rows.",
  ],
  figure: { attempt in
    let find = attempt.pick(student: Student.visibleRows, solution: Solutions.visibleRows)
    let lines = rowCases.map { rect, what in
      let frames = FrameList(count: 1_000_000, rowHeight: 230)
      let rows = find(rect, frames)
      return "\(what): rows \(rangeText(rows)), \(frames.reads) frames read"
    }
    return Figure(art: ["1,000,000 rows 230 points tall"] + lines)
  },
  check: { attempt in
    let find = attempt.pick(student: Student.visibleRows, solution: Solutions.visibleRows)
    var checks: [() -> CheckResult] = []
    for (rect, what) in rowCases {
      checks.append {
        let frames = FrameList(count: 1_000_000, rowHeight: 230)
        let rows = find(rect, frames)
        let expected = Answers.value("3.2 rows \(rect)") {
          Solutions.visibleRows(in: rect, frames: FrameList(count: 1_000_000, rowHeight: 230))
        }
        guard rows == expected else {
          return .fail("for \(what) expected rows \(rangeText(expected)), got \(rangeText(rows))")
        }
        return frames.reads <= 64
          ? .pass()
          : .fail(
            "for \(what) the rows are right, but \(frames.reads) frames were read; a binary search reads a few dozen"
          )
      }
    }
    checks.append {
      let rows = find(
        CGRect(x: 0, y: 0, width: 160, height: 568), FrameList(count: 0, rowHeight: 230))
      return rows.isEmpty
        ? .pass() : .fail("with no rows at all, expected no visible rows, got \(rows.count)")
    }
    return CheckResult.sequence(checks)
  })
