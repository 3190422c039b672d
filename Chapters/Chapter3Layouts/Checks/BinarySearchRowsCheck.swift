import Chapter3LayoutsKit
import Workbook

extension Student {
  /// The student's `rowNearest(_:frames:)`, while their exercise program runs.
  @TaskLocal public static var rowNearest: @MainActor @Sendable (CGFloat, FrameList) -> Int? = {
    _, _ in
    missing("rowNearest(_:frames:)")
  }
}

/// The frames of a menu whose rows differ in height, 20 points apart, counting how often
/// they are read. Heights repeat 180, 230, 300, so a frame is computed, never stored.
private let pointCases: [(y: CGFloat, what: String)] = [
  (50, "inside the first row"), (0, "the first row's top edge"),
  (200, "the second row's top edge"), (180, "the first row's bottom edge"),
  (195, "a gap, nearer the row below"), (190, "the middle of a gap"),
  (128_333_456.7, "the middle of the menu"), (-500, "above every row"),
  (1e12, "below every row"), (256_666_500, "inside the last row"),
]

private let rowCount = 1_000_000

let binarySearchRowsExercise = Exercise(
  title: "The row nearest a point, when rows differ in height",
  task: """
    Write `rowNearest(_:frames:)`: which row is under a point `y` of the content, in a
    menu of up to a million rows that differ in height, with gaps between them. The row
    whose frame contains `y`; in a gap, the nearer of the two rows around it (the upper
    one if both are as near); above the first row, the first; below the last, the last;
    nil when there are no rows. The chapter's `pizzaIndex(offset:)` divides by one
    height, which no longer works; read only a few dozen frames instead of all of them.
    """,
  hints: [
    "The frames are sorted, so the rows that end at or above `y` all come first. Find "
      + "where they stop: only the rows on either side of that place can be the answer.",
    "Keep a range of rows that must hold the first row ending below `y`, look at its "
      + "middle, and drop the half that cannot hold it. A million rows take about twenty "
      + "looks.",
    "That row either contains `y` or starts below it. In the second case `y` is in a gap "
      + "(or above everything), and the row before it may be nearer. Mind the ends: there "
      + "is no row before the first, and none after the last.",
  ],
  goal: "Ten points on a million rows of 180, 230 and 300 points, 20 apart, each found reading 19 "
    + "to 22 frames: row 0 in, on or above the first row and mid-gap, row 1 at the second's top "
    + "edge or a gap nearer it, row 500000 mid-menu, row 999999 in or below the last.",
  figure: { attempt in
    let find = attempt.pick(student: Student.rowNearest, solution: Solutions.rowNearest)
    let lines = pointCases.map { item in
      let frames = FrameList(count: rowCount)
      let row = find(item.y, frames).map(String.init) ?? "none"
      return "\(item.what): row \(row), \(frames.reads) frames read"
    }
    return Figure(art: ["1,000,000 rows of 180, 230 and 300 points, 20 apart"] + lines)
  },
  check: { attempt in
    let find = attempt.pick(student: Student.rowNearest, solution: Solutions.rowNearest)
    // Menus of other lengths and points in them, drawn afresh when graded.
    let fresh = Answers.fresh("3.2 menus", count: 8) { inputs in
      let count = Int.random(in: 1...rowCount, using: &inputs)
      let bottom = FrameList(count: count)[count - 1].maxY
      let y = CGFloat(Int.random(in: -100...Int(bottom) + 100, using: &inputs))
      return (y: y, count: count, what: "in a menu of \(count) rows", recorded: false)
    }
    let recorded = pointCases.map { (y: $0.y, count: rowCount, what: $0.what, recorded: true) }
    var checks: [() -> CheckResult] = (recorded + fresh).map { item in
      {
        let frames = FrameList(count: item.count)
        let row = find(item.y, frames)
        // A scan reads far more than a search; past a limit the check stops answering
        // reads, and the row found from then on means nothing.
        if frames.reads > FrameList.mostReads {
          return .fail(
            "at y = \(Expect.format(item.y)) (\(item.what)) your code read more than "
              + "\(FrameList.mostReads) frames (and the check stopped answering); a binary search "
              + "reads a few dozen")
        }
        let expected =
          item.recorded
          ? Answers.value("3.2 row at \(item.y)") {
            Solutions.rowNearest(item.y, frames: FrameList(count: rowCount)) ?? -1
          } : Solutions.rowNearest(item.y, frames: FrameList(count: item.count)) ?? -1
        guard (row ?? -1) == expected else {
          return .fail(
            "at y = \(Expect.format(item.y)) (\(item.what)) expected row \(expected), got \(row.map(String.init) ?? "none")"
          )
        }
        return frames.reads <= 64
          ? .pass()
          : .fail(
            "at y = \(Expect.format(item.y)) the row is right, but \(frames.reads) frames were read; a binary search reads a few dozen"
          )
      }
    }
    checks.append {
      let row = find(100, FrameList(count: 0))
      return row == nil ? .pass() : .fail("with no rows at all, expected no row, got \(row ?? -1)")
    }
    checks.append {
      let row = find(5000, FrameList(count: 1))
      return row == 0
        ? .pass()
        : .fail(
          "with one row, every point is nearest to row 0; got \(row.map(String.init) ?? "none")")
    }
    return CheckResult.sequence(checks)
  })
