import Foundation
import Workbook

/// A block of prose, in the little Markdown the chapters are written in. Prose is parsed
/// into these once; each renderer (`book.md`, the terminal, the web book) sets them its
/// own way.
public enum ProseBlock: Equatable, Sendable {
  /// A heading: `#` to `######` (in a chapter, `## ` starts a section instead).
  case heading(level: Int, text: String)
  /// A paragraph, its line breaks as written (a renderer re-wraps or joins its lines).
  case paragraph(String)
  /// A bullet (`- `) or numbered (`1. `) list: each item's text without its marker, its
  /// lines as written (continuation lines keep their indent).
  case list(ordered: Bool, items: [String])
  /// A fenced block of code in the prose, which is not run: its language (`swift` for
  /// ` ```swift `) and its lines.
  case code(language: String, text: String)

  /// The blocks of Markdown text: a blank line ends a paragraph or a list, a line that
  /// starts with `- ` or `1. ` is a list item, an indented line goes on with the item
  /// before it, and nothing inside a fence is anything but code.
  public static func parse(_ text: String) -> [ProseBlock] {
    var parser = ProseParser()
    for line in text.components(separatedBy: "\n") { parser.read(line) }
    return parser.finish()
  }

  /// The width the chapters' prose is broken at (a line of Markdown in `Chapters/`, and
  /// so of book.md), which generated text follows.
  static let proseWidth = 88

  /// A paragraph of generated text, broken into lines as the chapters' prose is.
  static func paragraph(wrapping text: String) -> ProseBlock {
    .paragraph(wrap(text, width: proseWidth).joined(separator: "\n"))
  }
}

/// Reads Markdown a line at a time into `ProseBlock`s. A chapter's parser hands it every
/// line that is not a section heading or a directive, and asks `inFence` first, since
/// inside a fence neither is one.
struct ProseParser {
  private var blocks: [ProseBlock] = []
  private var paragraph: [String] = []
  private var list: (ordered: Bool, items: [String])?
  private var fence: (language: String, lines: [String])?

  var inFence: Bool { fence != nil }

  mutating func read(_ line: String) {
    if let open = fence {
      if line.hasPrefix("```") {
        blocks.append(.code(language: open.language, text: open.lines.joined(separator: "\n")))
        fence = nil
      } else {
        fence?.lines.append(line)
      }
      return
    }
    if line.hasPrefix("```") {
      flush()
      fence = (String(line.dropFirst(3)), [])
    } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
      flush()
    } else if let heading = line.wholeMatch(of: /(#{1,6}) (.*)/) {
      flush()
      blocks.append(.heading(level: heading.1.count, text: String(heading.2)))
    } else if let marker = line.prefixMatch(of: #/- |\d+\. /#) {
      flushParagraph()
      let ordered = marker.0 != "- "
      if list?.ordered != ordered { flushList() }
      if list == nil { list = (ordered, []) }
      list?.items.append(String(line.dropFirst(marker.0.count)))
    } else if let items = list?.items, let last = items.last, line.hasPrefix("  ") {
      list?.items[items.count - 1] = last + "\n" + line
    } else {
      flushList()
      paragraph.append(line)
    }
  }

  /// The blocks read, an unclosed fence running to the end.
  mutating func finish() -> [ProseBlock] {
    if let open = fence {
      blocks.append(.code(language: open.language, text: open.lines.joined(separator: "\n")))
      fence = nil
    }
    flush()
    defer { blocks = [] }
    return blocks
  }

  private mutating func flush() {
    flushParagraph()
    flushList()
  }

  private mutating func flushParagraph() {
    if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: "\n"))) }
    paragraph = []
  }

  private mutating func flushList() {
    if let list { blocks.append(.list(ordered: list.ordered, items: list.items)) }
    list = nil
  }
}

/// A block of a chapter: a run of prose, or what one of its directives shows.
public enum DocumentBlock: Equatable, Sendable {
  /// The prose between two directives (or a directive and a section's start or end).
  case prose([ProseBlock])
  /// `@code(id)`: a listing, with no figure.
  case code(Listing)
  /// `@example(id)`: an example's code, then the figure it draws.
  case example(id: String, code: Listing)
  /// `@figure(id)`: an example's figure alone.
  case figure(id: String)
  /// `@exercises`: every exercise of the chapter (`ChapterText.exercises`).
  case exercises
  /// Prose between `@terminal` (or `@web`) and `@end`, each alone on its line: shown only
  /// where the figures are what it describes (text, or pictures).
  case only(Medium, [ProseBlock])
}

/// Where a chapter is read: as text (the terminal, and `book.md`, whose figures are
/// text too) or as a web page (whose figures are pictures).
public enum Medium: String, Sendable {
  case terminal
  case web
}

/// A section of a chapter: a `## ` heading and the blocks under it.
public struct DocumentSection: Sendable {
  /// From 1; the untitled opening, before the first heading, is part of section 1.
  public let number: Int
  /// The heading's text; nil for the untitled opening.
  public let title: String?
  /// The section's blocks, in reading order.
  public let blocks: [DocumentBlock]
}

/// An exercise as a chapter shows it: a heading, the task, and where the code goes and
/// how to check it; then the figure of its goal (or of the student's attempt).
public struct DocumentExercise: Sendable {
  /// The exercise, as its chapter declares it.
  public let exercise: Exercise
  /// "Exercise 1.2: Cut a round hole".
  public let heading: String
  /// Its task, as prose blocks.
  public let task: [ProseBlock]
  /// Where the student's code goes, and the commands that check it and give a hint.
  public let instructions: [ProseBlock]

  init(_ exercise: Exercise, in chapter: Chapter) {
    self.exercise = exercise
    heading = "Exercise \(exercise.id): \(exercise.title)"
    task = ProseBlock.parse(exercise.task)
    let starter = exercise.files(in: chapter.directory).starter.path
      .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
    instructions = [
      .paragraph(
        wrapping: "Your code goes in `\(starter)`. Check it with "
          + "`swift run workbook-run check \(exercise.id)`, or leave "
          + "`swift run workbook-run watch` running to check it each time you save; for a "
          + "hint, `swift run workbook-run hint \(exercise.id)`.")
    ]
  }
}

/// Sets the pieces of a chapter for one output; `Weaver.walk` hands them over in reading
/// order.
@MainActor protocol ChapterRenderer {
  /// Which `@terminal` / `@web` prose it shows.
  var medium: Medium { get }
  /// The chapter's title (level 1), a section's (2, with its number) or an exercise's (3).
  mutating func heading(_ text: String, level: Int, section: Int) -> String
  mutating func prose(_ blocks: [ProseBlock]) -> String
  /// The prose as `prose(_:)` sets it, and for each of its lines the level of the heading
  /// it is part of (0: not a heading); no levels where the renderer does not say.
  mutating func proseLines(_ blocks: [ProseBlock]) -> (text: String, headingLevels: [Int])
  /// A listing's block, starting with the line that says its kind and file.
  mutating func code(_ text: String) -> String
  /// The figure an example draws.
  mutating func figure(id: String) -> String
  /// The figure of an exercise's goal (or of the student's attempt).
  mutating func goal(of exercise: Exercise) -> String
  /// How to draw the figure of `figure(id:)` again in fewer lines (nil: it cannot be).
  mutating func redraw(figure id: String) -> Weaver.Redraw?
  /// How to draw the figure `goal(of:)` gave last again in fewer lines.
  mutating func redraw(goalOf exercise: Exercise) -> Weaver.Redraw?
}

extension ChapterRenderer {
  /// Text, unless the renderer says otherwise.
  var medium: Medium { .terminal }
  /// Figures are drawn once, as they are (the book's outputs that are not screens).
  func redraw(figure id: String) -> Weaver.Redraw? { nil }
  func redraw(goalOf exercise: Exercise) -> Weaver.Redraw? { nil }
  /// The text alone: a renderer that does not page says nothing of its lines.
  mutating func proseLines(_ blocks: [ProseBlock]) -> (text: String, headingLevels: [Int]) {
    (prose(blocks), [])
  }
}
