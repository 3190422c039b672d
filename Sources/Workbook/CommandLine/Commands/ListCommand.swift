import Book
import Classroom
import Foundation
import Workbook

/// `workbook-run` alone, or `workbook-run list`: the chapters, with the reader's progress.
enum ListCommand {
  static let command = Command(
    "list", abstract: "the chapters and your progress (also: no command at all)",
    discussion: """
      Lists the chapters, with their sections, figures and exercises, and which exercises \
      you have passed and how many hints you have seen. A pass counts once earned, even if \
      your file fails its check now (that is said beside it: "ok, fails now").
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    var lines = [
      "The Workbook: custom iOS interfaces, every figure drawn by the code beside it.",
      "",
      "Chapters:",
    ]
    let progress = session.context.store?.load().progress ?? StudentProgress()
    for chapter in session.context.chapters {
      var summary: String
      if let text = try? ChapterText(chapter) {
        let sections = text.sectionCount
        summary = "\(sections) sections, \(chapter.examples.count) figures"
      } else {
        summary = "prose not found"
      }
      if !chapter.exercises.isEmpty {
        summary +=
          ", \(progress.passedCount(in: chapter))/\(chapter.exercises.count) exercises"
      }
      let name = "chapter\(chapter.number)".padding(toLength: 10, withPad: " ", startingAt: 0)
      let titleWidth = (session.context.chapters.map(\.title.count).max() ?? 0) + 2
      let title = chapter.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      lines.append("  \(name)\(title)\(summary)")
      // Each exercise: passed (ok), with what stands against it now, or not yet (-),
      // and the hints seen.
      let marks = chapter.exercises.map { exercise -> String in
        let entry = progress[exercise]
        let mark = entry.mark(
          untouched: entry.earned ? exercise.starterIsUntouched(in: chapter.directory) : nil)
        return "\(exercise.id) \(mark)"
          + (entry.hintsSeen > 0
            ? " (\(entry.hintsSeen) hint\(entry.hintsSeen == 1 ? "" : "s"))" : "")
      }
      if !marks.isEmpty,
        chapter.exercises.contains(where: {
          progress[$0].earned || progress[$0].hintsSeen > 0
        })
      {
        lines.append("            " + marks.joined(separator: ", "))
      }
    }
    // Across the book: how far, and what comes next.
    let all = session.context.exercises.map(\.exercise)
    if !all.isEmpty {
      let passed = all.filter { progress[$0].earned }.count
      var overview = "\nExercises passed: \(passed) of \(all.count)"
      if let (_, next) = ExerciseSheet.next(progress: progress, context: session.context) {
        overview += "; next: \(next.id), \(next.title)"
      }
      lines.append(overview + ".")
    }
    lines += [
      "",
      "Read one:   swift run workbook-run chapter1     (also: 1, holes)",
      "One part:   swift run workbook-run chapter1 --section 2",
      "Exercises:  swift run workbook-run next    (then watch: checks on every save)",
      "More:       swift run workbook-run --help",
    ]
    session.say(lines.joined(separator: "\n"))
    return .success
  }

}
