import Workbook

extension Student {
  /// The student's `keepRowsOnGradient(table:gradient:)`, while their exercise program runs.
  @TaskLocal public static var keepRowsOnGradient:
    @MainActor @Sendable (UITableView, UIView) -> Void = {
      _, _ in
      missing("keepRowsOnGradient(table:gradient:)")
    }
}

/// The short table (of `rows` rows) with the attempt's fix applied, after an 80-point
/// pull.
private func shortTableScene(_ attempt: Attempt, rows: Int = 3)
  -> (
    screen: UIView, table: UITableView, gradient: UIView?, controller: HoleTableController,
    offset: CGFloat
  )
{
  let (screen, table, controller) = makeShortTableScreen(
    rowCount: rows, gradientBehindRowsOnly: false)
  table.layoutIfNeeded()
  let gradient = screen.subviews.first { $0 is GradientView }
  if let gradient {
    let fix = attempt.pick(
      student: Student.keepRowsOnGradient, solution: Solutions.keepRowsOnGradient)
    fix(table, gradient)
  }
  let offset = Simulator.drag(table, by: CGPoint(x: 0, y: 80))
  return (screen, table, gradient, controller, offset.y)
}

let shortTableExercise = Exercise(
  title: "Keep a short table's rows on the gradient",
  task: """
    Three holey rows sit on a screen made for five, over a gradient that fills the screen:
    below the rows the bare gradient shows, and a pull slides the rows off it. Write
    `keepRowsOnGradient(table:gradient:)` so the gradient ends where the rows end and a
    pull no longer moves the rows, without taking the bounce from a table long enough to
    scroll.
    """,
  hints: [
    "Two things to fix: the gradient's height, and what the table does when pulled past "
      + "its top.",
    "Once the table has laid out, `table.contentSize.height` is the rows' total height. "
      + "A table bounces short content because its `alwaysBounceVertical` is on.",
    "`gradient.frame.size.height = table.contentSize.height` and "
      + "`table.alwaysBounceVertical = false` (`bounces = false` would stop long tables "
      + "bouncing too).",
  ],
  goal: "A 144-by-240 screen after an 80-point pull: three white rows, Moscow, Kazan and Samara, "
    + "still at the top, each 48 tall with a capsule hole on its right showing the grey gradient, "
    + "lightest in Moscow's; below the rows the gradient ends and the screen is black.",
  figure: { attempt in
    let scene = shortTableScene(attempt)
    return withExtendedLifetime(scene.controller) { Figure(of: scene.screen) }
  },
  check: { attempt in
    let scene = shortTableScene(attempt)
    // Tables of other short lengths, drawn afresh when graded: the gradient must end
    // where their rows do.
    // One of them fixed, so a gradient as tall as the example's rows fails even where no
    // inputs are drawn afresh.
    let lengths = [2] + Answers.fresh("1.4 rows", count: 2) { Int.random(in: 1...4, using: &$0) }
    let fresh: [() -> CheckResult] = lengths.map { rows in
      {
        let other = shortTableScene(attempt, rows: rows)
        return withExtendedLifetime(other.controller) {
          CheckResult.sequence([
            {
              gradientSpansRows(other.gradient, table: other.table, which: " (with \(rows) rows)")
            },
            {
              Expect.value(
                -other.offset, near: 0, within: 0.01,
                what: "with \(rows) rows, how far an 80-point pull moves the rows")
            },
          ])
        }
      }
    }
    return withExtendedLifetime(scene.controller) {
      CheckResult.sequence(
        [
          { gradientSpansRows(scene.gradient, table: scene.table) },
          {
            Expect.value(
              -scene.offset, near: 0, within: 0.01,
              what: "how far an 80-point pull moves the rows")
          },
          {
            // The same fix on a table of eight rows, which scrolls: it must still bounce.
            let fix = attempt.pick(
              student: Student.keepRowsOnGradient, solution: Solutions.keepRowsOnGradient)
            let (screen, table, controller) = makeShortTableScreen(
              rowCount: 8, gradientBehindRowsOnly: false)
            table.layoutIfNeeded()
            if let gradient = screen.subviews.first(where: { $0 is GradientView }) {
              fix(table, gradient)
            }
            let pulled = withExtendedLifetime(controller) {
              -Simulator.drag(table, by: CGPoint(x: 0, y: 80)).y
            }
            return pulled > 1
              ? .pass()
              : .fail(
                "a table of eight rows, long enough to scroll, no longer bounces when pulled "
                  + "(it moved \(Expect.format(pulled)) points): the fix should stop only the "
                  + "bounce of content that does not scroll")
          },
        ] + fresh)
    }
  })

/// Whether `gradient` reaches from the top of `table`'s rows to their end (or the table's
/// bottom, if they go further), in the screen both lie on: its height alone is not enough,
/// since a gradient as tall as the rows but elsewhere still shows bare below them.
/// `which` names the case in a failure's message.
private func gradientSpansRows(_ gradient: UIView?, table: UITableView, which: String = "")
  -> CheckResult
{
  guard let gradient else { return .fail("expected a gradient\(which), but there is none") }
  let top = table.frame.minY + table.adjustedContentInset.top
  let bottom = min(top + table.contentSize.height, table.frame.maxY)
  let frame = gradient.frame
  if abs(frame.minY - top) <= 0.5, abs(frame.maxY - bottom) <= 0.5 { return .pass() }
  return .fail(
    "expected the gradient\(which) to reach from y = \(Expect.format(top)) to y = "
      + "\(Expect.format(bottom)), from the top of the rows to their end, but it reaches from "
      + "y = \(Expect.format(frame.minY)) to y = \(Expect.format(frame.maxY))")
}
