import Foundation
import Terminal
import Workbook

/// Turns chapters into reading matter: Markdown for `book.md`, or text for a terminal.
/// It walks a chapter's document in reading order and has a renderer set each piece
/// (`ChapterRenderer`); figures come from running each example, once a process.
@MainActor public enum Weaver {
  /// How code and figures are set.
  public enum Style: Sendable {
    /// Fenced blocks (` ```swift ` and ` ```text `), for `book.md`.
    case markdown
    /// Code indented by four spaces and figures as they are, for the terminal.
    case terminal
  }

  /// Renders every shown example of a chapter, keyed by id: as it is, or for a terminal
  /// of `style` (fitted to its width, coloured if it is).
  public static func figures(of text: ChapterText, style: TerminalStyle?) -> [String: String] {
    figures(of: text) { figure, label in
      style.map { figure.rendered(label: label, style: $0) } ?? figure.rendered(label: label)
    }
  }

  /// `figures(of:style:)` with the style's parts apart (`width` nil: not fitted).
  public static func figures(
    of text: ChapterText, colored: Bool = false, width: Int? = nil,
    palette: Figure.Palette = .trueColor
  ) -> [String: String] {
    figures(of: text) { figure, label in
      figure.rendered(label: label, colored: colored, width: width, palette: palette)
    }
  }

  private static func figures(
    of text: ChapterText, _ render: (Figure, String?) -> String
  ) -> [String: String] {
    let labels = text.figureLabels
    var figures: [String: String] = [:]
    for example in text.chapter.examples {
      figures[example.id] = render(drawn(example, of: text.chapter), labels[example.id])
    }
    return figures
  }

  /// What an example's figure is, by chapter, example and the scale it is drawn at.
  private struct DrawnKey: Hashable {
    var chapter: String
    var example: String
    var scale: CGFloat?
  }

  /// The figures drawn in this process. A figure is what the chapter's code (built into
  /// this program) draws at a scale, so one drawn already is the same figure drawn again:
  /// a chapter woven a second time (at another width, in colour, or by the next test)
  /// only sets them again.
  private static var drawnInThisProcess: [DrawnKey: Figure] = [:]

  /// `example.figure()`, drawn once a process (at `Figure.rasterScale`).
  public static func drawn(_ example: Example, of chapter: Chapter) -> Figure {
    let key = DrawnKey(chapter: chapter.slug, example: example.id, scale: Figure.rasterScale)
    if let known = drawnInThisProcess[key] { return known }
    let figure = example.figure()
    drawnInThisProcess[key] = figure
    return figure
  }

  /// Hands the weaver `figures` of `chapter`'s examples, by id, drawn before (and kept by
  /// the caller between runs) at the terminal's scale: weaving the chapter for a terminal
  /// then draws nothing.
  public static func remember(_ figures: [String: Figure], of chapter: Chapter) {
    for example in chapter.examples {
      guard let figure = figures[example.id] else { continue }
      drawnInThisProcess[DrawnKey(chapter: chapter.slug, example: example.id, scale: nil)] =
        figure
    }
  }

  /// Draws a figure again in at most `lines` lines, with its caption (and label) or
  /// without: as it is if it fits, else smaller, with a line under it saying so
  /// (`Figure.rendered(label:style:fittingIn:)`); nil if it cannot fit.
  public typealias Redraw = @Sendable (_ lines: Int, _ withCaption: Bool) -> String?

  /// A piece of a woven chapter: a heading, prose, code or a figure (a pager keeps a
  /// figure whole and the current heading on screen).
  public struct WovenBlock: Sendable {
    /// What a block is: a heading, prose, a listing or a figure.
    public enum Kind: Sendable { case heading, prose, code, figure }
    /// What the block is.
    public let kind: Kind
    /// The block as set for its output.
    public let text: String
    /// The section the block belongs to (1-based).
    public let section: Int
    /// For a figure woven for a terminal: how to draw it smaller for a short screen
    /// (nil: it cannot be).
    public let redraw: Redraw?
    /// For each line of `text`, the level of the heading it is part of: 1 the chapter's
    /// title, 2 a section's, 3 an exercise's, or a heading's level in the prose (a long
    /// heading's wrapped lines too); 0 not a heading. As the renderer set them, so a
    /// pager need not read them back from the characters. Empty where the renderer does
    /// not say (book.md and the web book, which are not paged).
    public let headingLevels: [Int]
    /// The block's heading level (1 to 3) for a heading block; 0 for any other.
    public var level: Int { kind == .heading ? headingLevels.first ?? 0 : 0 }

    /// - Parameter headingLevels: each line's heading level (see `headingLevels`).
    public init(
      kind: Kind, text: String, section: Int, redraw: Redraw? = nil, headingLevels: [Int] = []
    ) {
      self.kind = kind
      self.text = text
      self.section = section
      self.redraw = redraw
      self.headingLevels = headingLevels
    }
  }

  /// How many lines `text` has (an empty text is one empty line).
  static func lineCount(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).count
  }

  /// Every example's figure, by id, drawn once: the slow part of weaving a chapter, which
  /// a caller weaving it for several terminals (or again, for a resized one) keeps.
  public static func drawnFigures(of text: ChapterText) -> [String: Figure] {
    var figures: [String: Figure] = [:]
    for example in text.chapter.examples { figures[example.id] = drawn(example, of: text.chapter) }
    return figures
  }

  /// The chapter for a terminal of `style`, as `weaveBlocks(_:for:sections:
  /// exerciseFigures:)` weaves it, from figures drawn already (`drawnFigures(of:)`). Each
  /// figure block can be drawn again smaller (`WovenBlock.redraw`).
  public static func weaveBlocks(
    _ text: ChapterText, for style: TerminalStyle, sections sectionIndices: Set<Int>? = nil,
    drawn: [String: Figure], exerciseFigures: [String: ExerciseDrawing]? = nil
  ) -> [WovenBlock] {
    let labels = text.figureLabels
    var set: [String: String] = [:]
    var figures: [String: (figure: Figure, label: String?)] = [:]
    for (id, figure) in drawn {
      set[id] = figure.rendered(label: labels[id], style: style)
      figures[id] = (figure, labels[id])
    }
    var renderer = TerminalRenderer(
      style: style, figures: set, exerciseFigures: exerciseFigures, drawn: figures)
    return walk(text, sections: sectionIndices, with: &renderer)
  }

  /// One chapter for a terminal of `style` (or only the sections at `sectionIndices`,
  /// 1-based): prose re-wrapped to its width, code broken with a marker, figures cut into
  /// strips (`TerminalFit`) and coloured if the style is.
  ///
  /// `exerciseFigures` holds what each exercise shows, by id; without it each exercise
  /// shows its goal, the solution's figure (so the book never depends on what a student
  /// has written).
  public static func weave(
    _ text: ChapterText, for style: TerminalStyle, sections sectionIndices: Set<Int>? = nil,
    exerciseFigures: [String: ExerciseDrawing]? = nil
  ) -> String {
    joined(
      weaveBlocks(text, for: style, sections: sectionIndices, exerciseFigures: exerciseFigures))
  }

  /// The same chapter as `weave(_:for:sections:exerciseFigures:)`, as blocks, for a pager.
  public static func weaveBlocks(
    _ text: ChapterText, for style: TerminalStyle, sections sectionIndices: Set<Int>? = nil,
    exerciseFigures: [String: ExerciseDrawing]? = nil
  ) -> [WovenBlock] {
    weaveBlocks(
      text, for: style, sections: sectionIndices, drawn: drawnFigures(of: text),
      exerciseFigures: exerciseFigures)
  }

  /// With the figures given, already set for the style (nil: drawn here): a chapter
  /// shown again with the figures it drew before.
  public static func weaveBlocks(
    _ text: ChapterText, for style: TerminalStyle, sections sectionIndices: Set<Int>?,
    figures precomputed: [String: String]?, exerciseFigures: [String: ExerciseDrawing]?
  ) -> [WovenBlock] {
    var renderer = TerminalRenderer(
      style: style, figures: precomputed ?? figures(of: text, style: style),
      exerciseFigures: exerciseFigures)
    return walk(text, sections: sectionIndices, with: &renderer)
  }

  /// One chapter (or only the sections at `sectionIndices`, 1-based; the untitled opening
  /// counts as part of section 1), as Markdown or for a terminal `width` columns wide
  /// (nil: `TerminalStyle.defaultWidth`), with the figures given (by default, drawn
  /// uncoloured). See `weave(_:for:sections:exerciseFigures:)`.
  public static func weave(
    _ text: ChapterText, style: Style, sections sectionIndices: Set<Int>? = nil,
    figures precomputed: [String: String]? = nil, exerciseFigures: [String: ExerciseDrawing]? = nil,
    width: Int? = nil
  ) -> String {
    joined(
      weaveBlocks(
        text, style: style, sections: sectionIndices, figures: precomputed,
        exerciseFigures: exerciseFigures, width: width))
  }

  /// The same chapter as `weave(_:style:sections:figures:exerciseFigures:width:)`, as
  /// blocks.
  public static func weaveBlocks(
    _ text: ChapterText, style: Style, sections sectionIndices: Set<Int>? = nil,
    figures precomputed: [String: String]? = nil, exerciseFigures: [String: ExerciseDrawing]? = nil,
    width: Int? = nil
  ) -> [WovenBlock] {
    switch style {
    case .markdown:
      var renderer = MarkdownRenderer(
        figures: precomputed ?? figures(of: text, style: nil), exerciseFigures: exerciseFigures)
      return walk(text, sections: sectionIndices, with: &renderer)
    case .terminal:
      return weaveBlocks(
        text, for: TerminalStyle(width: width ?? TerminalStyle.defaultWidth),
        sections: sectionIndices, figures: precomputed, exerciseFigures: exerciseFigures)
    }
  }

  /// Woven blocks as one text, a blank line between them.
  public static func joined(_ blocks: [WovenBlock]) -> String {
    blocks.map(\.text).joined(separator: "\n\n") + "\n"
  }

  /// The chapter in reading order, each piece set by `renderer`: the chapter's title (with
  /// section 1), each section's heading, its prose, code and figures, and its exercises.
  static func walk(
    _ text: ChapterText, sections sectionIndices: Set<Int>?,
    with renderer: inout some ChapterRenderer
  ) -> [WovenBlock] {
    var blocks: [WovenBlock] = []
    var section = 1
    func add(
      _ kind: WovenBlock.Kind, _ text: String, redraw: Weaver.Redraw? = nil,
      headingLevels: [Int]? = nil
    ) {
      blocks.append(
        WovenBlock(
          kind: kind, text: text, section: section, redraw: redraw,
          headingLevels: headingLevels ?? Array(repeating: 0, count: lineCount(text))))
    }
    func add(heading text: String, level: Int) {
      add(.heading, text, headingLevels: Array(repeating: level, count: lineCount(text)))
    }
    func add(prose: [ProseBlock]) {
      let (text, levels) = renderer.proseLines(prose)
      add(.prose, text, headingLevels: levels)
    }

    if sectionIndices?.contains(1) ?? true {
      add(
        heading: renderer.heading(
          "Chapter \(text.chapter.number): \(text.chapter.title)", level: 1, section: 1),
        level: 1)
    }
    for part in text.sections where sectionIndices?.contains(part.number) ?? true {
      section = part.number
      if let title = part.title {
        add(heading: renderer.heading("\(section). \(title)", level: 2, section: section), level: 2)
      }
      for block in part.blocks {
        switch block {
        case .prose(let prose): add(prose: prose)
        case .only(let medium, let prose):
          if medium == renderer.medium { add(prose: prose) }
        case .code(let listing):
          for piece in listing.blocks { add(.code, renderer.code(piece.text)) }
        case .example(let id, let listing):
          for piece in listing.blocks { add(.code, renderer.code(piece.text)) }
          add(.figure, renderer.figure(id: id), redraw: renderer.redraw(figure: id))
        case .figure(let id):
          add(.figure, renderer.figure(id: id), redraw: renderer.redraw(figure: id))
        case .exercises:
          if text.exercises.isEmpty {
            add(prose: [.paragraph("This chapter has no exercises yet.")])
          }
          for exercise in text.exercises {
            add(heading: renderer.heading(exercise.heading, level: 3, section: section), level: 3)
            add(prose: exercise.task)
            add(prose: exercise.instructions)
            add(
              .figure, renderer.goal(of: exercise.exercise),
              redraw: renderer.redraw(goalOf: exercise.exercise))
          }
        }
      }
    }
    return blocks
  }

  /// The reference solution's figure, titled as the goal.
  public static func goalFigure(_ exercise: Exercise) -> Figure {
    Figure(art: exercise.figure(.solution).art, title: "the goal")
  }

  /// Who the book learned from: the five articles and the libraries behind them. Their
  /// facts and techniques carry over; the prose and the code are the book's own.
  static let sources = ProseBlock.parse(
    """
    ## Sources

    Each chapter follows an article, and two follow the open-source code behind theirs.
    The facts and techniques are theirs; the prose, the code and the corrections are this
    book's.

    - Chapter 1: a Russian article on Medium by an iOS developer at mileonair (a company
      whose app cuts such a hole through a picture, a table and a collection at once): holes cut
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
    """)

  /// What the two kinds of listing are, for the book's header.
  static let codeKinds = ProseBlock.parse(
    """
    ## The workbook beside this book

    This book comes with the workbook, a Swift package that draws every figure in it. In
    the package's folder, `swift run workbook-run chapter1` shows Chapter 1 in a terminal,
    figures and all; `swift run workbook-run` lists the chapters and how to begin. Each
    chapter's code is in the package's `Chapters/` folder: the app code a listing comes
    from in `App/`, and the code that draws the figures beside it. A file named in the book,
    such as `App/HoleCutting.swift` (in full, `Chapters/Chapter1Holes/App/HoleCutting.swift`)
    or `Chapters/Chapter1Holes/1-AHole.swift`, is there; `App/` always means the chapter's
    own `App` folder.

    ## Two kinds of code

    Every Swift listing says in its first line which of two kinds it is: code for your
    app, or code that draws a figure. (The few commands to type in a terminal are shell
    listings, and say so in their first line too.)

    `// UIKit code, from App/...` is code for an iOS app. It imports `UIKit` and nothing
    else, and compiles unchanged in Xcode: paste it into your project. That is checked,
    not hoped: every such listing is also compiled against Apple's own declarations of
    the UIKit it uses, transcribed from Apple's documentation. It follows UIKit's rules
    for initialisers, so a view that overrides `init(frame:)` also writes
    `required init?(coder:)`, which a view made in code never calls. It is what an app
    ships. Where a figure shows a step left out or done wrong, the wrong version is kept
    apart, never a switch in the right one: in figure code, or, where the workbook's own
    iOS app shows it too, in an app file named for mistakes (such as
    `App/HoleMistakes.swift`), whose first lines say it is not code to ship. In the
    workbook, `import UIKit` gives the workbook's model of UIKit, Core Animation and Core Graphics, which has Apple's names
    and shapes as well as their behaviour; `swift run workbook-run api` lists what it
    has, with Apple's declaration and documentation page for each, and says what it
    leaves out.

    Paste the UIKit listings of a chapter in order, and each compiles with the ones before
    it; that is checked too, on the listings as printed here. A listing that is only part
    of a type says so (`// UIKit code, part of PizzaHalvesScreen, from App/...`, for a
    screen of Chapter 3), and the
    chapter prints that type whole once, to paste instead of its parts. Where a listing
    needs something the chapter builds only later, the prose first asks you to copy a file
    of the chapter whole.

    `// UIKit code, not compiled here` is the same kind of code: a sketch of an app's
    structure that uses what the model leaves out (MapKit, sheets, compositional layout).
    "Not compiled here" means the workbook cannot build it into a program or a figure,
    since its model lacks those parts; the sketch is still type-checked against Apple's
    declarations, as every UIKit listing is, with the chapter's listings before it.

    `// Figure code (the workbook's own), from ...` is how the workbook draws a figure:
    `Figure`, `makeScreen` and the like are its own, and so is `Simulator`, for what only
    a simulation can do (a screen of another scale, a finger's drag, the passing of
    time, the cost of a frame; not to be confused with Apple's Simulator app). None of
    them is Apple's, and none is needed in an app. A figure shown without its code names
    the function that draws it, and the file where you can read it: "The code of this
    figure: `partsOfAHole` (in `Chapters/Chapter1Holes/1-AHole.swift`)".

    ## What you need of Swift concurrency

    The UIKit code is written for an app target as Xcode 26 makes one: its build setting
    Default Actor Isolation is MainActor, so every declaration in the app's module belongs
    to the *main actor* unless it says otherwise, which means it runs on the main thread,
    where UIKit wants views touched. (That setting came with Swift 6.2.) A new target
    starts in the Swift 5 language mode; the workbook checks every listing in the stricter
    Swift 6 mode, so it compiles in either. Three words in the listings step outside the
    main actor, each with a comment where it appears:

    - `nonisolated` on a declaration: it does not belong to the main actor. A `CALayer`
      subclass needs it, because Core Animation's classes are not tied to the main actor
      as views are, and an override must match what it overrides.
    - `nonisolated(unsafe)` on a stored property: the compiler is told not to check who
      touches it, and the comment beside it says why that is safe.
    - `@MainActor` before a protocol in a conformance (`extension A: @MainActor B`): the
      type meets the protocol only on the main actor, for a library's protocol written
      before Swift checked isolation.

    That is all a reader needs to paste the code. The listings are checked with that
    setting on; in a project with it off, Swift's errors ask for `@MainActor` on the free
    functions and plain types that touch views, and adding it is all they need.
    """)

  /// The whole book: a header saying how it is made, a table of contents, every chapter,
  /// and the glossary (`Glossary`; a glossary that cannot be read is left out here, and
  /// `BookTests` fails on it).
  /// `figures`, if given, holds each chapter's rendered figures by slug (see
  /// `figures(of:style:)`), so that a caller that already drew them need not draw them again.
  public static func book(_ texts: [ChapterText], figures: [String: [String: String]] = [:])
    -> String
  {
    var out = """
      # The Workbook

      Custom iOS interface techniques, taught with a model of UIKit that runs anywhere
      Swift does. Every figure below was drawn by running code: the listing above it, or,
      where the text shows only the classes a figure puts on screen, the figure function
      named beside it ("The code of this figure: ..."), or, for an exercise's goal, the
      exercise's own solution.

      """
    out +=
      "\n"
      + texts.map { "- Chapter \($0.chapter.number): \($0.chapter.title)" }.joined(
        separator: "\n") + "\n- Glossary\n"
    out += "\n" + MarkdownRenderer.markdown(sources) + "\n"
    out += "\n" + MarkdownRenderer.markdown(codeKinds) + "\n"
    for text in texts {
      out += "\n" + weave(text, style: .markdown, figures: figures[text.chapter.slug])
    }
    if let root = texts.first?.chapter.packageRoot,
      let glossary = try? Glossary.read(packageRoot: root)
    {
      out += "\n" + glossary.markdown
    }
    return out
  }
}

/// Sets a chapter as Markdown, for `book.md`: prose as it was written, code and figures
/// in fenced blocks.
struct MarkdownRenderer: ChapterRenderer {
  /// Each example's figure, by id.
  let figures: [String: String]
  /// Each exercise's figure, by id; nil: each exercise's goal.
  let exerciseFigures: [String: ExerciseDrawing]?

  func heading(_ text: String, level: Int, section: Int) -> String {
    Self.markdown([.heading(level: level, text: text)])
  }

  func prose(_ blocks: [ProseBlock]) -> String { Self.markdown(blocks) }

  func code(_ text: String) -> String { Self.fenced(text, language: "swift") }

  func figure(id: String) -> String { Self.fenced(figures[id] ?? "", language: "text") }

  func goal(of exercise: Exercise) -> String {
    Self.fenced(
      exerciseFigures?[exercise.id].flatMap(\.text) ?? Weaver.goalFigure(exercise).rendered(),
      language: "text")
  }

  /// Blocks of prose as Markdown, a blank line between them.
  static func markdown(_ blocks: [ProseBlock]) -> String {
    blocks.map { block in
      switch block {
      case .heading(let level, let text): String(repeating: "#", count: level) + " " + text
      case .paragraph(let text): text
      case .list(let ordered, let items):
        items.enumerated().map { (ordered ? "\($0 + 1). " : "- ") + $1 }
          .joined(separator: "\n")
      case .code(let language, let text): fenced(text, language: language)
      }
    }.joined(separator: "\n\n")
  }

  static func fenced(_ text: String, language: String) -> String {
    "```\(language)\n\(text)\n```"
  }
}
