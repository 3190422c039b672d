import BookChapters
import BookTools
import Foundation
import Workbook

/// `workbook-run chapterN`: prints a chapter, or some of its sections.
enum ChapterCommand {
  static let help = """
    USAGE: workbook-run chapterN [--section N[,N...]] [--sections] [--step]
                                 [--solutions] [--color auto|always|never]

    Prints the chapter's prose with each example's code and the figure it draws.
    The chapter can be named chapter1, 1 or by its name (holes).

    OPTIONS:
      --section N   print only section N (1-based; several as 2,3 or 2-4)
      --sections    list the sections with their numbers
      --step        a screenful at a time, for class: Space or Enter for the
                    next page, b to go back, q to stop (figures are never split;
                    the section's heading stays on top)
      --solutions   show each exercise's goal only, without running your code (for
                    demonstrating while exercise files are half-written)
      --color C     colour the figures: auto (the default: on a terminal, unless
                    NO_COLOR is set or TERM is dumb), always, or never
      --columns N   fit the text to N columns (default: the terminal's width, or
                    COLUMNS, or 80); prose is re-wrapped, long code lines broken
                    with a \\ and wide figures cut into strips
      --help        show this help
    """

  static func run(_ name: String, _ words: [String], output: inout Output) throws(UsageError)
    -> Int32
  {
    let arguments = try Arguments(
      words, command: name, valueOptions: ["section", "color", "columns"],
      flagOptions: ["sections", "step", "solutions", "help"])
    if arguments.flag("help") {
      output.help(help)
      return ExitStatus.success
    }
    guard let chapter = WorkbookCommand.chapter(named: name) else {
      throw UsageError(
        "there is no chapter '\(name)'; the chapters are: \(WorkbookCommand.chapterNames). "
          + "Run 'workbook-run' to list them.")
    }
    if let extra = arguments.positional.first {
      throw UsageError("unexpected argument '\(extra)'; see 'workbook-run \(name) --help'")
    }
    let text: ChapterText
    do {
      text = try ChapterText(chapter)
    } catch {
      output.err("workbook-run: \(error.description)")
      return ExitStatus.checkFailed
    }
    let sections = Weaver.numberedSections(text)
    let count = sections.map(\.0).max() ?? 0
    if arguments.flag("sections") {
      output.out("Chapter \(chapter.number): \(chapter.title)")
      for (number, section) in sections where section.title != nil {
        output.out("  \(number). \(section.title ?? "")")
      }
      return ExitStatus.success
    }
    var wanted: Set<Int>?
    if let spec = arguments.value("section") {
      wanted = try parseSections(spec, count: count, chapter: chapter)
    }
    // Exercise figures: yours beside the goal, drawn by each exercise's own program so a
    // broken exercise cannot stop the chapter; with --solutions, the goal alone.
    var exerciseFigures: [String: String]?
    let showsExercises = text.sections.enumerated().contains { index, section in
      section.blocks.contains(.exercises)
        && (wanted?.contains(Weaver.numberedSections(text)[index].0) ?? true)
    }
    if !arguments.flag("solutions"), showsExercises, output.program != nil {
      exerciseFigures = [:]
      let failures = Exercises.build(chapter.exercises.map { (chapter, $0) }, output: output)
      for exercise in chapter.exercises {
        exerciseFigures?[exercise.id] = Exercises.isolatedFigure(
          chapter, exercise, output: output, buildFailure: failures[exercise.id])
      }
    }
    let colored = try usesColor(arguments.value("color"), output: output)
    let width = try Output.columns(arguments.value("columns"), output: output)
    let figures = Weaver.figures(
      of: text, colored: colored, width: width,
      palette: .from(environment: output.environment))
    if arguments.flag("step") {
      let blocks = Weaver.weaveBlocks(
        text, style: .terminal, sections: wanted, figures: figures,
        exerciseFigures: exerciseFigures, width: width)
      let pages = Pager.pages(blocks, height: Pager.rows(output: output) - 2)
      return Pager.run(pages, sectionCount: count, width: width, output: &output)
    }
    output.out(
      Weaver.weave(
        text, style: .terminal, sections: wanted, figures: figures,
        exerciseFigures: exerciseFigures, width: width))
    return ExitStatus.success
  }

  /// Whether figures are coloured: `always`, `never`, or `auto` (the default): on a
  /// terminal, unless NO_COLOR is set to anything or TERM is "dumb".
  static func usesColor(_ option: String?, output: Output) throws(UsageError) -> Bool {
    switch option ?? "auto" {
    case "always": return true
    case "never": return false
    case "auto":
      let noColor = !(output.environment["NO_COLOR"] ?? "").isEmpty
      return output.isTerminal && !noColor && output.environment["TERM"] != "dumb"
    case let other: throw UsageError("--color must be auto, always or never, not '\(other)'")
    }
  }

  /// "2", "2,4", "2-4" into section numbers, each checked against `count`.
  static func parseSections(_ spec: String, count: Int, chapter: Chapter) throws(UsageError)
    -> Set<Int>
  {
    var result = Set<Int>()
    let invalid = UsageError(
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
