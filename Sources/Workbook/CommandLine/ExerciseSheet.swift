import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// One exercise as a student works on it: its task, where the code goes, how to check
/// it, the hints seen so far, and a figure (the goal, or theirs beside it). `task`,
/// `next` and `watch` all show it.
struct ExerciseSheet {
  let chapter: Chapter
  let exercise: Exercise
  let entry: StudentProgress.Entry
  /// Where the exercise stands among all of them: "3 of 21 passed".
  let standing: String

  init(_ chapter: Chapter, _ exercise: Exercise, progress: StudentProgress, context: Context) {
    self.chapter = chapter
    self.exercise = exercise
    entry = progress[exercise]
    let all = context.exercises.map(\.exercise)
    standing = "\(all.filter { progress[$0].earned }.count) of \(all.count) passed"
  }

  /// The student's file, relative to the package.
  var file: String {
    exercise.files(in: chapter.directory).starter.path
      .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
  }

  var heading: String { "Exercise \(exercise.id): \(exercise.title)" }

  /// "not started", "not passed yet", or a pass with what stands against it now
  /// ("passed on 2026-11-26; your file fails now").
  var state: String {
    let untouched = exercise.starterIsUntouched(in: chapter.directory)
    if let status = entry.status(untouched: untouched) { return status }
    return untouched == true ? "not started" : "not passed yet"
  }

  /// The heading with the exercise's state and the student's standing, wrapped.
  func header(width: Int) -> [String] {
    wrap("\(heading)  (\(state); \(standing))", width: width)
  }

  /// The task as the chapter sets it, for a terminal of `style`.
  func task(style: TerminalStyle) -> [String] {
    Weaver.prose(exercise.task, style: style).components(separatedBy: "\n")
  }

  func fileLines(width: Int) -> [String] { wrap("Your code: \(file)", width: width) }

  /// Hint `level` (1-based), wrapped.
  func hint(_ level: Int, width: Int) -> [String] {
    wrap("Hint \(level) of \(exercise.hints.count): \(exercise.hints[level - 1])", width: width)
  }

  /// How many hints the student has seen.
  var hintsSeen: Int { min(entry.hintsSeen, exercise.hints.count) }

  /// The task, the file and the commands, and the hints seen, for a terminal of `style`.
  func lines(style: TerminalStyle) -> [String] {
    let width = style.width
    var lines = header(width: width) + [""] + task(style: style) + [""] + fileLines(width: width)
    lines += wrap(
      "Check it:  swift run workbook-run check \(exercise.id)   "
        + "(or `watch`, which checks on every save)", width: width)
    for level in stride(from: 1, through: hintsSeen, by: 1) {
      lines += [""] + hint(level, width: width)
    }
    if hintsSeen < exercise.hints.count {
      lines += wrap(
        "Stuck? swift run workbook-run hint \(exercise.id)   "
          + "(hint \(hintsSeen + 1) of \(exercise.hints.count))", width: width)
    }
    return lines
  }

  /// The first exercise, in the book's order, that has never passed.
  static func next(progress: StudentProgress, context: Context) -> (Chapter, Exercise)? {
    context.exercises.first { !progress[$0.exercise].earned }
  }
}
