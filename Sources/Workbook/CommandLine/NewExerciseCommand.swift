import BookTools
import Classroom
import Foundation
import Workbook

/// `workbook-run new-exercise chapterN NAME`: scaffolds an exercise's hand-written files
/// and lists it (`ExerciseList.addExercise`), failing loudly until the instructor fills
/// it in.
enum NewExerciseCommand {
  static let command = Command(
    "new-exercise", abstract: "scaffold a new exercise (for instructors)",
    arguments: [
      Argument("chapterN", what: "the chapter, like chapter1"),
      Argument("NAME", what: "words with hyphens, like ticket-notches"),
    ],
    discussion: """
      Creates a new exercise in a chapter, numbered after the chapter's last one:
        Starters/<Name>.swift           the untouched starter (for reset)
        Exercises/<Name>.swift          its copy, which students edit
        Solutions/<Name>Solution.swift  the reference solution
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
      added = try ExerciseList.addExercise(name, toChapter: chapter.number, packageRoot: root)
    } catch {
      throw error.commandError
    }
    session.say(
      """
      Created exercise \(added.id) (\(added.name)):
      \(added.created.map { "  \($0)" }.joined(separator: "\n"))
      and wrote \(added.written.joined(separator: ", ")).

      Next: fill in every TODO (after editing the starter in Exercises/, 'swift run \
      workbook-run exercises --write --starters' makes it the untouched copy and writes its \
      header), then run 'swift test' (it fails until the exercise is complete: a title, a \
      task, two hints, a solution that passes and a starter that fails) and 'swift run \
      workbook-run book' to add the exercise to book.md.
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
