import Classroom
import ExerciseAuthoring
import Foundation
import Workbook

/// `workbook-run new-exercise chapterN NAME`: scaffolds an exercise's hand-written files
/// and lists it (`ExerciseList.addExercise`), failing loudly until the instructor fills
/// it in.
enum NewExerciseCommand {
  static let function = Option.text(
    "function", "SIGNATURE",
    help: "the function the student writes, like 'tabShadow(in rect: CGRect) -> UIBezierPath' "
      + "(default: NAME's words as name() -> UIBezierPath)")

  static let command = Command(
    "new-exercise", abstract: "scaffold a new exercise (for instructors)",
    arguments: [
      Argument("chapterN", what: "the chapter, like chapter1"),
      Argument("NAME", what: "words with hyphens, like ticket-notches"),
    ],
    options: [function],
    discussion: """
      Creates a new exercise in a chapter, numbered after the chapter's last one:
        Starters/<Name>.swift           the untouched starter (for reset)
        Exercises/<Name>.swift          its copy, which students edit
        Solutions/<Name>Solution.swift  the reference solution
        WrongAnswers/<Name>/            three wrong answers, to write
        Checks/<Name>Check.swift        title, task, hints, figure and check
      adds NAME to the chapter's exercises.txt and writes what follows from the lists \
      (see 'workbook-run exercises --help'): the runner Exercises/Run/Run<Name>.swift, \
      Checks/AllExercises.swift and Package.swift's list. NAME is words with hyphens, like \
      ticket-notches (giving TicketNotches). Existing files are never replaced. Until every \
      TODO is filled in, swift test fails and says what is missing.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let chapterName = session.positional[0]
    guard let chapter = session.context.chapter(named: chapterName) else {
      throw .usage(
        "there is no chapter '\(chapterName)'; the chapters are: \(session.context.chapterNames)")
    }
    guard let root = session.context.packageRoot else {
      throw .couldNotDo("there is no package to add the exercise to")
    }
    let added: ExerciseList.AddedExercise
    do throws(ExerciseListError) {
      let name = try ExerciseList.typeName(fromWords: session.positional[1])
      let signature = try session.text(function).map { text throws(ExerciseListError) in
        try ExerciseFunction(parsing: text)
      }
      added = try ExerciseList.addExercise(
        name, toChapter: chapter.number, packageRoot: root, function: signature)
    } catch {
      throw error.commandError
    }
    // Laid out as the project's formatter lays it out, so that lint passes as written.
    let files = added.created + ["Package.swift"]
    let formatted = IsolatedRun.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [ExerciseRunner.swiftCommand(session.context), "format", "format", "-i"] + files,
      timeout: Limits.newExerciseBuildSeconds, directory: root)
    var formatter = ""
    if case .finished(0, _, _) = formatted {
    } else {
      formatter =
        " (swift format could not run here: run 'swift format format -i' on them before "
        + "committing)"
    }
    session.say(
      """
      Created exercise \(added.id) (\(added.name)):
      \(added.created.map { "  \($0)" }.joined(separator: "\n"))
      and wrote \(added.written.joined(separator: ", "))\(formatter).

      Next, until 'swift test' passes (it fails, naming what is missing, until the exercise \
      is complete):
        1. Fill in every TODO in Checks/: a title, a task, two or more hints, the figure and \
      the check.
        2. Write the reference solution in Solutions/.
        3. Edit the starter in Exercises/ (it must compile and fail its check), then \
      'swift run workbook-run exercises --write --starters' makes it the untouched copy in \
      Starters/ and writes its header.
        4. Turn each file in WrongAnswers/\(added.name)/ into a mistake a student would \
      plausibly hand in (the chapter's warned-against mistakes, a fixed constant where a \
      formula is asked, an off-by-one, an answer that fits only the inputs the task shows), \
      its first line saying what is wrong; rename them as you like. 'swift run workbook-run \
      exercises --write' adds them to the tests, which prove each fails the check.
        5. Record the goal figure's golden: WORKBOOK_RECORD_GOLDENS=1 swift test --filter \
      Golden, and look at Tests/Goldens/\(chapter.slug)/exercise-\(added.name).txt.
        6. 'swift run workbook-run book' adds the exercise to book.md.
        7. Before committing: 'swift format lint --strict --recursive Package.swift Sources \
      Chapters Tests', 'swift test', and '.ci/run' (what CI runs).
      """)
    return .success
  }
}

extension ExerciseListError {
  /// A file that cannot be read or written is something that could not be done; every
  /// other error is in what was asked (a name, a list entry) and says what is valid.
  var commandError: CommandError {
    switch self {
    case .cannotRead, .cannotWrite: .couldNotDo(description)
    default: .usage(description)
    }
  }
}
