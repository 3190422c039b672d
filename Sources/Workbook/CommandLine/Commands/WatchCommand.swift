import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// `workbook-run watch`: the student's loop. Shows the exercise they are on and checks it
/// each time its file is saved (the file is looked at four times a second: no
/// dependency, any editor); when it passes, moves on to the next one not yet passed.
/// Keys: c check now, h the next hint, l the list of exercises, n and p the next and
/// previous exercise, q (or Ctrl-C, Escape) quit; the terminal is put back however it
/// ends.
enum WatchCommand {
  static let script = Option.text(
    "script", "STEPS",
    help: "play without a terminal and print the screen after each step: save (as if the "
      + "file were saved), c, h, t, l, n, p, w, q; separated by spaces (for tests and demos)")

  static let command = Command(
    "watch", abstract: "check the exercise you are on each time you save it",
    arguments: [Argument("EXERCISE", .optional)], options: [script, Session.color],
    discussion: """
      Shows an exercise (the first you have not passed, or EXERCISE, like 1.2), checks \
      it, and shows its task, your file, the verdict and your figure beside the goal. Each \
      time you save the file it is checked again; when it passes, your passing figure \
      stays on the screen and n goes on to the next exercise you have not passed. A save \
      to another exercise's file is noticed: w watches that one instead. Keys: c check \
      now, h the next hint, t the whole task, l the list of exercises (any key goes back), \
      n / p the next / previous exercise (checked as it comes up), w the exercise you \
      saved, q quit.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let context = session.context
    guard !context.exercises.isEmpty else {
      session.say("There are no exercises yet.")
      return .success
    }
    var start: Int?
    if let key = session.positional.first {
      let (_, exercise) = try session.exercise(key)
      start = context.exercises.firstIndex { $0.exercise.id == exercise.id }
    }
    var watcher = Watcher(
      context: context, start: start, check: Watcher.realCheck(context, style: session.style))
    if let steps = session.text(script) {
      return try scripted(&watcher, steps: steps, session: session)
    }
    guard session.console.takesKeys else {
      throw .usage(
        "watch needs a terminal to take keys (or --script \"save h q\" to play it without one)")
    }
    live(&watcher, session: session)
    return .success
  }

  /// The screen after each step, as text.
  static func scripted(_ watcher: inout Watcher, steps: String, session: Session)
    throws(CommandError) -> ExitCode
  {
    let style = session.style
    let rows = session.rows
    let words = steps.split(separator: " ").map(String.init)
    for word in words where Watcher.Action(word) == nil {
      throw .usage(
        "--script takes steps save, c, h, t, l, n, p, w and q, separated by spaces, not '\(word)'"
      )
    }
    // Checked as it starts, as on a terminal.
    watcher.takeSnapshot()
    watcher.perform(.check)
    session.console.out(watcher.screen(style: style, rows: rows).joined(separator: "\n"))
    for word in words {
      guard let action = Watcher.Action(word) else { continue }
      session.console.out("\n--- \(word)")
      if action == .quit { break }
      watcher.perform(action)
      session.console.out(watcher.screen(style: style, rows: rows).joined(separator: "\n"))
    }
    return .success
  }
}
