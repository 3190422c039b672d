import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// Finding exercises, building their programs and running them in child processes.
/// `workbook-run check [chapterN | ID]`: checks exercises and records progress.
enum CheckCommand {
  static let json = Option.flag(
    "json",
    help: "the results as JSON (exercise, title, result as pass, fail or error, message, what "
      + "the code printed), nothing else")
  static let solution = Option.flag(
    "solution",
    help: "check the reference solutions instead (for instructors: a check that fails its own "
      + "solution is wrong); records nothing")

  static let command = Command(
    "check", abstract: "check your exercises (all, a chapter's, or one like 1.2)",
    arguments: [Argument("chapterN|EXERCISE", .optional)], options: [json, solution],
    discussion: """
      Checks your exercises: every chapter's, one chapter's (chapter1, 1 or holes), or one \
      exercise (1.2). Prints a line per exercise; a failure says what was expected and what \
      came, with figures side by side where the check compares figures. Each exercise runs \
      in its own process, so a crash or an endless loop is reported and the others are \
      still checked. Passes are recorded in .workbook/progress.json, by exercise name, \
      with the date of the first; a pass once earned stays counted when the file fails \
      later ("passed on 2026-11-26; your file fails now").

      Run it through swift run, which first rebuilds what you changed:
        swift run workbook-run check chapter1

      Exit status: 0 when every checked exercise passes, 1 when one fails.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let key = session.positional.first
    guard let selection = CheckReport.selection(key, context: session.context) else {
      throw .usage(
        "'\(key ?? "")' is neither a chapter nor an exercise; chapters: "
          + "\(session.context.chapterNames); exercises: "
          + session.context.exercises.map(\.exercise.id).joined(separator: ", "))
    }
    let (progress, note) = session.context.store?.load() ?? (StudentProgress(), nil)
    if let note { session.warn("note: \(note)") }
    let asJSON = session.flag(json)
    let solution = session.flag(solution)
    if solution,
      selection.contains(where: { Answers.isStudentEdition(chapterDirectory: $0.0.directory) })
    {
      throw .usage("this is a student edition: it has no reference solutions to check")
    }
    if solution, !asJSON {
      session.console.out("The reference solutions, checked (nothing is recorded):")
    }
    let console = session.console
    let (width, colored) = (session.width, session.colored)
    let report = CheckReport.check(
      selection, context: session.context, solution: solution, progress: progress
    ) { event in
      guard !asJSON else { return }
      switch event {
      case .chapter(let chapter): console.out("Chapter \(chapter.number): \(chapter.title)")
      case .exercise(let entry): present(entry, width: width, colored: colored, on: console)
      }
    }
    if report.total == 0, !asJSON {
      session.console.out("There are no exercises to check yet.")
      return .success
    }
    if !solution { session.save(report.progress) }
    if asJSON {
      session.console.out(json(report))
    } else {
      summarize(report, session: session)
    }
    return report.passed == report.total ? .success : .checkFailed
  }

  /// An exercise's lines: what its code printed, its verdict, and for a failure why,
  /// the figures and the advice.
  static func present(
    _ entry: CheckReport.Entry, width: Int, colored: Bool, on console: Console
  ) {
    func paint(_ text: String, _ color: Terminal.StatusColor) -> String {
      Terminal.Escape.paint(text, color, colored: colored)
    }
    let indent = TerminalLayout.messageIndent
    let room = TerminalLayout.messageWidth(width)
    let exercise = entry.exercise
    if !entry.printed.isEmpty {
      console.out("  your code printed (\(exercise.id)):")
      for line in entry.printed { console.out("    | \(line)") }
    }
    let title = "\(exercise.id)  \(exercise.title)"
    switch entry.kind {
    case .passed:
      console.out("  \(paint("ok", .pass))    \(title)")
    case .untouchedAfterAPass:
      console.out("  \(paint("--", .notStarted))    \(title)")
      for line in wrapped("(\(entry.standing ?? ""))", width: room) {
        console.out(indent + line)
      }
    case .notStarted:
      console.out("  \(paint("--", .notStarted))    \(title)   (not started)")
    case .failed:
      console.out("  \(paint("FAIL", .fail))  \(title)")
      if let standing = entry.standing {
        for line in wrapped("(\(standing); the pass stays recorded)", width: room) {
          console.out(indent + line)
        }
      }
      for line in wrapped(entry.result.message, width: room) {
        console.out(indent + line)
      }
      if let figure = entry.result.figure {
        console.out(
          TerminalFit.fitArt(figure.components(separatedBy: "\n"), width: width).joined(
            separator: "\n"))
      }
      for text in entry.advice {
        for line in wrapped(text, width: room) {
          // A path too long for the indent goes on a line of its own, further left.
          console.out((line.count + indent.count > width ? "  " : indent) + line)
        }
      }
    }
  }

  /// The lines after the exercises: how many passed, the passes kept, and what is next.
  static func summarize(_ report: CheckReport, session: Session) {
    let (passed, total, notStarted, kept) =
      (report.passed, report.total, report.notStarted, report.kept)
    let summary =
      "\(passed) of \(total) passed" + (notStarted > 0 ? ", \(notStarted) not started." : ".")
    if kept.isEmpty {
      session.console.out(summary)
    } else {
      // Passes earned before count: the file failing now does not take them back.
      session.say(
        summary + " Passed, counting the passes you earned before: \(report.earned) of \(total); "
          + "\(kept.count == 1 ? "this one fails" : "these fail") now: "
          + kept.joined(separator: ", ") + ".")
    }
    if !report.solutions, passed < total,
      let (_, next) = ExerciseSheet.next(progress: report.progress, context: session.context)
    {
      session.say(
        "Next: exercise \(next.id), \(next.title). `swift run workbook-run task \(next.id)` "
          + "shows what it asks; `swift run workbook-run watch` checks it each time you save.")
    }
  }

  /// `--json`: the report as pretty-printed JSON with sorted keys.
  static func json(_ report: CheckReport) -> String {
    let entries = report.entries.map { entry in
      JSONEntry(
        exercise: entry.exercise.id, name: entry.exercise.name, title: entry.exercise.title,
        result: entry.verdict, message: entry.result.message, printed: entry.printed,
        firstPassed: entry.progress?.firstPassed, earned: entry.progress?.earned)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let json = JSONReport(
      passed: report.passed, earned: report.solutions ? nil : report.earned, total: report.total,
      solutions: report.solutions, exercises: entries)
    // Encoding these plain values cannot fail.
    return String(decoding: (try? encoder.encode(json)) ?? Data(), as: UTF8.self)
  }

  static func wrapped(_ text: String, width: Int) -> [String] { wrap(text, width: width) }

  /// `--json`: one exercise's outcome.
  struct JSONEntry: Codable {
    let exercise: String
    /// The exercise's name (`RoundHole`), which progress is kept by.
    let name: String
    let title: String
    let result: ExerciseRunner.Verdict
    let message: String
    let printed: [String]
    /// When it first passed (ISO 8601), if it has and the date is known; with
    /// `--solution`, absent.
    let firstPassed: String?
    /// Whether it has ever passed here (it counts, even if it fails now); with
    /// `--solution`, absent.
    let earned: Bool?
  }

  struct JSONReport: Codable {
    /// Passed in this run.
    let passed: Int
    /// Passed in this run or earlier (with `--solution`, absent).
    let earned: Int?
    let total: Int
    /// Whether these are the reference solutions' results (`--solution`).
    let solutions: Bool
    let exercises: [JSONEntry]
  }
}
