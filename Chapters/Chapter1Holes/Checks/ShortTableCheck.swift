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
  figure: { attempt in
    let scene = shortTableScene(attempt)
    return withExtendedLifetime(scene.controller) { Figure(of: scene.screen) }
  },
  check: { attempt in
    let scene = shortTableScene(attempt)
    // Tables of other short lengths, drawn afresh when graded: the gradient must end
    // where their rows do.
    let fresh: [() -> CheckResult] = Answers.fresh("1.4 rows", count: 2) { inputs in
      Int.random(in: 1...4, using: &inputs)
    }.map { rows in
      {
        let other = shortTableScene(attempt, rows: rows)
        return withExtendedLifetime(other.controller) {
          CheckResult.sequence([
            {
              Expect.value(
                other.gradient?.frame.height ?? 0, near: other.table.contentSize.height,
                within: 0.5,
                what: "with \(rows) rows, the gradient's height (the rows' total height)")
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
          {
            Expect.value(
              scene.gradient?.frame.height ?? 0, near: scene.table.contentSize.height, within: 0.5,
              what: "the gradient's height (the rows' total height)")
          },
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
