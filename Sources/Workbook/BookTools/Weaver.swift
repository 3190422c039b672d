import Foundation
import Workbook

/// Turns chapters into reading matter: Markdown for `book.md`, or plain text for the
/// terminal. Figures come from running each example, once per weave.
@MainActor public enum Weaver {
  /// How code and figures are set.
  public enum Style: Sendable {
    /// Fenced blocks (` ```swift ` and ` ```text `), for `book.md`.
    case markdown
    /// Code indented by four spaces and figures as they are, for the terminal.
    case terminal
  }

  /// Renders every shown example of a chapter, keyed by id (`colored`: with ANSI
  /// colours, for a terminal).
  public static func figures(
    of text: ChapterText, colored: Bool = false, width: Int? = nil,
    palette: Figure.Palette = .trueColor
  ) -> [String: String] {
    let labels = text.figureLabels
    var figures: [String: String] = [:]
    for example in text.chapter.examples {
      figures[example.id] = example.figure().rendered(
        label: labels[example.id], colored: colored, width: width, palette: palette)
    }
    return figures
  }

  /// One chapter (or only the sections at `sectionIndices`, 1-based; the untitled opening
  /// counts as part of section 1).
  ///
  /// `exerciseFigures` holds each exercise's figure text by id; without it each exercise
  /// shows its goal, the reference solution's figure (so the book never depends on what
  /// a student has written).
  ///
  /// `width`, for the terminal style, fits everything to that many columns: prose
  /// re-wrapped, code broken with a marker, figures cut into strips (`TerminalFit`).
  public static func weave(
    _ text: ChapterText, style: Style, sections sectionIndices: Set<Int>? = nil,
    figures precomputed: [String: String]? = nil, exerciseFigures: [String: String]? = nil,
    width: Int? = nil
  ) -> String {
    weaveBlocks(
      text, style: style, sections: sectionIndices, figures: precomputed,
      exerciseFigures: exerciseFigures, width: width
    ).map(\.text).joined(separator: "\n\n") + "\n"
  }

  /// A piece of a woven chapter: a heading, prose, code or a figure (a pager keeps a
  /// figure whole and the current heading on screen).
  public struct WovenBlock: Sendable {
    public enum Kind: Sendable { case heading, prose, code, figure }
    public let kind: Kind
    public let text: String
    /// The section the block belongs to (1-based).
    public let section: Int
  }

  /// The same chapter as `weave`, as blocks.
  public static func weaveBlocks(
    _ text: ChapterText, style: Style, sections sectionIndices: Set<Int>? = nil,
    figures precomputed: [String: String]? = nil, exerciseFigures: [String: String]? = nil,
    width: Int? = nil
  ) -> [WovenBlock] {
    let width = style == .terminal ? width : nil
    let figures = precomputed ?? self.figures(of: text, width: width)
    var blocks: [WovenBlock] = []
    var index = 1
    var kind = WovenBlock.Kind.prose
    /// Collects what each block appends, with the kind the block set.
    var out: [String] = [] {
      didSet {
        for added in out.dropFirst(oldValue.count) {
          blocks.append(WovenBlock(kind: kind, text: added, section: index))
        }
      }
    }
    if sectionIndices == nil || sectionIndices?.contains(1) == true {
      kind = .heading
      out.append("# Chapter \(text.chapter.number): \(text.chapter.title)")
    }
    for (number, section) in numberedSections(text) {
      index = number
      if let wanted = sectionIndices, !wanted.contains(index) { continue }
      kind = .heading
      if let title = section.title { out.append("## \(index). \(title)") }
      for block in section.blocks {
        switch block {
        case .markdown(let markdown):
          kind = .prose
          out.append(width.map { TerminalFit.fitProse(markdown, width: $0) } ?? markdown)
        case .code(let id):
          kind = .code
          for block in text.excerpts[id]?.blocks ?? [] {
            out.append(code(block.text, style, width: width))
          }
        case .example(let id):
          kind = .code
          for block in text.excerpts[id]?.blocks ?? [] {
            out.append(code(block.text, style, width: width))
          }
          kind = .figure
          out.append(figure(figures[id] ?? "", style))
        case .figure(let id):
          kind = .figure
          out.append(figure(figures[id] ?? "", style))
        case .exercises:
          kind = .prose
          if text.chapter.exercises.isEmpty { out.append("This chapter has no exercises yet.") }
          for exercise in text.chapter.exercises {
            var art = exerciseFigures?[exercise.id] ?? goalFigure(exercise).rendered()
            if let width {
              art = TerminalFit.fitArt(art.components(separatedBy: "\n"), width: width)
                .joined(separator: "\n")
            }
            let pieces = exerciseBlock(
              exercise, chapter: text.chapter, figure: art, style, width: width ?? 88)
            kind = .heading
            out.append(pieces[0])
            kind = .prose
            out.append(contentsOf: pieces[1..<(pieces.count - 1)])
            kind = .figure
            out.append(pieces[pieces.count - 1])
          }
        }
      }
    }
    return blocks
  }

  /// Sections numbered from 1, the untitled opening folded into the first.
  public static func numberedSections(_ text: ChapterText) -> [(Int, ChapterText.Section)] {
    var result: [(Int, ChapterText.Section)] = []
    var number = 0
    for section in text.sections {
      if section.title != nil { number += 1 }
      result.append((max(1, number), section))
    }
    return result
  }

  /// The reference solution's figure, titled as the goal.
  public static func goalFigure(_ exercise: Exercise) -> Figure {
    Figure(art: exercise.figure(.solution).art, title: "the goal")
  }

  static func exerciseBlock(
    _ exercise: Exercise, chapter: Chapter, figure art: String, _ style: Style, width: Int = 88
  )
    -> [String]
  {
    let starter = exercise.files(in: chapter.directory).starter.path
      .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
    return [
      "### Exercise \(exercise.id): \(exercise.title)",
      width == 88 ? exercise.task : TerminalFit.fitProse(exercise.task, width: width),
      wrap(
        "Your code goes in `\(starter)`. Check it with "
          + "`swift run workbook-run check chapter\(chapter.number)`; for a hint, "
          + "`swift run workbook-run hint \(exercise.id)`.", width: width
      ).joined(separator: "\n"),
      figure(art, style),
    ]
  }

  static func code(_ source: String, _ style: Style, width: Int? = nil) -> String {
    switch style {
    case .markdown: return "```swift\n\(source)\n```"
    case .terminal:
      let fitted = width.map { TerminalFit.fitCode(source, width: $0 - 4) } ?? source
      return fitted.components(separatedBy: "\n").map { $0.isEmpty ? "" : "    " + $0 }.joined(
        separator: "\n")
    }
  }

  static func figure(_ figure: String, _ style: Style) -> String {
    switch style {
    case .markdown: "```text\n\(figure)\n```"
    case .terminal: figure
    }
  }

  /// Who the book learned from: the five articles and the libraries behind them. Their
  /// facts and techniques carry over; the prose and the code are the book's own.
  static let sources = """
    ## Sources

    Each chapter follows an article, and two follow the open-source code behind theirs.
    The facts and techniques are theirs; the prose, the code and the corrections are this
    book's.

    - Chapter 1: a Russian article on Medium by an iOS developer at mileonair: holes cut
      through a view with a `CAShapeLayer` mask and the even-odd rule, a table whose rows
      all look through at one gradient, a pattern cut with `destinationOut`, and the
      short-table bounce.
    - Chapter 2: a Russian article on Habr: borders of any shape that keep their shadow,
      arcs and `clockwise`, a stroked curve cut out with `copy(strokingWithWidth:)`, and
      card suits drawn by views whose layer is a `CAShapeLayer`.
    - Chapter 3: a Russian article on Habr by Dodo Pizza's iOS team: the pizza-halves
      selector built from a `UICollectionViewLayout`; their public sample is
      github.com/akaDuality/PizzaHalves.
    - Chapter 4: a Chinese blog post on Swift 5: decoration views behind collection-view
      sections, with shadows drawn by Core Graphics.
    - Chapter 5: a Stack Overflow answer (read in Portuguese translation) by the author of
      OverlayContainer, about a Maps-like overlay, and the library Applidium published
      from it, github.com/applidium/OverlayContainer.
    """

  /// What the two kinds of listing are, for the book's header.
  static let codeKinds = """
    ## Two kinds of code

    Every listing says in its first line which kind it is.

    `// UIKit code, from App/...` is code for an iOS app. It imports `UIKit` and nothing
    else, and compiles unchanged in Xcode, in Swift 6 with the main-actor default
    isolation of a new app target: paste it into your project. (It follows UIKit's rules
    for initialisers, so a view that overrides `init(frame:)` also writes `required
    init?(coder:)`, which a view made in code never calls.) Here, `import UIKit` gives
    the workbook's model of UIKit, Core Animation and Core Graphics, which has Apple's
    names and shapes as well as their behaviour; `swift run workbook-run api` lists what
    it has, with Apple's declaration and documentation page for each, and says what it
    leaves out.

    `// Figure code (the workbook's own), from ...` is how the workbook draws a figure:
    `Figure`, `makeScreen` and the like are its own, and so is `Simulator`, for what only
    a simulation can do (a screen of another scale, a finger's drag, the passing of
    time, the cost of a frame). None of them is Apple's, and none is needed in an app.
    """

  /// The whole book: a header saying how it is made, a table of contents, every chapter.
  /// `figures`, if given, holds each chapter's rendered figures by slug (see
  /// `figures(of:)`), so that a caller that already drew them need not draw them again.
  public static func book(_ texts: [ChapterText], figures: [String: [String: String]] = [:])
    -> String
  {
    var out = """
      # The Workbook

      Custom iOS interface techniques, taught with a model of UIKit that runs anywhere
      Swift does. Every figure below was drawn by running the code above it.

      This file is generated: do not edit it. Edit the chapters in `Chapters/` and run
      `swift run workbook-run book` to weave it again (`--check` verifies it is current).

      """
    out +=
      "\n"
      + texts.map { "- Chapter \($0.chapter.number): \($0.chapter.title)" }.joined(
        separator: "\n") + "\n"
    out += "\n" + sources + "\n"
    out += "\n" + codeKinds + "\n"
    for text in texts {
      out += "\n" + weave(text, style: .markdown, figures: figures[text.chapter.slug])
    }
    return out
  }
}
