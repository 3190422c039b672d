import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// `workbook-run hint ID`: the next hint, one level deeper each time.
enum HintCommand {
  static let all = Option.flag(
    "all", help: "show again every hint seen so far (at least the first), without going deeper")

  static let command = Command(
    "hint", abstract: "the next hint for an exercise, one level deeper each time",
    arguments: [Argument("EXERCISE", .optional)], options: [all],
    discussion: """
      Shows the next hint for an exercise (like 1.2; without one, the first you have not \
      passed, as `next` names it), from gentle to explicit: each call \
      goes one level deeper, and after the last it repeats the last and says where the \
      reference solution is. Hints seen are remembered in .workbook/progress.json.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let chapter: Chapter
    let exercise: Exercise
    if let given = session.positional.first {
      (chapter, exercise) = try session.exercise(given)
    } else {
      let (progress, _) = session.context.store?.load() ?? (StudentProgress(), nil)
      guard let next = ExerciseSheet.next(progress: progress, context: session.context) else {
        session.say("Every exercise has passed: `workbook-run hint ID` for one of them.")
        return .success
      }
      (chapter, exercise) = next
    }
    guard !exercise.hints.isEmpty else {
      session.console.out("Exercise \(exercise.id) has no hints.")
      return .success
    }
    let store = session.context.store
    var (progress, note) = store?.load() ?? (StudentProgress(), nil)
    if let note { session.warn("note: \(note)") }
    let width = session.width
    if session.flag(all) {
      let seen = max(1, progress[exercise].hintsSeen)
      for level in 1...min(seen, exercise.hints.count) {
        session.console.out("Hint \(level) of \(exercise.hints.count) for exercise \(exercise.id):")
        for line in wrap(exercise.hints[level - 1], width: TerminalLayout.hintWidth(width)) {
          session.console.out("  \(line)")
        }
        session.console.out("")
      }
      if seen < exercise.hints.count {
        session.console.out("For hint \(seen + 1): swift run workbook-run hint \(exercise.id)")
      }
      progress[exercise].hintsSeen = max(progress[exercise].hintsSeen, 1)
      session.save(progress)
      return .success
    }
    let level = min(progress[exercise].hintsSeen + 1, exercise.hints.count)
    session.console.out(
      "Hint \(level) of \(exercise.hints.count) for exercise \(exercise.id), \(exercise.title):")
    session.console.out("")
    for line in wrap(exercise.hints[level - 1], width: TerminalLayout.hintWidth(width)) {
      session.console.out("  \(line)")
    }
    session.console.out("")
    if level < exercise.hints.count {
      session.console.out(
        "For hint \(level + 1): swift run workbook-run hint \(exercise.id)   "
          + "(all seen so far: --all)")
    } else if Answers.isStudentEdition(chapterDirectory: chapter.directory) {
      session.console.out(
        wrap(
          "That was the last hint. This edition has no reference solutions: ask your "
            + "instructor, or `swift run workbook-run hint \(exercise.id) --all` to read them "
            + "all again.", width: width
        ).joined(separator: "\n"))
    } else {
      let solution = exercise.files(in: chapter.directory).solution.path
        .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
      session.console.out(
        wrap(
          "That was the last hint. The reference solution is in \(solution).", width: width
        )
        .joined(separator: "\n"))
    }
    progress[exercise].hintsSeen = level
    session.save(progress)
    return .success
  }
}
