import Workbook

extension Student {
  /// The student's `bandedHeight(start:fingerTranslationY:lowest:highest:containerHeight:)`,
  /// while their exercise program runs.
  @TaskLocal public static var bandedHeight:
    @MainActor @Sendable (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) -> CGFloat =
      { _, _, _, _, _ in
        missing("bandedHeight(start:fingerTranslationY:lowest:highest:containerHeight:)")
      }
}

/// A drag the check tries: where it began, the finger's translation (points, positive
/// down), the reachable range and the container's height.
private struct BandedDrag {
  var start: CGFloat = 160
  var translation: CGFloat
  var lowest: CGFloat = 80
  var highest: CGFloat = 240
  var container: CGFloat = 320

  var described: String {
    "a finger moved \(Expect.format(translation)) points (down positive) from "
      + "\(Expect.format(start)), notches \(Expect.format(lowest)) to "
      + "\(Expect.format(highest)), a container \(Expect.format(container)) points tall"
  }
}

/// The chapter's phone (320 points tall, notches 80 to 240, from 160), then a taller
/// container with other notches.
private let bandedDrags: [BandedDrag] =
  [0, -40, -80, -120, -200, -400, 80, 120, 150, 300].map { BandedDrag(translation: $0) }
  + [-150, -700, 150, 260].map {
    BandedDrag(start: 300, translation: $0, lowest: 120, highest: 600, container: 812)
  }

let rubberBandDragExercise = Exercise(
  title: "A scroll view's band at both ends",
  task: """
    OverlayContainer lets its delegate replace the logarithmic band of its own pan. Write
    `bandedHeight(start:fingerTranslationY:lowest:highest:containerHeight:)`: the overlay's
    height while its pan drags it, on a scroll view's rubber band instead. The finger asks
    for the height `t = start - fingerTranslationY` (the translation is UIKit's, positive
    down). Between `lowest` and `highest` the overlay follows it. Pulled `x` points past
    either, it shows only `(1 - 1 / (x * 0.55 / containerHeight + 1)) * containerHeight`
    points past that notch: above the highest, or below the lowest. A height is never
    below 0. In a container 960 points tall, pulls of 10, 100 and 400 points show as 5.47,
    52.02 and 178.98.
    """,
  hints: [
    "A finger moving up (negative translation) raises the overlay: `t = start - "
      + "fingerTranslationY`. Between the notches the answer is `t`.",
    "Above the highest notch the pull is `x = t - highest`, and the height `highest + "
      + "band(x)`; below the lowest, `x = lowest - t` and the height `lowest - band(x)`. "
      + "The band's dimension is the container's height, not a notch.",
    "A long pull below a low notch would take the height under 0: return `max(height, 0)`. "
      + "From 160 in a 320-point container with notches 80 and 240, a finger moved 120 "
      + "down leaves the overlay at 59.42.",
  ],
  goal: "A table of fourteen drags and the overlay's height: from 160 between notches 80 and 240 "
    + "in a 320 container, fingers of -40 and -80 give 200 and 240, -120 gives 260.58, +120 59.42 "
    + "and +300 0; from 300 in 812 with notches 120 to 600, -700 gives 773.10.",
  figure: { attempt in
    let height = attempt.pick(student: Student.bandedHeight, solution: Solutions.bandedHeight)
    return Figure(
      art: ["from   finger  notches    container   height"]
        + bandedDrags.map { drag in
          String(
            format: "%4.0f  %+6.0f  %3.0f to %3.0f  %9.0f  %7.2f", Double(drag.start),
            Double(drag.translation), Double(drag.lowest), Double(drag.highest),
            Double(drag.container),
            Double(height(drag.start, drag.translation, drag.lowest, drag.highest, drag.container)))
        })
  },
  check: { attempt in
    let height = attempt.pick(student: Student.bandedHeight, solution: Solutions.bandedHeight)
    @MainActor func compare(_ drag: BandedDrag, want: CGFloat) -> CheckResult {
      Expect.value(
        height(drag.start, drag.translation, drag.lowest, drag.highest, drag.container),
        near: want, within: 0.01, what: "the height for \(drag.described)")
    }
    let recorded: [() -> CheckResult] = bandedDrags.map { drag in
      {
        compare(
          drag,
          want: Answers.value(
            "5.2 \(drag.start) \(drag.translation) \(drag.lowest) \(drag.highest) "
              + "\(drag.container)"
          ) {
            Solutions.bandedHeight(
              start: drag.start, fingerTranslationY: drag.translation, lowest: drag.lowest,
              highest: drag.highest, containerHeight: drag.container)
          })
      }
    }
    // Other notches, containers and drags, drawn afresh when graded: from each start, a
    // drag past the highest notch, one below the lowest (sometimes far enough to reach 0),
    // and one that stays between them.
    let fresh: [() -> CheckResult] = Answers.fresh("5.2 band", count: 3) { inputs in
      let lowest = Int.random(in: 40...200, using: &inputs)
      let highest = lowest + Int.random(in: 80...400, using: &inputs)
      let container = highest + Int.random(in: 60...500, using: &inputs)
      let start = Int.random(in: lowest...highest, using: &inputs)
      let asked = [
        Int.random(in: (highest + 1)...(highest + 500), using: &inputs),
        Int.random(in: (lowest - 400)...(lowest - 1), using: &inputs),
        Int.random(in: (lowest + 1)...(highest - 1), using: &inputs),
      ]
      return asked.map { t in
        BandedDrag(
          start: CGFloat(start), translation: CGFloat(start - t), lowest: CGFloat(lowest),
          highest: CGFloat(highest), container: CGFloat(container))
      }
    }.joined().map { drag in
      {
        compare(
          drag,
          want: Solutions.bandedHeight(
            start: drag.start, fingerTranslationY: drag.translation, lowest: drag.lowest,
            highest: drag.highest, containerHeight: drag.container))
      }
    }
    return CheckResult.sequence(recorded + fresh)
  })
