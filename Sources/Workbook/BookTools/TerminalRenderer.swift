import Foundation
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
  let exerciseFigures: [String: String]?

  /// A heading as Markdown writes it, wrapped under its text if it is too long.
  func heading(_ text: String, level: Int, section: Int) -> String {
    wrapped(text, marker: String(repeating: "#", count: level) + " ")
  }

  func prose(_ blocks: [ProseBlock]) -> String {
    blocks.map { block in
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
    }.joined(separator: "\n\n")
  }

  /// Text re-wrapped to the width, after `marker` on its first line and under the
  /// text after the marker on the others.
  private func wrapped(_ text: String, marker: String) -> String {
    let hanging = String(repeating: " ", count: marker.count)
    let words = text.replacingOccurrences(of: "\n", with: " ")
    return wrap(words, width: style.width - marker.count).enumerated()
      .map { ($0 == 0 ? marker : hanging) + $1 }.joined(separator: "\n")
  }

  func code(_ text: String) -> String {
    TerminalFit.fitCode(text, width: style.width - 4)
      .components(separatedBy: "\n").map { $0.isEmpty ? "" : "    " + $0 }
      .joined(separator: "\n")
  }

  func figure(id: String) -> String { figures[id] ?? "" }

  func goal(of exercise: Exercise) -> String {
    let art =
      exerciseFigures?[exercise.id]
      ?? ExercisePanels.panel(exercise.figure(.solution), title: "the goal").rendered(
        colored: style.colored, width: nil, palette: style.palette)
    return TerminalFit.fitArt(art.components(separatedBy: "\n"), width: style.width)
      .joined(separator: "\n")
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
    TerminalRenderer(style: style, figures: [:], exerciseFigures: nil).goal(of: exercise)
  }
}
