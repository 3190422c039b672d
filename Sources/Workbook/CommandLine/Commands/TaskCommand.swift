import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// `workbook-run task ID`: one exercise's task, file, hints seen and goal.
enum TaskCommand {
  static let command = Command(
    "task", abstract: "one exercise's task, file, hints seen so far, and its goal figure",
    arguments: [Argument("EXERCISE")], options: [Session.color],
    discussion: """
      Shows what exercise ID (like 1.2) asks for, the file your code goes in, the commands \
      that check it and give a hint, the hints you have seen, and the figure a correct \
      answer draws. It runs nothing: your file may be half-written.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let (chapter, exercise) = try session.exercise(session.positional[0])
    show(chapter, exercise, session: session)
    return .success
  }

  static func show(_ chapter: Chapter, _ exercise: Exercise, session: Session) {
    let (progress, note) = session.context.store?.load() ?? (StudentProgress(), nil)
    if let note { session.warn("note: \(note)") }
    let sheet = ExerciseSheet(chapter, exercise, progress: progress, context: session.context)
    let style = session.style
    session.console.out(
      (sheet.lines(style: style) + ["", Weaver.goal(of: exercise, style: style)]).joined(
        separator: "\n"))
  }
}
