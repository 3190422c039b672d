import Book
import BookChapters
import Classroom
import Foundation
import Terminal
import Workbook

/// `workbook-run chapterN`: prints a chapter, or some of its sections.
enum ChapterCommand {
  static let section = Option.text(
    "section", "N",
    help: "print only section N (1-based; several as 2,3 or 2-4)")
  static let sections = Option.flag("sections", help: "list the sections with their numbers")
  static let print = Option.flag(
    "print",
    help: "print it all at once, even on a terminal (as into a pipe or a file): to scroll "
      + "back through it, or to keep it on the screen after")
  static let step = Option.flag(
    "step",
    help: "a screenful at a time (what a terminal gets unless --print), for class: Space, "
      + "Enter, n, Down, Right or PageDown for the "
      + "next page; b, p, Up, Left or PageUp back; g and G the first and last page; a number "
      + "and Enter a section; / and text a search (/ Enter again); ? the keys; q, Escape or "
      + "Ctrl-C to stop. Every page starts with its heading, and a figure is kept whole "
      + "on a page, drawn smaller if the screen is too short (README: In class)")
  static let solutions = Option.flag(
    "solutions",
    help: "show each exercise's goal only, without running your code (for demonstrating "
      + "while exercise files are half-written)")

  static let command = Command(
    "chapterN", abstract: "print a chapter with its figures (chapter1, 1 or holes)",
    options: [section, sections, step, print, solutions, Session.color],
    discussion: """
      Shows the chapter's prose with each example's code and the figure it draws: a \
      screenful at a time on a terminal (as --step; q quits), all at once into a pipe or a \
      file, or with --print. The chapter can be named chapter1, 1 or by its name (holes). \
      With --columns, prose is re-wrapped, long code lines broken with a backslash at the \
      end and wide figures cut into strips.
      """,
    listedAs: "chapterN, N, NAME",
    matches: { word in
      let lower = word.lowercased()
      return lower.hasPrefix("chapter") || Int(lower) != nil
        || allChapters.contains { $0.slug == lower }
    },
    run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let name = String(session.invokedAs.split(separator: " ").last ?? "")
    guard let chapter = session.context.chapter(named: name) else {
      throw .usage(
        "there is no chapter '\(name)'; the chapters are: \(session.context.chapterNames). "
          + "Run 'workbook-run' to list them.")
    }
    let text: ChapterText
    do {
      text = try ChapterText(chapter)
    } catch {
      throw .couldNotDo(error.description)
    }
    let count = text.sectionCount
    if session.flag(sections) {
      var lines = ["Chapter \(chapter.number): \(chapter.title)"]
      for section in text.sections {
        if let title = section.title { lines.append("  \(section.number). \(title)") }
      }
      session.say(lines.joined(separator: "\n"))
      return .success
    }
    var wanted: Set<Int>?
    if let spec = session.text(section) {
      wanted = try parseSections(spec, count: count, chapter: chapter)
    }
    let style = session.style
    // Exercise figures: yours beside the goal, drawn by each exercise's own program so a
    // broken exercise cannot stop the chapter; with --solutions, the goal alone.
    var exerciseFigures: [String: ExerciseDrawing]?
    let showsExercises = text.sections.contains { section in
      section.blocks.contains(.exercises) && (wanted?.contains(section.number) ?? true)
    }
    let context = session.context
    if !session.flag(solutions), showsExercises, context.program != nil {
      exerciseFigures = [:]
      let failures = ExerciseRunner.build(
        chapter.exercises.map { (chapter, $0) }, context: context)
      // As figures, with their colours: the pager draws them smaller like any other.
      for exercise in chapter.exercises {
        exerciseFigures?[exercise.id] = ExerciseRunner.drawing(
          exercise, context: context, buildFailure: failures[exercise.id])
      }
    }
    // The figures: kept from the last time the chapter was shown, or drawn (and kept).
    let console = session.console
    let drawn = FigureCache.figures(of: text, context: context) {
      // Drawn afresh (the first time, or after a rebuild): a terminal is told why it waits.
      if console.isTerminal {
        console.err("Drawing Chapter \(chapter.number)'s figures (kept for next time)...")
      }
    }
    // A terminal that takes keys gets the pager, unless --print asks for it all.
    if session.flag(step) || (console.takesKeys && !session.flag(print)) {
      // The pages are made again for a resized terminal, from the same figures.
      let current = session
      return Pager.run(sectionCount: count, session: &session) {
        let style = current.style
        let blocks = Weaver.weaveBlocks(
          text, for: style, sections: wanted, drawn: drawn, exerciseFigures: exerciseFigures)
        // The terminal's last row is the status line's.
        return Pager.pages(blocks, height: current.rows - 1, width: style.width)
      }
    }
    let blocks = Weaver.weaveBlocks(
      text, for: style, sections: wanted, drawn: drawn, exerciseFigures: exerciseFigures)
    session.console.out(Weaver.joined(blocks))
    return .success
  }

  /// "2", "2,4", "2-4" into section numbers, each checked against `count`.
  static func parseSections(_ spec: String, count: Int, chapter: Chapter) throws(CommandError)
    -> Set<Int>
  {
    var result = Set<Int>()
    let invalid = CommandError.usage(
      "--section takes section numbers from 1 to \(count) (like 2, 2,4 or 2-4), not '\(spec)'; "
        + "'workbook-run chapter\(chapter.number) --sections' lists them")
    for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      guard (1...2).contains(bounds.count), let low = bounds.first ?? nil,
        let high = bounds.last ?? nil, low >= 1, high <= count, low <= high
      else { throw invalid }
      result.formUnion(low...high)
    }
    return result
  }
}
