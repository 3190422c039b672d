import BookChapters
import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import Book

/// The terminal weave says which of its lines are headings, and at what level, from the
/// document rather than from the characters, so a pager can read it.
@Suite struct WovenBlockTests {
  /// Every block of every chapter gives a level for each of its lines; a heading block
  /// is one heading (the chapter's title 1, a section's 2, an exercise's 3) whose lines
  /// all have its level, and starts with as many `#` marks; no other block is a heading.
  @Test(arguments: thorough ? [60, 80] : [60])
  func everyLineHasItsHeadingLevel(width: Int) throws {
    for chapter in allChapters {
      let text = try ChapterText(chapter)
      let blocks = Weaver.weaveBlocks(
        text, for: TerminalStyle(width: width), drawn: [:])
      #expect(blocks.first?.level == 1)
      for block in blocks {
        let lines = block.text.components(separatedBy: "\n")
        #expect(block.headingLevels.count == lines.count, "\(block.text.prefix(40))")
        switch block.kind {
        case .heading:
          #expect((1...3).contains(block.level))
          #expect(block.headingLevels.allSatisfy { $0 == block.level })
          #expect(lines[0].hasPrefix(String(repeating: "#", count: block.level) + " "))
        case .code, .figure:
          #expect(block.level == 0 && block.headingLevels.allSatisfy { $0 == 0 })
        case .prose:
          #expect(block.level == 0)
          for (line, level) in zip(lines, block.headingLevels) where level > 0 {
            #expect(
              line.hasPrefix(String(repeating: "#", count: level) + " ")
                || line.hasPrefix(String(repeating: " ", count: level + 1)))
          }
        }
      }
      let sections = blocks.filter { $0.level == 2 }.count
      #expect(sections == text.sections.filter { $0.title != nil }.count)
    }
  }

  /// A heading inside prose, wrapped onto a second line, has its level on both lines;
  /// the paragraph after it, and the blank line between, have none; a `#` line inside
  /// fenced code is not a heading.
  @Test func aHeadingInProseKeepsItsLevelWhenItWraps() {
    let renderer = TerminalRenderer(
      style: TerminalStyle(width: 40), figures: [:], exerciseFigures: nil)
    let prose = ProseBlock.parse(
      """
      ### A heading long enough to wrap in a terminal forty columns wide

      A paragraph.

      ```sh
      # a comment
      ```
      """)
    let (text, levels) = renderer.proseLines(prose)
    let lines = text.components(separatedBy: "\n")
    #expect(text == renderer.prose(prose))
    #expect(lines.count == levels.count)
    #expect(lines.count > 6)
    #expect(levels.prefix(2) == [3, 3])
    #expect(lines[0].hasPrefix("### ") && lines[1].hasPrefix("    "))
    #expect(levels.dropFirst(2).allSatisfy { $0 == 0 })
    #expect(lines.contains("# a comment"))
  }
}
