import Workbook

extension Student {
  /// The student's `sectionsToDecorate(itemCounts:cardFrame:rect:)`, in their exercise's
  /// program. The card frames reach it as a callback to the check, which so sees every
  /// section asked about.
  /// Runner binds: `servingCardFrames(StudentWork.sectionsToDecorate)`
  @TaskLocal public static var sectionsToDecorate:
    @MainActor @Sendable ([Int], Callback<Int, CGRect>, CGRect) -> [Int] = { _, _, _ in
      missing("sectionsToDecorate(itemCounts:cardFrame:rect:)")
    }
}

/// A collection view's sections stacked down the screen, each card 80 points tall with
/// 16 between; what a rect of the screen should get.
private struct GuardCase {
  let itemCounts: [Int]
  let rect: CGRect
  let what: String

  static let screen = CGSize(width: 144, height: 176)
  static func cardFrame(_ section: Int) -> CGRect {
    CGRect(x: 12, y: 16 + CGFloat(section) * 96, width: 120, height: 80)
  }
}

private let guardCases = [
  GuardCase(
    itemCounts: [6], rect: CGRect(origin: .zero, size: GuardCase.screen),
    what: "one section of 6 items, on screen"),
  GuardCase(
    itemCounts: [], rect: CGRect(origin: .zero, size: GuardCase.screen),
    what: "no sections yet (the data is still loading)"),
  GuardCase(
    itemCounts: [4, 3, 5], rect: CGRect(origin: .zero, size: GuardCase.screen),
    what: "three sections, the first two on screen"),
  GuardCase(
    itemCounts: [4, 0, 5], rect: CGRect(x: 0, y: 60, width: 144, height: 176),
    what: "three sections, the middle one emptied by a delete"),
  GuardCase(
    itemCounts: [2, 2, 2, 2], rect: CGRect(x: 0, y: 300, width: 144, height: 100),
    what: "four sections, scrolled to the last"),
]

/// What the attempt returns for a case, and the sections it asked about that do not
/// exist (in UIKit, asking a collection view about them raises an exception).
private func decide(_ attempt: Attempt, _ item: GuardCase) -> (sections: [Int], missing: [Int]) {
  var missing: [Int] = []
  let frame: (Int) -> CGRect = { section in
    if !item.itemCounts.indices.contains(section) { missing.append(section) }
    return GuardCase.cardFrame(section)
  }
  let sections =
    attempt == .student
    ? Student.sectionsToDecorate(item.itemCounts, Callback(frame), item.rect)
    : Solutions.sectionsToDecorate(itemCounts: item.itemCounts, cardFrame: frame, rect: item.rect)
  return (sections, missing)
}

let sectionGuardExercise = Exercise(
  title: "A card behind every section",
  task: """
    The chapter's layout decorates one section. Write
    `sectionsToDecorate(itemCounts:cardFrame:rect:)` for a layout that puts a card behind
    every section: given each section's item count (as many counts as there are sections),
    the card frame of a section, and the rect `layoutAttributesForElements(in:)` was asked
    for, return the sections whose card to return, in order. A section without items gets
    no card here (the chapter's one-section layout keeps a card only its shadow's room
    tall, as exercise 4.1 shows; in a list of sections that would be a stray line), and
    the card frame of a section that does not exist must never be asked for:
    in UIKit that is a question about a section the collection view does not have.
    """,
  hints: [
    "The chapter's guard was about section 0 when there are no sections. Here every "
      + "section is a section 0: which questions are safe to ask about which sections?",
    "Go through the sections that exist, and only then ask about each one's items and "
      + "card; an empty section has no rows for a card to sit behind.",
    "For each index of `itemCounts`: keep it when its count is above zero and its card "
      + "frame meets `rect`.",
  ],
  goal: "Five cases and the sections each decorates: 0 for one section of 6 items, none while no "
    + "sections have loaded, 0,1 for three sections with the first two on screen, 0,2 when a "
    + "delete empties the middle one, and 3 for four sections scrolled to the last.",
  figure: { attempt in
    Figure(
      art: guardCases.map { item in
        let got = decide(attempt, item).sections
        return "\(got.isEmpty ? "none" : got.map(String.init).joined(separator: ","))"
          .padding(toLength: 8, withPad: " ", startingAt: 0) + item.what
      })
  },
  check: { attempt in
    let recorded: [() -> CheckResult] = guardCases.enumerated().map { number, item in
      {
        compareSections(
          attempt, item,
          want: { item in Answers.value("4.2 case \(number)") { decide(.solution, item).sections } }
        )
      }
    }
    // Other sections and rects, drawn afresh when graded: some sections empty.
    let fresh: [() -> CheckResult] = Answers.fresh("4.2 case", count: 4) { inputs in
      let counts = (0..<Int.random(in: 1...6, using: &inputs)).map { _ in
        Int.random(in: 0...3, using: &inputs) == 0 ? 0 : Int.random(in: 1...9, using: &inputs)
      }
      let rect = CGRect(
        x: 0, y: CGFloat(Int.random(in: -40...(16 + 96 * counts.count), using: &inputs)),
        width: GuardCase.screen.width, height: CGFloat(Int.random(in: 60...300, using: &inputs)))
      return GuardCase(
        itemCounts: counts, rect: rect,
        what: "sections of \(counts.map(String.init).joined(separator: ", ")) items (card n at "
          + "y 16 + 96n, 80 tall) and the rect at (0, \(Expect.format(rect.minY))), "
          + "\(Expect.format(rect.width)) by \(Expect.format(rect.height))")
    }.map { item in
      { compareSections(attempt, item, want: { decide(.solution, $0).sections }) }
    }
    return CheckResult.sequence(recorded + fresh)
  })

/// The attempt's sections for `item` compared with `want`'s (the solution's, recorded or
/// computed); first, that it asked for no card of a section that does not exist.
@MainActor private func compareSections(
  _ attempt: Attempt, _ item: GuardCase, want: (GuardCase) -> [Int]
) -> CheckResult {
  let (got, missing) = decide(attempt, item)
  if let section = missing.first {
    return .fail(
      "with \(item.what), your code asked for the card of section \(section), "
        + "which does not exist; in UIKit that raises an exception and stops the app")
  }
  let want = want(item)
  func cards(_ sections: [Int]) -> String {
    sections.isEmpty
      ? "no card"
      : "the card\(sections.count == 1 ? "" : "s") of section\(sections.count == 1 ? "" : "s") "
        + sections.map(String.init).joined(separator: ", ")
  }
  return got == want
    ? .pass()
    : .fail("with \(item.what), expected \(cards(want)), but your code returns \(cards(got))")
}
