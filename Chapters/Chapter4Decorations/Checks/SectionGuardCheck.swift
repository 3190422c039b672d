import Workbook

extension Student {
  /// The student's `returnsDecoration(numberOfSections:decorationFrame:rect:)`, while their exercise program runs.
  @TaskLocal public static var returnsDecoration:
    @MainActor @Sendable (Int, CGRect, CGRect) -> Bool = {
      _, _, _ in
      missing("returnsDecoration(numberOfSections:decorationFrame:rect:)")
    }
}

private let guardCases: [(sections: Int, rect: CGRect, what: String)] = [
  (1, CGRect(x: 0, y: 0, width: 144, height: 176), "one section, the card on screen"),
  (1, CGRect(x: 0, y: 400, width: 144, height: 176), "one section, the card scrolled away"),
  (0, CGRect(x: 0, y: 0, width: 144, height: 176), "no sections yet (the data is still loading)"),
  (3, CGRect(x: 0, y: 0, width: 144, height: 176), "three sections"),
]

let sectionGuardExercise = Exercise(
  title: "No decoration before the data",
  task: """
    Write `returnsDecoration(numberOfSections:decorationFrame:rect:)`: the decoration of
    section 0 is returned when it meets the rect, but never when the collection view has
    no sections yet, which in UIKit would stop the app.
    """,
  hints: [
    "The starter is right about the rect. What is true of section 0 when there are no "
      + "sections?",
    "Check the number of sections before anything else.",
    "`numberOfSections > 0 && decorationFrame.intersects(rect)`.",
  ],
  figure: { attempt in
    let decide = attempt.pick(
      student: Student.returnsDecoration, solution: Solutions.returnsDecoration)
    let frame = CGRect(x: 12, y: 16, width: 124, height: 126)
    return Figure(
      art: guardCases.map {
        "\(decide($0.sections, frame, $0.rect) ? "returned" : "left out")  \($0.what)"
      })
  },
  check: { attempt in
    let decide = attempt.pick(
      student: Student.returnsDecoration, solution: Solutions.returnsDecoration)
    let frame = CGRect(x: 12, y: 16, width: 124, height: 126)
    return CheckResult.sequence(
      guardCases.map { item in
        {
          let got = decide(item.sections, frame, item.rect)
          let want = Answers.value("4.2 \(item.sections) \(frame) \(item.rect)") {
            Solutions.returnsDecoration(
              numberOfSections: item.sections, decorationFrame: frame, rect: item.rect)
          }
          return got == want
            ? .pass()
            : .fail(
              "with \(item.what), the decoration should be \(want ? "returned" : "left out"), but it is \(got ? "returned" : "left out")"
            )
        }
      })
  })
