import Workbook

extension Student {
  /// The student's `heldOffset(last:current:contentHeight:viewHeight:topInset:bottomInset:
  /// atSmallestNotch:)`, while their exercise program runs.
  @TaskLocal public static var heldOffset:
    @MainActor @Sendable (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, Bool) -> CGFloat =
      { _, _, _, _, _, _, _ in
        missing(
          "heldOffset(last:current:contentHeight:viewHeight:topInset:bottomInset:atSmallestNotch:)")
      }
}

/// A moment the check tries: the offset last held, the one the table has just moved to,
/// the table's content and view heights, its insets, and whether the panel is at its
/// smallest notch.
private struct PanelTable {
  var last: CGFloat
  var current: CGFloat
  var content: CGFloat = 1000
  var view: CGFloat = 400
  var top: CGFloat = 20
  var bottom: CGFloat = 34
  var atSmallest = false
  var what: String

  var described: String {
    "\(what) (last held \(Expect.format(last)), the table just moved to "
      + "\(Expect.format(current)), content \(Expect.format(content)) in a view "
      + "\(Expect.format(view)) tall, insets \(Expect.format(top)) top and "
      + "\(Expect.format(bottom)) bottom, the panel "
      + (atSmallest ? "at its smallest notch)" : "open further or in flight)")
  }

  var key: String { "5.5 \(last) \(current) \(content) \(view) \(top) \(bottom) \(atSmallest)" }
}

/// 1000 points of content in a 400-point table with insets 20 and 34 (end position 634),
/// then content shorter than the table (it rests at -20), then a table under a 44-point
/// bar (end position 1400).
private let panelTables: [PanelTable] = [
  PanelTable(last: 634, current: 640, what: "held at the end, pushed up 6 more"),
  PanelTable(last: 640, current: 646, what: "6 past the end while the panel moves"),
  PanelTable(last: 600, current: 610, what: "34 short of the end, pushed up 10"),
  PanelTable(last: 640, current: 646, atSmallest: true, what: "6 past the end, bouncing"),
  PanelTable(last: 620, current: 640, atSmallest: true, what: "the content crossed its end"),
  PanelTable(last: 600, current: 634, atSmallest: true, what: "the content landed on its end"),
  PanelTable(last: -10, current: -4, content: 300, what: "short content, 10 past its end"),
  PanelTable(
    last: -30, current: -10, content: 300, atSmallest: true,
    what: "short content that crossed its end"),
  PanelTable(
    last: 1410, current: 1420, content: 2000, view: 600, top: 44, bottom: 0,
    what: "under a bar, 10 past the end"),
  PanelTable(
    last: 1390, current: 1395, content: 2000, view: 600, top: 44, bottom: 0,
    what: "under a bar, 10 short of the end"),
]

let contentInsetExercise = Exercise(
  title: "A panel from the top",
  task: """
    A panel can hang from the top of the screen instead, pulled down to open (the shape of
    Notification Center), with a table whose content ends at the panel's bottom edge. The
    library's driver works upside down for it: the table hands the drag over at the end of
    its content, not at its top. Write
    `heldOffset(last:current:contentHeight:viewHeight:topInset:bottomInset:atSmallestNotch:)`:
    where the table's content offset is put back while the panel moves. The end position
    is the offset of the table scrolled all the way down,
    `contentHeight + bottomInset - viewHeight`, but never less than `-topInset`, where
    content too short to scroll rests. Hold the content where it was last held (`last`),
    but never past the end position (a larger offset) unless the panel is at its smallest
    notch; and at the end position if the content crossed it since the last call, that
    is, if the offset held so far and `current` (where the table has just moved it) lie
    on either side of it, neither of them on it.
    """,
  hints: [
    "The chapter's `heldContentOffset` holds the content by its top, at `-topInset`. Turn it "
      + "upside down: the position that matters is the end, and past it means a larger "
      + "offset, not a smaller one.",
    "The end is `max(contentHeight + bottomInset - viewHeight, -topInset)`: 634 for 1000 "
      + "points of content in a 400-point table with insets 20 and 34, but -20 for 300 "
      + "points of content.",
    "Start from `last`. Unless `atSmallestNotch`, lower it to the end if it is past it. "
      + "Then, if `(held - end) * (current - end) < 0`, hold it at the end.",
  ],
  goal: "A table of ten offsets and where each is held: for 1000 points in a 400 view, insets 20 "
    + "and 34, the end is 634 and offsets held past it come back to 634 unless at the smallest "
    + "notch; 600 stays 600; 300 points of content hold at -20; 2000 in a 600 view stop at 1400.",
  figure: { attempt in
    let held = attempt.pick(student: Student.heldOffset, solution: Solutions.heldOffset)
    return Figure(
      art: ["last   now  content  view  insets  at smallest  held at"]
        + panelTables.map { table in
          String(
            format: "%4.0f  %4.0f  %7.0f  %4.0f  %2.0f,%2.0f   ", Double(table.last),
            Double(table.current), Double(table.content), Double(table.view),
            Double(table.top), Double(table.bottom))
            + (table.atSmallest ? "yes        " : "no         ")
            + String(
              format: "  %7.0f",
              Double(
                held(
                  table.last, table.current, table.content, table.view, table.top,
                  table.bottom, table.atSmallest)))
        })
  },
  check: { attempt in
    let held = attempt.pick(student: Student.heldOffset, solution: Solutions.heldOffset)
    @MainActor func compare(_ table: PanelTable, want: CGFloat) -> CheckResult {
      Expect.value(
        held(
          table.last, table.current, table.content, table.view, table.top, table.bottom,
          table.atSmallest),
        near: want, within: 0.001, what: "the held offset for \(table.described)")
    }
    let recorded: [() -> CheckResult] = panelTables.map { table in
      {
        compare(
          table,
          want: Answers.value(table.key) {
            Solutions.heldOffset(
              last: table.last, current: table.current, contentHeight: table.content,
              viewHeight: table.view, topInset: table.top, bottomInset: table.bottom,
              atSmallestNotch: table.atSmallest)
          })
      }
    }
    // Other tables, drawn afresh when graded: content longer or shorter than the view,
    // other insets, the two offsets within 60 points of the end, the panel at its smallest
    // notch or not.
    let fresh: [() -> CheckResult] = Answers.fresh("5.5 panel", count: 8) { inputs in
      let view = Int.random(in: 200...800, using: &inputs)
      let content = Int.random(in: 100...2000, using: &inputs)
      let top = Int.random(in: 0...100, using: &inputs)
      let bottom = Int.random(in: 0...50, using: &inputs)
      let end = max(content + bottom - view, -top)
      return PanelTable(
        last: CGFloat(end + Int.random(in: -60...60, using: &inputs)),
        current: CGFloat(end + Int.random(in: -60...60, using: &inputs)),
        content: CGFloat(content), view: CGFloat(view), top: CGFloat(top),
        bottom: CGFloat(bottom), atSmallest: Bool.random(using: &inputs), what: "a table")
    }.map { table in
      {
        compare(
          table,
          want: Solutions.heldOffset(
            last: table.last, current: table.current, contentHeight: table.content,
            viewHeight: table.view, topInset: table.top, bottomInset: table.bottom,
            atSmallestNotch: table.atSmallest))
      }
    }
    return CheckResult.sequence(recorded + fresh)
  })
