import BookChapters
import BookTools
import Foundation
import Workbook

/// The `workbook-run` program: finds the command and runs it.
enum WorkbookCommand {
  static let usage = """
    USAGE: workbook-run [COMMAND] [OPTIONS]

    With no command, lists the chapters.

    COMMANDS:
      chapterN, N, NAME   print a chapter with its figures (chapter1, 1 or holes)
      check [chapterN|ID] check your exercises (all, a chapter's, or one like 1.2)
      hint ID             the next hint for an exercise, one level deeper each time
      reset ID            put an exercise's starter back (asks; keeps your version)
      new-exercise chapterN NAME   scaffold a new exercise (for instructors)
      grade DIR...        grade a class's exercises with your checks (instructors)
      export student DIR  a copy to hand out, without the solutions (instructors)
      starters [--check]  untouched starter copies: verify, or --write (instructors)
      exercises [--check] files written from exercises.txt: verify, or --write
      draw PATHDATA       render SVG path data as ASCII art or a PGM image
      book                weave book.md from the chapters (--check: only verify)
      simulate overlay    run Chapter 5's overlay model on a drag you describe
      play overlay|pizza  drag Chapter 5's sheet or scroll Chapter 3's pizza, live
      bench               measure the engine and the chapters (use a release build)
      api [NAME]          which of Apple's UIKit API the model has (api UIView)
      help [COMMAND]      show this help, or a command's

    Every command takes --help. Exit status: 0 done, 1 a check failed, 2 wrong
    usage.
    """

  static func run(_ arguments: [String], output: inout Output) -> Int32 {
    guard let command = arguments.first else { return listChapters(output: &output) }
    let rest = Array(arguments.dropFirst())
    do {
      switch command {
      case "--help", "-h", "help":
        if let topic = rest.first, topic != "--help" {
          return run([topic, "--help"], output: &output)
        }
        output.help(usage)
        return ExitStatus.success
      case "draw": return try DrawCommand.run(rest, output: &output)
      case "check": return try CheckCommand.run(rest, output: &output)
      case "hint": return try HintCommand.run(rest, output: &output)
      case "reset": return try ResetCommand.run(rest, output: &output)
      case "new-exercise": return try NewExerciseCommand.run(rest, output: &output)
      case "grade": return try GradeCommand.run(rest, output: &output)
      case "export": return try ExportCommand.run(rest, output: &output)
      case "starters": return try StartersCommand.run(rest, output: &output)
      case "exercises": return try ExercisesCommand.run(rest, output: &output)
      case "book": return try BookCommand.run(rest, output: &output)
      case "bench": return try BenchCommand.run(rest, output: &output)
      case "simulate": return try SimulateCommand.run(rest, output: &output)
      case "play": return try PlayCommand.run(rest, output: &output)
      case "api": return try APICommand.run(rest, output: &output)
      case "list": return listChapters(output: &output)
      default:
        if command.hasPrefix("-") {
          throw UsageError("unknown option '\(command)'; try 'workbook-run --help'")
        }
        return try ChapterCommand.run(command, rest, output: &output)
      }
    } catch {
      output.err("workbook-run: \(error.message)")
      return ExitStatus.usage
    }
  }

  static func listChapters(output: inout Output) -> Int32 {
    var lines = [
      "The Workbook: custom iOS interfaces, every figure drawn by the code beside it.",
      "",
      "Chapters:",
    ]
    let progress = Exercises.store(output)?.load().progress ?? StudentProgress()
    for chapter in allChapters {
      var summary: String
      if let text = try? ChapterText(chapter) {
        let sections = Weaver.numberedSections(text).map(\.0).max() ?? 0
        summary = "\(sections) sections, \(chapter.examples.count) figures"
      } else {
        summary = "prose not found"
      }
      if !chapter.exercises.isEmpty {
        summary +=
          ", \(progress.passedCount(in: chapter))/\(chapter.exercises.count) exercises"
      }
      let name = "chapter\(chapter.number)".padding(toLength: 10, withPad: " ", startingAt: 0)
      let titleWidth = (allChapters.map(\.title.count).max() ?? 0) + 2
      let title = chapter.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      lines.append("  \(name)\(title)\(summary)")
      // Each exercise: passed (ok) or not yet (-), and the hints seen.
      let marks = chapter.exercises.map { exercise -> String in
        let entry = progress[exercise.id]
        return "\(exercise.id) \(entry.passed ? "ok" : "-")"
          + (entry.hintsSeen > 0
            ? " (\(entry.hintsSeen) hint\(entry.hintsSeen == 1 ? "" : "s"))" : "")
      }
      if !marks.isEmpty,
        chapter.exercises.contains(where: {
          progress[$0.id].passed || progress[$0.id].hintsSeen > 0
        })
      {
        lines.append("            " + marks.joined(separator: ", "))
      }
    }
    lines += [
      "",
      "Read one:   swift run workbook-run chapter1     (also: 1, holes)",
      "One part:   swift run workbook-run chapter1 --section 2",
      "Exercises:  swift run workbook-run check chapter1    (hint 1.1 for a hint)",
      "More:       swift run workbook-run --help",
    ]
    output.help(lines.joined(separator: "\n"))
    return ExitStatus.success
  }

  /// The chapter a word names: `chapter1`, `1` or its slug.
  static func chapter(named word: String) -> Chapter? {
    let lower = word.lowercased()
    let number = lower.hasPrefix("chapter") ? Int(lower.dropFirst(7)) : Int(lower)
    return allChapters.first { $0.number == number || $0.slug == lower }
  }

  static var chapterNames: String {
    allChapters.map { "chapter\($0.number) (\($0.slug): \($0.title))" }.joined(separator: ", ")
  }
}

extension Error {
  var message: String {
    if let usage = self as? UsageError { return usage.message }
    return String(describing: self)
  }
}
