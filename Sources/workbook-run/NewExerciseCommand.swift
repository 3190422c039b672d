import BookChapters
import BookTools
import Foundation
import Workbook

/// `workbook-run new-exercise chapterN NAME`: scaffolds an exercise's hand-written files
/// and lists it (`ExerciseList.addExercise`), failing loudly until the instructor fills
/// it in.
enum NewExerciseCommand {
  static let help = """
    USAGE: workbook-run new-exercise chapterN NAME

    Creates a new exercise in a chapter, numbered after the chapter's last one:
      Starters/<Name>.swift           the untouched starter (for reset)
      Exercises/<Name>.swift          its copy, which students edit
      Solutions/<Name>Solution.swift  the reference solution
      Checks/<Name>Check.swift        title, task, hints, figure and check
    adds NAME to the chapter's exercises.txt and writes what follows from the lists
    (see 'workbook-run exercises --help'): the runner Exercises/Run/Run<Name>.swift,
    Checks/AllExercises.swift and Package.swift's list. NAME is words with hyphens,
    like ticket-notches (giving TicketNotches). Existing files are never replaced.
    Until every TODO is filled in, swift test fails and says what is missing.
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "new-exercise", valueOptions: [], flagOptions: ["help"])
    if arguments.flag("help") {
      output.help(help)
      return ExitStatus.success
    }
    guard arguments.positional.count == 2 else {
      throw UsageError(
        "new-exercise needs a chapter and a name, like 'workbook-run new-exercise chapter1 ticket-notches'"
      )
    }
    let chapterName = arguments.positional[0]
    guard let chapter = WorkbookCommand.chapter(named: chapterName) else {
      throw UsageError(
        "there is no chapter '\(chapterName)'; the chapters are: \(WorkbookCommand.chapterNames)")
    }
    let name = try typeName(arguments.positional[1])
    let added: ExerciseList.AddedExercise
    do throws(ExerciseListError) {
      added = try ExerciseList.addExercise(
        name, toChapter: chapter.number, packageRoot: chapter.packageRoot)
    } catch {
      throw UsageError(error.description)
    }
    output.out("Created exercise \(added.id) (\(name)):")
    for file in added.created { output.out("  \(file)") }
    output.out("and wrote \(added.written.joined(separator: ", ")).")
    output.out(
      """

      Next: fill in every TODO (after editing the starter in Exercises/, 'swift run
      workbook-run starters --write' makes it the untouched copy and 'exercises
      --write' its header), then run 'swift test' (it fails until the exercise is
      complete: a title, a task, two hints, a solution that passes and a starter that
      fails) and 'swift run workbook-run book' to add the exercise to book.md.
      """)
    return ExitStatus.success
  }

  /// `ticket-notches` -> `TicketNotches`; letters, digits and hyphens only.
  static func typeName(_ text: String) throws(UsageError) -> String {
    do throws(ExerciseListError) {
      return try ExerciseList.typeName(fromWords: text)
    } catch {
      throw UsageError(error.description)
    }
  }
}
