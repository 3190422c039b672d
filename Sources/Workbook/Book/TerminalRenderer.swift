import Foundation
import Terminal
import Workbook

/// Sets a chapter for a terminal of a `TerminalStyle`, so that nothing breaks mid-word
/// or runs off the edge: paragraphs re-wrapped to its width, list items with a hanging
/// indent, code indented by four and broken with a marker, figures cut into strips
/// (`TerminalFit`). Headings keep their Markdown marks.
struct TerminalRenderer: ChapterRenderer {
  let style: TerminalStyle
  /// Each example's figure, by id, already set for the style (`Weaver.figures`).
  let figures: [String: String]
  /// Each exercise's figure, by id; nil: each exercise's goal.
  let exerciseFigures: [String: ExerciseDrawing]?
  /// Each example's figure itself and its label, by id, where the weaver has them: those
  /// figures can be drawn again smaller.
  var drawn: [String: (figure: Figure, label: String?)] = [:]
  /// The figure of the exercise `goal(of:)` set last, and the lines of text above it.
  var lastGoal: (above: [String], figure: Figure)? = nil
  /// Whether `lastGoal` keeps its colours (the solution's own figure) rather than greys
  /// read back from plain text, so that it is drawn smaller in colour when the style is.
  var lastGoalColored = false

  /// A heading as Markdown writes it, wrapped under its text if it is too long.
  func heading(_ text: String, level: Int, section: Int) -> String {
    wrapped(text, marker: String(repeating: "#", count: level) + " ")
  }

  func prose(_ blocks: [ProseBlock]) -> String { proseLines(blocks).text }

  /// The prose set as `prose(_:)` sets it, and for each of its lines the level of the
  /// heading it is part of (0: not a heading), from the blocks rather than the characters.
  func proseLines(_ blocks: [ProseBlock]) -> (text: String, headingLevels: [Int]) {
    var levels: [Int] = []
    let parts = blocks.map { block in
      let text = set(block)
      var level = 0
      if case .heading(let headingLevel, _) = block { level = headingLevel }
      // The blank line between two blocks.
      if !levels.isEmpty { levels.append(0) }
      levels += Array(repeating: level, count: Weaver.lineCount(text))
      return text
    }
    return (parts.joined(separator: "\n\n"), levels.isEmpty ? [0] : levels)
  }

  /// One block of prose, set for the terminal.
  private func set(_ block: ProseBlock) -> String {
    switch block {
    case .heading(let level, let text): heading(text, level: level, section: 0)
    case .paragraph(let text): wrapped(text, marker: "")
    case .list(let ordered, let items):
      items.enumerated().map { wrapped($1, marker: ordered ? "\($0 + 1). " : "- ") }
        .joined(separator: "\n")
    case .code(let language, let text):
      MarkdownRenderer.fenced(
        TerminalFit.fitCode(text, width: style.width), language: language)
    }
  }

  /// Text re-wrapped to the width, after `marker` on its first line and under the
  /// text after the marker on the others.
  /// Markdown's inline marks are set as `TerminalInline` says, and a line never starts
  /// with a `#` (which would read as a heading): it stays with the word before it.
  private func wrapped(_ text: String, marker: String) -> String {
    let hanging = String(repeating: " ", count: marker.count)
    let joined = " " + text.replacingOccurrences(of: "\n", with: " ")
    let (plain, marks) = TerminalInline.parse(
      String(joined.replacingOccurrences(of: " #", with: "\u{00A0}#").dropFirst()),
      keepingBackticks: true)
    var lines = wrap(plain, width: style.width - marker.count)
      .map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
    if style.colored {
      lines = TerminalInline.painted(
        lines, plain: plain.replacingOccurrences(of: "\u{00A0}", with: " "), marks: marks)
    }
    return lines.enumerated().map { ($0 == 0 ? marker : hanging) + $1 }.joined(separator: "\n")
  }

  func code(_ text: String) -> String {
    TerminalFit.fitCode(text, width: style.width - 4)
      .components(separatedBy: "\n").map { $0.isEmpty ? "" : "    " + $0 }
      .joined(separator: "\n")
  }

  func figure(id: String) -> String { figures[id] ?? "" }

  /// The least of its rows (and columns) a figure drawn smaller keeps with its caption
  /// under it (`redraw`).
  nonisolated static let leastWithCaption = 1.0 / 3

  func redraw(figure id: String) -> Weaver.Redraw? {
    guard let (figure, label) = drawn[id] else { return nil }
    let style = style
    // With its caption a figure is drawn down to a third of its size; smaller than that
    // it is no longer legible, and its caption had better follow it on the next page.
    return { lines, withCaption in
      var drawn = figure
      if !withCaption { drawn.caption = nil }
      return drawn.rendered(
        label: withCaption ? label : nil, style: style, fittingIn: lines,
        keepingAtLeast: withCaption ? TerminalRenderer.leastWithCaption : 0)
    }
  }

  /// The exercise's figure as it came (the student's beside the goal, a figure with its
  /// colours), a sentence in place of the student's above the goal, or the goal's; kept
  /// with what it takes to draw it smaller.
  mutating func goal(of exercise: Exercise) -> String {
    var art: String
    lastGoal = nil
    lastGoalColored = false
    var above: [String] = []
    if case .sentence(let sentence)? = exerciseFigures?[exercise.id] { above = [sentence] }
    if case .figure(let given)? = exerciseFigures?[exercise.id] {
      let colored = style.colored && given.canBeDrawnSmaller
      art = given.rendered(colored: colored, width: nil, palette: style.palette)
      lastGoal = given.canBeDrawnSmaller ? ([], given) : Figure.parsed(rendered: given.rendered())
      lastGoalColored = given.canBeDrawnSmaller
    } else {
      // In colour when the terminal is and the figure can be drawn smaller in colour too
      // (from its cells' colours), so a page never shows it first in colour, then grey.
      let solution = exercise.figure(.solution)
      var goal = Figure(art: solution.art, title: "the goal")
      goal.cellColors = solution.cellColors
      goal.halfCellColors = solution.halfCellColors
      art = ExercisePanels.panel(solution, title: "the goal").rendered(
        colored: style.colored && goal.canBeDrawnSmaller, width: nil, palette: style.palette)
      lastGoal = goal.canBeDrawnSmaller ? ([], goal) : Figure.parsed(rendered: goal.rendered())
      lastGoalColored = goal.canBeDrawnSmaller
      if !above.isEmpty, let kept = lastGoal {
        lastGoal = (above + kept.above, kept.figure)
        art = above.flatMap { wrap($0, width: style.width) }.joined(separator: "\n") + "\n" + art
      }
    }
    return TerminalFit.fitArt(art.components(separatedBy: "\n"), width: style.width)
      .joined(separator: "\n")
  }

  /// The figure `goal(of:)` set last, drawn as it is (in colour if it kept its colours
  /// and the style is coloured, else plain), in fewer lines.
  func redraw(goalOf exercise: Exercise) -> Weaver.Redraw? {
    guard let (above, figure) = lastGoal else { return nil }
    let drawing = lastGoalColored ? style : TerminalStyle(width: style.width)
    let lead = above.flatMap { wrap($0, width: drawing.width) }
    // An exercise's figure has no caption: with or without, the same.
    return { lines, _ in
      figure.rendered(style: drawing, fittingIn: lines - lead.count).map {
        (lead + [$0]).joined(separator: "\n")
      }
    }
  }
}

extension Weaver {
  /// Prose written as the chapters write it (paragraphs, lists, code) set for a terminal
  /// of `style`: an exercise's task outside its chapter.
  public static func prose(_ text: String, style: TerminalStyle) -> String {
    TerminalRenderer(style: style, figures: [:], exerciseFigures: nil).prose(
      ProseBlock.parse(text))
  }

  /// An exercise's goal, the solution's figure titled "the goal", set for `style`.
  public static func goal(of exercise: Exercise, style: TerminalStyle) -> String {
    var renderer = TerminalRenderer(style: style, figures: [:], exerciseFigures: nil)
    return renderer.goal(of: exercise)
  }
}

/// What an exercise shows under its task in a chapter: the student's figure beside the
/// goal (drawn by `workbook-run`, the student's functions run in their program), a
/// sentence in place of theirs (their code does not compile, crashed or looped) above
/// the goal, or the goal alone.
public enum ExerciseDrawing: Sendable {
  case figure(Figure)
  case sentence(String)
  case goal

  /// As plain text, where there is a drawing of the student's (nil: the goal alone).
  var text: String? {
    switch self {
    case .figure(let figure): figure.rendered()
    case .sentence(let sentence): sentence
    case .goal: nil
    }
  }
}
