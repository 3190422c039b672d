import Workbook

extension Student {
  /// The student's `heldOffset(last:current:topInset:position:)`, while their exercise
  /// program runs.
  @TaskLocal public static var heldOffset:
    @MainActor @Sendable (CGFloat, CGFloat, CGFloat, OverlayTranslationPosition) -> CGFloat = {
      _, _, _, _ in
      missing("heldOffset(last:current:topInset:position:)")
    }
}

/// Last held offset, the offset the table has just moved to, its top inset, where the
/// overlay is, and what it is.
private let heldCases: [(CGFloat, CGFloat, CGFloat, OverlayTranslationPosition, String)] = [
  (0, 6, 0, .inFlight, "no inset, the table pushed up 6 while the overlay rises"),
  (-20, -14, 20, .inFlight, "inset 20, held at rest, pushed up 6"),
  (-20, -26, 20, .top, "inset 20 at the top notch, pulled down 6"),
  (-44, -50, 44, .inFlight, "inset 44 (a navigation bar), pulled down 6"),
  (-30, -15, 20, .inFlight, "inset 20, last held 10 above rest (coasting), pushed up"),
  (40, 34, 20, .bottom, "inset 20 at the bottom notch, scrolled 60, pulled down 6"),
  (15, -25, 20, .bottom, "inset 20 at the bottom, content crossed its rest position"),
  (-35, -40, 20, .bottom, "inset 20 at the bottom, above rest (bouncing), pulled down"),
]

let contentInsetExercise = Exercise(
  title: "Respect the content inset",
  task: """
    Write `heldOffset(last:current:topInset:position:)`: where the table's content is put
    back while the overlay moves, so the table seems to stand still. The answer puts it at
    0, which is right only for a table without a content inset; a table under a header or
    a navigation bar rests at `-topInset`. Hold it where it was last held (`last`), but
    never above its rest position when the overlay is at the top or in flight, and at its
    rest position if the content crossed it since the last call (`current` is where the
    table has just moved it).
    """,
  hints: [
    "The rest position is `-topInset`, not 0. Start from `last`.",
    "For `.inFlight` and `.top`: if the held offset is below the rest position (a smaller "
      + "number), raise it to the rest position.",
    "Then, if `(held - rest) * (current - rest) < 0` (the two are on either side of rest), "
      + "the content crossed it: hold it at rest.",
  ],
  figure: { attempt in
    let held = attempt.pick(student: Student.heldOffset, solution: Solutions.heldOffset)
    return Figure(
      art: ["last   now  inset  overlay    held at"]
        + heldCases.map { last, current, inset, position, _ in
          String(format: "%4.0f  %4.0f  %5.0f  ", Double(last), Double(current), Double(inset))
            + "\(position)".padding(toLength: 11, withPad: " ", startingAt: 0)
            + String(format: "%7.0f", Double(held(last, current, inset, position)))
        })
  },
  check: { attempt in
    let held = attempt.pick(student: Student.heldOffset, solution: Solutions.heldOffset)
    let recorded: [() -> CheckResult] = heldCases.map { last, current, inset, position, what in
      {
        Expect.value(
          held(last, current, inset, position),
          near: Answers.value("5.5 \(last) \(current) \(inset) \(position)") {
            Solutions.heldOffset(
              last: last, current: current, topInset: inset, position: position)
          },
          within: 0.001, what: "the held offset with \(what)")
      }
    }
    // Other insets and offsets, drawn afresh when graded: both around the rest position,
    // with the overlay at the top, at the bottom or in flight.
    let fresh: [() -> CheckResult] = Answers.fresh("5.5 held", count: 6) { inputs in
      let inset = Int.random(in: 0...100, using: &inputs)
      let positions: [OverlayTranslationPosition] = [.inFlight, .top, .bottom]
      return (
        last: CGFloat(Int.random(in: -60...120, using: &inputs) - inset),
        current: CGFloat(Int.random(in: -60...120, using: &inputs) - inset),
        inset: CGFloat(inset), position: positions.randomElement(using: &inputs) ?? .inFlight
      )
    }.map { item in
      {
        Expect.value(
          held(item.last, item.current, item.inset, item.position),
          near: Solutions.heldOffset(
            last: item.last, current: item.current, topInset: item.inset,
            position: item.position),
          within: 0.001,
          what: "the held offset with last held \(Expect.format(item.last)), the table just "
            + "moved to \(Expect.format(item.current)), inset \(Expect.format(item.inset)) and "
            + "position .\(item.position)")
      }
    }
    return CheckResult.sequence(recorded + fresh)
  })

/// The position travels to the student's program by its name (their program has the
/// kit's `OverlayTranslationPosition`, of the same names).
extension OverlayTranslationPosition: Wire {
  public static var placeholder: OverlayTranslationPosition { .stationary }
}
