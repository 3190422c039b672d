import Book
import BookChapters
import Foundation
import Terminal
import Testing
import Workbook

@testable import Book

/// The tests of this file, as one suite: `swift test --filter DocumentTests`.
@Suite struct DocumentTests {}

extension DocumentTests {
  /// Prose is parsed once into blocks, and each renderer sets the same blocks its own way.
  @Test func proseIsParsedOnceAndRenderedThreeWays() {
    let source = """
      A `code` span and **bold**
      on two lines.

      - one item that is long enough to wrap in a narrow terminal
        and goes on here
      - two

      ```swift
      let a = b < c
      ```
      """
    let blocks = ProseBlock.parse(source)
    #expect(
      blocks == [
        .paragraph("A `code` span and **bold**\non two lines."),
        .list(
          ordered: false,
          items: [
            "one item that is long enough to wrap in a narrow terminal\n  and goes on here", "two",
          ]),
        .code(language: "swift", text: "let a = b < c"),
      ])
    // Markdown: as written.
    #expect(MarkdownRenderer.markdown(blocks) == source)
    // HTML: lines joined, inline Markdown set, code escaped and highlighted.
    #expect(
      HTMLRenderer.html(blocks)
        == "<p>A <code>code</code> span and <strong>bold</strong> on two lines.</p>\n"
        + "<ul><li>one item that is long enough to wrap in a narrow terminal and goes on here</li>"
        + "<li>two</li></ul>\n<pre class=\"listing\"><code class=\"language-swift\">"
        + "<span class=\"kw\">let</span> a = b &lt; c</code></pre>")
    // Terminal: re-wrapped to the width, list items with a hanging indent.
    let terminal = TerminalRenderer(
      style: TerminalStyle(width: 40), figures: [:], exerciseFigures: nil)
    #expect(
      terminal.prose(blocks) == """
        A `code` span and bold on two lines.

        - one item that is long enough to wrap
          in a narrow terminal and goes on here
        - two

        ```swift
        let a = b < c
        ```
        """)
  }

  @Test func markdownBlocksEndWhereMarkdownSaysTheyDo() {
    // A list right after a paragraph, a paragraph right after a list, a numbered list after
    // a bullet list, headings, and nothing parsed inside a fence.
    let blocks = ProseBlock.parse(
      "Lead:\n- a\nAfter.\n### Three\n- b\n1. c\n```\n# not a heading\n- not an item\n```")
    #expect(
      blocks == [
        .paragraph("Lead:"), .list(ordered: false, items: ["a"]), .paragraph("After."),
        .heading(level: 3, text: "Three"), .list(ordered: false, items: ["b"]),
        .list(ordered: true, items: ["c"]),
        .code(language: "", text: "# not a heading\n- not an item"),
      ])
    // An unclosed fence runs to the end.
    #expect(ProseBlock.parse("```sh\nls") == [.code(language: "sh", text: "ls")])
  }

  /// A chapter's prose becomes numbered sections of typed blocks: each directive a block of
  /// its own, the Markdown between them parsed.
  @Test func aChapterParsesIntoSectionsOfTypedBlocks() throws {
    let chapter = try #require(allChapters.first { $0.number == 4 })
    let text = try ChapterText(chapter)
    let prose = try String(
      contentsOf: chapter.directory.appendingPathComponent(chapter.proseFileName), encoding: .utf8)
    let headings = prose.components(separatedBy: "\n").filter { $0.hasPrefix("## ") }
    #expect(text.sections.compactMap(\.title) == headings.map { String($0.dropFirst(3)) })
    // The untitled opening is part of section 1.
    #expect(text.sections.map(\.number) == [1] + Array(1...headings.count))
    #expect(text.sections.first?.title == nil)
    let blocks = text.sections.flatMap(\.blocks)
    var shown: [String] = []
    for block in blocks {
      switch block {
      case .example(let id, let code):
        shown.append(id)
        #expect(code == text.excerpts[id])
      case .figure(let id): shown.append(id)
      case .code(let listing): #expect(!listing.pieces.isEmpty)
      case .prose(let prose), .only(_, let prose):
        for case .paragraph(let paragraph) in prose {
          #expect(!paragraph.hasPrefix("@") && !paragraph.contains("@where("))
        }
      case .exercises: #expect(text.sections.last?.title == "Exercises")
      }
    }
    #expect(shown.sorted() == chapter.examples.map(\.id).sorted())
    #expect(blocks.filter { $0 == .exercises }.count == 1)
    let proseBlocks = blocks.flatMap { block -> [ProseBlock] in
      if case .prose(let prose) = block { return prose }
      return []
    }
    #expect(
      proseBlocks.contains {
        if case .list(true, let items) = $0 { return items.count == 4 }
        return false
      })
    #expect(proseBlocks.contains { if case .code("swift", _) = $0 { true } else { false } })
    // Every exercise has its task parsed, and says where its code goes.
    #expect(text.exercises.map(\.exercise.id) == chapter.exercises.map(\.id))
    for exercise in text.exercises {
      #expect(!exercise.task.isEmpty)
      #expect(MarkdownRenderer.markdown(exercise.task) == exercise.exercise.task)
      #expect(MarkdownRenderer.markdown(exercise.instructions).contains("Your code goes in `"))
    }
  }

  @Test func directivesAndSectionsAreNotSeenInsideFences() throws {
    let prose = "Opening.\n\n## One\n\n```\n## not a section\n@figure(nope)\n```\n\n@figure(a)\n"
    let sections = try ChapterText.parse(prose, file: "P.md") { name, id in
      #expect(name == "figure")
      return .figure(id: id)
    }
    #expect(sections.map(\.number) == [1, 1])
    #expect(sections.map(\.title) == [nil, "One"])
    #expect(
      sections[1].blocks == [
        .prose([.code(language: "", text: "## not a section\n@figure(nope)")]), .figure(id: "a"),
      ])
    let error = #expect(throws: LiterateError.self) {
      try ChapterText.parse("Text.\n@figure a\n", file: "P.md") { _, id in .figure(id: id) }
    }
    #expect(error?.description.hasPrefix("P.md:2: '@figure a' is not a directive") == true)
  }

  /// Prose between `@terminal` or `@web` and `@end` is kept for its medium; a run left open,
  /// an `@end` with nothing to close, or a directive inside a run is an error with its line.
  @Test func mediumProseIsKeptApartAndItsMistakesAreNamed() throws {
    let prose =
      "Both.\n\n@terminal\nIn characters.\n@end\n\n@web\nIn pictures.\n@end\nBoth again.\n"
    let sections = try ChapterText.parse(prose, file: "P.md") { _, id in .figure(id: id) }
    #expect(
      sections.flatMap(\.blocks) == [
        .prose([.paragraph("Both.")]), .only(.terminal, [.paragraph("In characters.")]),
        .only(.web, [.paragraph("In pictures.")]), .prose([.paragraph("Both again.")]),
      ])
    let mistakes = [
      ("@web\nOpen.\n", "P.md:1: @web is not closed before the end of the file"),
      ("Text.\n@end\n", "P.md:2: @end closes nothing"),
      ("@terminal\n@figure(a)\n@end\n", "P.md:1: @terminal is not closed before '@figure(a)'"),
      ("@web\n## Heading\n@end\n", "P.md:1: @web is not closed before '## Heading'"),
    ]
    for (text, message) in mistakes {
      let error = #expect(throws: LiterateError.self) {
        try ChapterText.parse(text, file: "P.md") { _, id in .figure(id: id) }
      }
      #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "")")
    }
  }

  /// Every exercise's task and the book's front matter come out of the Markdown renderer as
  /// they were written, so `book.md` shows what the author wrote.
  @Test func markdownRendersEveryTaskAsWritten() {
    for chapter in allChapters {
      for exercise in chapter.exercises {
        #expect(MarkdownRenderer.markdown(ProseBlock.parse(exercise.task)) == exercise.task)
      }
    }
    #expect(MarkdownRenderer.markdown(Weaver.sources).hasPrefix("## Sources\n\nEach chapter"))
    #expect(Weaver.sources.count == 3)
  }

  /// The width is defaulted and raised to the minimum in one place.
  @Test func aTerminalStyleIsNeverNarrowerThanTheMinimum() {
    #expect(TerminalStyle().width == TerminalStyle.defaultWidth)
    #expect(TerminalStyle(width: 12).width == TerminalFit.minimumWidth)
    var style = TerminalStyle(width: 100, colored: true, palette: .palette256)
    #expect(style.width == 100)
    style.width = 3
    #expect(style.width == TerminalFit.minimumWidth)
    style.width = 1_000_000
    #expect(style.width == TerminalStyle.widths.upperBound)
    #expect(style.colored && style.palette == .palette256)
  }

  /// The terminal weave: a heading first, each example's code before its figure, every
  /// line of prose within the width, and the figures coloured when the style is.
  @Test func theTerminalWeaveFollowsTheStyle() throws {
    let text = try ChapterText(try #require(allChapters.first { $0.number == 2 }))
    let plain = Weaver.weaveBlocks(text, for: TerminalStyle(width: 60), sections: [2])
    #expect(plain.first?.kind == .heading && plain.first?.text.hasPrefix("## 2. ") == true)
    #expect(plain.allSatisfy { $0.section == 2 })
    for block in plain where block.kind != .figure {
      #expect(block.text.components(separatedBy: "\n").allSatisfy { $0.count <= 60 })
    }
    let kinds = plain.map(\.kind)
    if let figure = kinds.firstIndex(of: .figure) {
      #expect(figure > 0 && kinds[figure - 1] == .code)
    }
    #expect(!plain.contains { $0.text.contains("\u{1B}[") })
    let colored = Weaver.weave(text, for: TerminalStyle(width: 60, colored: true), sections: [2])
    #expect(colored.contains("\u{1B}[48;2;"))
  }

  /// Code is fitted however deep it is indented and however narrow the room: every line
  /// of code within the width, and the fitting ends (a comment indented past the width
  /// keeps its indent, a few words to a line).
  @Test(arguments: [20, 36, 40])
  func deeplyIndentedCodeFitsAndEnds(width: Int) {
    let deep = String(repeating: " ", count: 60) + "let x = " + String(repeating: "y", count: 90)
    for code in [deep, String(repeating: "z", count: 500)] {
      let lines = TerminalFit.fitCode(code, width: width).components(separatedBy: "\n")
      #expect(lines.count < 100)
      #expect(lines.allSatisfy { TerminalFit.visibleWidth($0) <= width })
    }
    let comment = String(repeating: " ", count: 50) + "// " + String(repeating: "word ", count: 30)
    #expect(TerminalFit.fitCode(comment, width: width).components(separatedBy: "\n").count < 100)
  }
}
