import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// `workbook-run next`: the first exercise not yet passed.
enum NextCommand {
  static let command = Command(
    "next", abstract: "the first exercise you have not passed yet, with its task",
    options: [Session.color],
    discussion: """
      Shows the first exercise, in the book's order, that has never passed its check (a pass \
      counts once earned), as `task` does: what it asks, your file, how to check it.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let (progress, _) = session.context.store?.load() ?? (StudentProgress(), nil)
    guard let (chapter, exercise) = ExerciseSheet.next(progress: progress, context: session.context)
    else {
      let count = session.context.exercises.count
      session.say(
        count == 0
          ? "There are no exercises yet."
          : "All \(count) exercises have passed. Well done! "
            + "`swift run workbook-run check` checks them all again.")
      return .success
    }
    TaskCommand.show(chapter, exercise, session: session)
    return .success
  }
}
