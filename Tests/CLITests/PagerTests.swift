import Book
import BookChapters
import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter PagerTests`.
@Suite struct PagerTests {}

// `chapterN --step`: the pages of every chapter on the terminals a class uses, and the
// keys, driven through the scripted mode (each line of input a command).

/// Terminal sizes a projector might have: columns and rows.
private let sizes = [(columns: 80, rows: 24), (columns: 80, rows: 40), (columns: 60, rows: 24)]

/// Each chapter's figures, drawn once for all the pages below.
@MainActor private var drawnFigures: [Int: (ChapterText, [String: Figure])] = [:]

@MainActor private func drawn(_ number: Int) throws -> (ChapterText, [String: Figure]) {
  if let known = drawnFigures[number] { return known }
  let text = try ChapterText(allChapters[number - 1])
  let result = (text, Weaver.drawnFigures(of: text))
  drawnFigures[number] = result
  return result
}

/// The first line of every heading block: a heading as it starts a line.
private func isHeading(_ line: String) -> Bool {
  line.wholeMatch(of: /#{1,6} .*/) != nil
}

extension PagerTests {
  /// Every chapter on every size, plain and in colour, when `thorough`; a student's run
  /// takes Chapter 5 (the most figures) in colour.
  @Test(arguments: thorough ? Array(1...5) : [5])
  func everyPageOfAChapterKeepsFiguresWholeAndHeadingsOnTop(chapter: Int) throws {
    let (text, figures) = try drawn(chapter)
    for colored in thorough ? [false, true] : [true] {
      for width in Set(sizes.map(\.columns)).sorted() {
        let style = TerminalStyle(width: width, colored: colored)
        let blocks = Weaver.weaveBlocks(text, for: style, drawn: figures)
        for size in sizes where size.columns == width {
          let height = size.rows - 1
          let pages = Pager.pages(blocks, height: height, width: width)
          let place = "chapter \(chapter) at \(width) x \(size.rows)\(colored ? ", colour" : "")"
          try checkPages(pages, blocks: blocks, height: height, width: width, place)
        }
      }
    }
  }
}

/// What every page must be: within the screen, its heading on top and never at its
/// foot, and each figure whole on one page (as it is, or drawn smaller as `redraw`
/// draws it, saying so). A figure that does not fit even drawn smaller (text beside its
/// picture) has its picture whole and its caption after it; text taller than a page (a
/// figure cut into strips on a narrow screen) is split between its frames. Returns how
/// many figures were drawn smaller, had their caption on the next page, or were split
/// between frames.
@discardableResult @MainActor private func checkPages(
  _ pages: [Pager.Page], blocks: [Weaver.WovenBlock], height: Int, width: Int, _ place: String
) throws -> (smaller: Int, captionAfter: Int, betweenFrames: Int) {
  #expect(!pages.isEmpty)
  /// Each figure's lines on each page it is on, and where they start.
  var pieces: [Int: [(page: Int, start: Int, lines: [String])]] = [:]
  for (number, page) in pages.enumerated() {
    let where_ = "\(place), page \(number + 1)"
    #expect(page.lines.count <= height, "\(where_): \(page.lines.count) lines")
    #expect(page.lineBlocks.count == page.lines.count)
    let wide = page.lines.filter { TerminalFit.visibleWidth($0) > width }
    #expect(wide.isEmpty, "\(where_): \(wide.prefix(2))")
    // Its heading on top: the chapter's title or the section's, as the block that starts
    // the page or repeated, saying so.
    let heading = try #require(
      blocks[...page.firstBlock].last { $0.kind == .heading && !$0.text.hasPrefix("### ") },
      "\(where_): no heading before it")
    let top = try #require(page.lines.first)
    #expect(
      top.hasPrefix(heading.text.components(separatedBy: "\n")[0]), "\(where_) starts '\(top)'")
    if page.lineBlocks.first == -1 {
      #expect(page.lines.prefix(4).contains { $0.hasSuffix("(continued)") }, "\(where_)")
    }
    // Never a heading at its foot.
    let last = try #require(page.lines.lastIndex { !$0.isEmpty })
    let lastBlock = page.lineBlocks[last]
    #expect(
      !isHeading(page.lines[last]) && (lastBlock < 0 || blocks[lastBlock].kind != .heading),
      "\(where_) ends on a heading: '\(page.lines[last])'")
    for index in Set(page.lineBlocks) where index >= 0 && blocks[index].kind == .figure {
      let start = try #require(page.lineBlocks.firstIndex(of: index))
      let lines = zip(page.lines, page.lineBlocks).filter { $0.1 == index }.map(\.0)
      #expect(page.lineBlocks[start..<(start + lines.count)].allSatisfy { $0 == index })
      pieces[index, default: []].append((number, start, lines))
    }
    let status = Pager.status(
      page: number, of: pages.count, section: page.section, of: 16, width: width)
    #expect(status.count < width, "\(where_): '\(status)'")
  }
  var counts = (smaller: 0, captionAfter: 0, betweenFrames: 0)
  for index in blocks.indices where blocks[index].kind == .figure {
    let block = blocks[index]
    let parts = try #require(pieces[index], "\(place): a figure is missing")
    let whole = block.text.components(separatedBy: "\n")
    let first = parts[0]
    let where_ = "\(place), page \(first.page + 1)"
    if parts.count == 1, first.lines == whole { continue }
    // Not as it is: because it did not fit where it starts, on a page of its own (under
    // its headings).
    let above = pages[first.page].lines.prefix(first.start)
    #expect(whole.count > height - first.start, "\(where_): a figure that fits was changed")
    #expect(
      above.allSatisfy { $0.isEmpty || isHeading($0) || $0.hasSuffix("(continued)") },
      "\(where_): a figure not on a page of its own was changed")
    let room = height - first.start
    // Drawn smaller in colour, a picture in half blocks stays in half blocks.
    let halfBlock = "\u{2580}"
    if whole.contains(where: { $0.contains(halfBlock) }) {
      #expect(
        parts.contains { $0.lines.contains { $0.contains(halfBlock) } }, "\(where_): colour lost")
    }
    if parts.count == 1 {
      counts.smaller += 1
      #expect(
        block.redraw?(first.lines.count, true)?.components(separatedBy: "\n") == first.lines,
        "\(where_): a figure is cut: \(first.lines.prefix(3))")
      #expect(first.lines.contains { $0.hasPrefix("(drawn at") }, "\(where_): does not say so")
      continue
    }
    #expect(block.redraw?(room, true) == nil, "\(where_): a figure that could be whole is split")
    let caption = Pager.caption(of: whole)
    let rest = parts.dropFirst().flatMap(\.lines).filter { !$0.isEmpty }
    let picture = block.redraw?(first.lines.count, false)?.components(separatedBy: "\n")
    if rest == caption.filter({ !$0.isEmpty }), first.lines == picture {
      counts.captionAfter += 1
      continue
    }
    // Taller than a page even alone: each page's part ends where its frames close, as
    // it is or as `redraw` draws it smaller.
    counts.betweenFrames += 1
    let shown = parts.flatMap(\.lines).filter { !$0.isEmpty }
    let drawings = (0...parts.count).compactMap { blanks in
      block.redraw?(shown.count - caption.count + blanks, false).map {
        // The line that says it is drawn smaller above it.
        let picture = $0.components(separatedBy: "\n")
        let note = Pager.caption(of: picture)
        return (note + picture.dropLast(note.count) + caption).filter { !$0.isEmpty }
      }
    }
    #expect(
      shown == whole.filter { !$0.isEmpty } || drawings.contains(shown),
      "\(where_): a figure is not all there")
    for part in parts.dropLast() {
      #expect(
        Pager.closesFrames(part.lines, at: part.lines.count - 1),
        "\(place), page \(part.page + 1): a figure is cut inside a frame: \(part.lines.suffix(2))")
    }
  }
  print(
    "\(place): \(pages.count) pages; figures drawn smaller \(counts.smaller), caption on "
      + "the next page \(counts.captionAfter), split between frames \(counts.betweenFrames)")
  return counts
}

// MARK: - The keys, scripted

/// The status lines of a scripted run, in order.
private func statuses(_ run: Run) -> [String] {
  run.out.components(separatedBy: "\n").filter { $0.hasPrefix("-- ") }
}

/// A status line's page number.
private func pageNumber(_ status: String) -> Int? {
  status.firstMatch(of: /page (\d+) of/).flatMap { Int($0.1) }
}

extension PagerTests {
  @Test func scriptedCommandsMoveThroughTheChapter() throws {
    let run = workbook(
      ["chapter1", "--step"], input: ["", "n", "b", "G", "g", "q"],
      environment: ["LINES": "24"])
    #expect(run.status == 0, "\(run.err)")
    let pages = statuses(run).map(pageNumber)
    let total = try #require(
      statuses(run).first?.firstMatch(of: /of (\d+),/).flatMap { Int($0.1) })
    #expect(pages == [1, 2, 3, 2, total, 1])
    #expect(statuses(run)[4].contains("the end"))
  }

  @Test func aNumberGoesToThatSectionsFirstPage() throws {
    let run = workbook(["chapter1", "--step"], input: ["7", "3", "99", "q"])
    #expect(run.status == 0, "\(run.err)")
    let shown = statuses(run)
    #expect(shown.count == 4)
    #expect(shown[3].contains("no section 99 here; sections 1 to 12"))
    // Each jump shows the page the section's heading is on (the section before may be at
    // its top).
    let pages = run.out.components(separatedBy: "\n-- ").map { $0.components(separatedBy: "\n") }
    #expect(pages[1].contains { $0.hasPrefix("## 7. ") })
    #expect(pages[2].contains { $0.hasPrefix("## 3. ") })
  }

  /// The chapter's introduction is no section: its pages say so, and section 1 is where its
  /// heading is; the last section's number lands on the page its heading heads.
  @Test func theIntroductionIsNotSectionOne() throws {
    let run = workbook(["chapter1", "--step"], input: ["1", "12", "q"])
    #expect(run.status == 0, "\(run.err)")
    let shown = statuses(run)
    #expect(shown.first?.contains("introduction") == true, "\(shown.first ?? "")")
    // Lines of input: the status asks for Enter, not Space.
    #expect(shown.first?.contains("Enter next") == true)
    let pages = run.out.components(separatedBy: "\n-- ").map { $0.components(separatedBy: "\n") }
    #expect(pages[1].contains { $0.hasPrefix("## 1. ") })
    #expect(shown[1].contains("section 1 of 12"))
    // (Each piece starts with the rest of the status line before it.)
    #expect(pages[2].dropFirst().first { !$0.isEmpty }?.hasPrefix("## 12. ") == true)
  }

  @Test func aSearchGoesToTheNextPageWithTheTextInAnyCase() throws {
    let run = workbook(
      ["chapter1", "--step"], input: ["/EVEN-ODD FILL", "/", "/", "/no such words", "q"])
    #expect(run.status == 0, "\(run.err)")
    let shown = statuses(run)
    #expect(shown.count == 5)
    let pages = shown.map(pageNumber)
    let found = try #require(pages[1])
    let again = try #require(pages[2])
    #expect(found > 1 && again > found, "\(pages)")
    #expect(pages[3] != again, "the same search again moves on")
    #expect(shown[4].contains("'no such words' is on no page"))
    #expect(pages[4] == pages[3], "a search that finds nothing stays")
    // The page found has the words, perhaps across a line break.
    let texts = run.out.components(separatedBy: "\n-- ")
    #expect(Pager.searchable(texts[1]).contains("even-odd fill"))
  }

  /// A figure whose caption goes on to the next page (a short screen) is found by its
  /// caption on the page where its picture is.
  @Test func aSearchForACaptionLandsWhereItsFigureStarts() {
    let pages = [
      Pager.Page(
        lines: ["# Title", "", "prose"], section: 0, sections: [0], lineBlocks: [0, -1, 1]),
      Pager.Page(
        lines: ["+--+", "|ab|", "+--+"], section: 0, sections: [0], lineBlocks: [2, 2, 2]),
      Pager.Page(
        lines: ["Figure 1.2: A caption.", "", "more prose"], section: 0, sections: [0],
        lineBlocks: [2, -1, 3]),
    ]
    #expect(Pager.page(after: 0, containing: "figure 1.2", in: pages) == 1)
    #expect(Pager.page(after: 0, containing: "more prose", in: pages) == 2)
    // From the figure's own page, the search goes on to where the text is.
    #expect(Pager.page(after: 1, containing: "figure 1.2", in: pages) == 2)
  }

  @Test func questionMarkListsTheKeysAndAnyCommandGoesBack() {
    let run = workbook(["chapter1", "--step"], input: ["", "?", "x", "zz", "q"])
    #expect(run.status == 0)
    let shown = statuses(run)
    #expect(shown.count == 5)
    #expect(shown[2].contains("keys; any key goes back"))
    #expect(run.out.contains("# Keys"))
    for key in Pager.keys { #expect(run.out.contains(key.does)) }
    #expect(pageNumber(shown[3]) == 2, "back to the page the keys were asked on")
    #expect(shown[4].contains("'zz' is not a command here"))
  }

  @Test func theEndOfTheInputEndsThePager() {
    let run = workbook(["chapter2", "--step"], input: [""])
    #expect(run.status == 0)
    #expect(statuses(run).count == 2)
  }
}

// MARK: - Keys at a terminal

extension PagerTests {
  @Test func keysAtATerminalTypeAPromptThenAct() {
    var reader = Pager.KeyReader()
    func type(_ keys: [Terminal.Key]) -> [Pager.Request] {
      keys.compactMap { reader.typed($0) }
    }
    #expect(type([.space, .down, .pageDown, .character("n")]) == [.next, .next, .next, .next])
    #expect(type([.up, .left, .character("b"), .character("p")]) == [.back, .back, .back, .back])
    #expect(
      type([.character("g"), .home, .character("G"), .end]) == [.first, .first, .last, .last])
    #expect(
      type([.character("/"), .character("P"), .character("i"), .space, .character("z"), .enter])
        == [.search("Pi z")])
    #expect(reader.prompt == nil)
    #expect(type([.character("1"), .character("2"), .enter]) == [.section(12)])
    #expect(type([.character("s"), .character("x"), .character("4"), .enter]) == [.section(4)])
    // Backspace edits; Escape and a backspace past the start leave the prompt.
    #expect(
      type([.character("/"), .character("a"), .backspace, .character("b"), .enter]) == [
        .search("b")
      ])
    #expect(type([.character("/"), .character("a"), .escape]).isEmpty && reader.prompt == nil)
    #expect(type([.character("/"), .backspace]).isEmpty && reader.prompt == nil)
    #expect(type([.character("/"), .enter]) == [.search("")])
    #expect(type([.character("s"), .enter]) == [.say("no section given")])
    #expect(
      type([.character("?"), .character("q"), .escape, .interrupt]) == [.help, .quit, .quit, .quit])
    // Ctrl-C quits from a prompt too; with the keys shown, any key goes back.
    #expect(type([.character("/"), .interrupt]) == [.quit])
    reader.anyKeyCloses = true
    #expect(type([.character("x")]) == [.help])
    #expect(type([.character("q")]) == [.quit])
  }

  @Test func theDecoderReadsBackspaceHomeAndEnd() {
    var decoder = Terminal.Decoder()
    let events = decoder.feed(Array("\u{7F}\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH".utf8))
    #expect(
      events == [.key(.backspace), .key(.home), .key(.end), .key(.home), .key(.end), .key(.home)])
    #expect(decoder.feed([27]).isEmpty && decoder.takeLoneEscape() && !decoder.hasLoneEscape)
  }
}

// MARK: - The status line

extension PagerTests {
  @Test(arguments: [40, 50, 60, 80, 120])
  func theStatusLineFitsInOneLineShorterWhenNarrow(width: Int) {
    for (page, count) in [(0, 9), (41, 92), (91, 92), (998, 999)] {
      for message in [nil, "'a long search for something on no page at all' is on no page"] {
        let status = Pager.status(
          page: page, of: count, section: 13, of: 16, message: message, width: width)
        #expect(status.count < width, "'\(status)'")
        #expect(status.contains("\(page + 1)"), "'\(status)'")
      }
    }
    #expect(
      Pager.status(page: 11, of: 92, section: 3, of: 13, width: 80)
        == "-- page 12 of 92, section 3 of 13: Space next, b back, ? help, q quit --")
    #expect(Pager.status(page: 11, of: 92, section: 3, of: 13, width: 20) == "12/92 §3/13 ?help")
  }

  @Test(arguments: [40, 60, 80])
  func theKeysPageFitsTheWidth(width: Int) {
    let page = Pager.helpPage(width: width)
    #expect(page.allSatisfy { $0.count < width }, "\(page.filter { $0.count >= width })")
    #expect(page.count < 23)
    let text = Pager.searchable(page.joined(separator: " "))
    for key in Pager.keys {
      #expect(
        text.contains(Pager.searchable(key.keys)) && text.contains(Pager.searchable(key.does)))
    }
  }
}

// MARK: - Drawing smaller

/// A picture of `rows` x `columns` cells, each row a colour of its own (red, then blue,
/// alternating), with a label written over its second row.
private func stripes(rows: Int, columns: Int) -> Figure {
  let red = Pixel(1, 0, 0, 1)
  let blue = Pixel(0, 0, 1, 1)
  let colors = (0..<rows).map { row in Array(repeating: row % 2 == 0 ? red : blue, count: columns) }
  var art = colors.enumerated().map { row, line in
    String(line.enumerated().map { AsciiArt.character(for: $1, column: $0, row: row) })
  }
  art[1] = "ab" + String(art[1].dropFirst(2))
  var figure = Figure(art: art, caption: "Stripes.")
  figure.cellColors = colors
  figure.halfCellColors = colors.flatMap { [$0, $0] }
  return figure
}

extension PagerTests {
  @Test func aPictureDrawnAtHalfHeightAveragesItsRowsAndKeepsItsLabel() throws {
    let figure = stripes(rows: 8, columns: 6)
    let half = figure.scaled(width: 1, height: 0.5)
    #expect(half.art.count == 4 && half.width == 6)
    let purple = Pixel(0.5, 0, 0.5, 1)
    for row in try #require(half.cellColors) { for cell in row { #expect(cell == purple) } }
    #expect(try #require(half.halfCellColors).count == 8)
    // The characters are what the averaged colour gives, but for the label.
    let expected = AsciiArt.character(for: purple, column: 0, row: 0)
    #expect(half.art[0] == "ab" + String(repeating: expected, count: 4))
    #expect(half.art[1...].allSatisfy { $0.allSatisfy { $0 == expected } })
    // A picture whose last row is cut above its middle has one half cell fewer: kept.
    var cut = figure
    cut.halfCellColors = try #require(figure.halfCellColors).dropLast()
    #expect(try #require(cut.scaled(width: 1, height: 0.5).halfCellColors).count == 8)
    // At half width too: each cell the average of two.
    let quarter = figure.scaled(width: 0.5, height: 0.5)
    #expect(quarter.width == 3 && quarter.art[0].hasPrefix("ab"))
  }

  @Test func aFigureTooTallIsDrawnAsLargeAsFitsAndSaysSo() throws {
    let figure = stripes(rows: 30, columns: 40)
    let style = TerminalStyle(width: 80)
    let full = figure.rendered(style: style).components(separatedBy: "\n")
    #expect(figure.rendered(style: style, fittingIn: full.count) == full.joined(separator: "\n"))
    let fitted = try #require(figure.rendered(style: style, fittingIn: 20)).components(
      separatedBy: "\n")
    #expect(fitted.count == 20)
    #expect(fitted.last == "(drawn at 53% of its size to fit the screen)")
    #expect(fitted.dropLast().last == "Stripes.")
    // 16 of its 30 rows, and as many of its 40 columns (21): its frame is 23 wide.
    #expect(fitted.first == "+" + String(repeating: "-", count: 21) + "+")
    // One row more would not fit.
    #expect(
      figure.scaled(width: 17.0 / 30, height: 17.0 / 30).rendered(style: style).components(
        separatedBy: "\n"
      )
      .count > 19)
    // Text cannot be drawn smaller.
    #expect(
      Figure(art: Array(repeating: "row", count: 30)).rendered(style: style, fittingIn: 20) == nil)
  }

  /// A disc drawn smaller is still a disc: its columns are scaled as its rows are.
  @Test func aCircleDrawnSmallerStaysACircle() throws {
    // A disc 40 columns by 20 rows (a terminal's cell is about twice as tall as wide).
    let (rows, columns) = (20, 40)
    let ink = Pixel(0, 0, 0, 1)
    let paper = Pixel(1, 1, 1, 1)
    let colors = (0..<rows).map { row in
      (0..<columns).map { column -> Pixel in
        let x = (Double(column) + 0.5 - Double(columns) / 2) / Double(columns / 2)
        let y = (Double(row) + 0.5 - Double(rows) / 2) / Double(rows / 2)
        return x * x + y * y <= 1 ? ink : paper
      }
    }
    var disc = Figure(
      art: colors.enumerated().map { row, line in
        String(line.enumerated().map { AsciiArt.character(for: $1, column: $0, row: row) })
      }, caption: "A disc.")
    disc.cellColors = colors
    disc.halfCellColors = colors.flatMap { [$0, $0] }
    let fitted = try #require(disc.rendered(style: TerminalStyle(width: 80), fittingIn: 12))
    let lines = fitted.components(separatedBy: "\n")
    #expect(lines.last == "(drawn at 40% of its size to fit the screen)")
    // Inside the frame: the inked cells' extent, across and down.
    let picture = lines.dropFirst().prefix { $0.hasPrefix("|") }.map {
      Array($0.dropFirst().dropLast())
    }
    let blank = AsciiArt.character(for: paper, column: 0, row: 0)
    let inked = picture.enumerated().flatMap { row, line in
      line.enumerated().filter { $0.element != blank }.map { (row: row, column: $0.offset) }
    }
    let across = try #require(inked.map(\.column).max()) - (inked.map(\.column).min() ?? 0) + 1
    let down = try #require(inked.map(\.row).max()) - (inked.map(\.row).min() ?? 0) + 1
    #expect(down == 8 && picture.count == 8)
    #expect(abs(Double(across) / Double(down) - 2) <= 0.25, "\(across) across, \(down) down")
  }

  /// Labels packed too close to stay apart are never drawn smaller (they would run into
  /// each other): such a figure does not fit, rather than being garbled.
  @Test func labelsTooCloseToStayApartAreNotDrawnSmaller() throws {
    let chapter = try #require(allChapters.first { $0.number == 3 })
    let exercise = try #require(chapter.exercise("BinarySearchRows"))
    // As watch reads it back from its text (its cells from their characters).
    let text = ExercisePanels.panel(exercise.figure(.solution), title: "the goal").rendered()
    let goal = try #require(Figure.parsed(rendered: text)).figure
    #expect(goal.canBeDrawnSmaller)
    let style = TerminalStyle(width: 80)
    let full = goal.rendered(style: style).components(separatedBy: "\n").count
    #expect(goal.rendered(style: style, fittingIn: full) != nil)
    #expect(goal.rendered(style: style, fittingIn: full - 3) == nil)
    #expect(!goal.scaledKeepingLabels(width: 0.63, height: 0.63).apart)
    #expect(goal.scaledKeepingLabels(width: 1, height: 1).apart)
  }

  @Test func aPlotDrawnInFewerRowsKeepsEveryMark() throws {
    let values = (0..<40).map { Double($0) }
    let plot = Figure(
      plotting: [
        (mark: "a", label: "rising", values: values),
        (mark: "b", label: "falling", values: values.reversed()),
      ],
      step: 1, valueRange: 0...40, width: 40, height: 20)
    let smaller = plot.scaled(width: 1, height: 0.5)
    #expect(smaller.art.count == plot.art.count - 10)
    #expect(smaller.markColors == plot.markColors)
    func columns(of mark: Character, in figure: Figure) -> Set<Int> {
      Set(
        figure.art.flatMap { line in
          Array(line).indices.filter { $0 > 7 && Array(line)[$0] == mark }
        })
    }
    // Where the two lines cross one of them is drawn over the other, in the plot as here.
    #expect(columns(of: "a", in: smaller).union(columns(of: "b", in: smaller)).count >= 38)
    #expect(smaller.art.suffix(4) == plot.art.suffix(4), "the axis and legend stay")
  }

  @Test func aPlainFigureReadBackFromItsTextDrawsTheSame() throws {
    var picture = stripes(rows: 6, columns: 12)
    picture.caption = nil
    picture.title = "yours"
    var goal = stripes(rows: 6, columns: 12)
    goal.caption = nil
    goal.title = "the goal"
    let text = "(a sentence above)\n" + Figure.sideBySide([picture, goal]).rendered()
    let (above, parsed) = try #require(Figure.parsed(rendered: text))
    #expect(above == ["(a sentence above)"])
    #expect(parsed.rendered() == Figure.sideBySide([picture, goal]).rendered())
    #expect(parsed.canBeDrawnSmaller)
    #expect(Figure.parsed(rendered: "no figure here") == nil)
  }

  @Test func anExerciseFigureTallerThanThePageIsDrawnSmaller() throws {
    // As `check` draws it: the student's figure beside the goal, a figure with its colours.
    let chapter = allChapters[0]
    let text = try ChapterText(chapter)
    let exercise = try #require(chapter.exercises.last)
    let figure = exercise.figure(.solution)
    let drawn = Figure.sideBySide([
      ExercisePanels.panel(figure, title: "yours"), ExercisePanels.panel(figure, title: "the goal"),
    ])
    let given = drawn.rendered()
    let blocks = Weaver.weaveBlocks(
      text, for: TerminalStyle(width: 80), sections: [text.sectionCount], drawn: [:],
      exerciseFigures: [exercise.id: .figure(drawn)])
    let block = try #require(blocks.last { $0.kind == .figure })
    #expect(block.text == given)
    let height = given.components(separatedBy: "\n").count - 10
    let pages = Pager.pages(blocks, height: height, width: 80)
    let page = try #require(pages.first { $0.lineBlocks.contains(blocks.count - 1) })
    let shown = zip(page.lines, page.lineBlocks).filter { $0.1 == blocks.count - 1 }.map(\.0)
    // The titles stay, closer together: each panel is narrower as it is shorter.
    #expect(shown.first?.hasPrefix("yours ") == true, "the titles stay")
    #expect(shown.first?.hasSuffix(" the goal") == true, "the titles stay")
    #expect((shown.first?.count ?? 0) < (given.components(separatedBy: "\n").first?.count ?? 0))
    #expect(shown.last?.hasPrefix("(drawn at") == true)
    #expect(pages.filter { $0.lineBlocks.contains(blocks.count - 1) }.count == 1)
  }

  @Test func oddTextIsNoFigureAndOddPagesDoNotStop() {
    for text in [
      "", "+", "+-", "+--+ +-", "a+-b", "+--+\n|ab|", "+--+\n|x|\n+--+",
      "+--+--+\n|ab|cd|\n+--+--+",
      "long title here\n+--+ +--+\n|ab| |cd|\n+--+ +--+",
    ] {
      if let (_, figure) = Figure.parsed(rendered: text) {
        #expect(text.hasSuffix(figure.rendered()), "'\(text)'")
      }
    }
    // A page too short for its headings still gets made, and every block is on one.
    let long = String(repeating: "word ", count: 40)
    let blocks: [Weaver.WovenBlock] = [
      .init(kind: .heading, text: "# " + long, section: 1),
      .init(kind: .heading, text: "## 1. " + long, section: 1),
      .init(kind: .heading, text: "### " + long, section: 1),
      .init(
        kind: .prose, text: Array(repeating: "line", count: 30).joined(separator: "\n"), section: 1),
      .init(
        kind: .figure, text: Array(repeating: "|x|", count: 30).joined(separator: "\n"), section: 1),
    ]
    for height in [0, 1, 8, 12] {
      let pages = Pager.pages(
        blocks.map {
          .init(
            kind: $0.kind,
            text: $0.text.components(separatedBy: "\n").flatMap { wrap($0, width: 40) }.joined(
              separator: "\n"),
            section: 1)
        }, height: height, width: 40)
      let shown = Set(pages.flatMap(\.lineBlocks).filter { $0 >= 0 })
      #expect(shown == Set(blocks.indices), "height \(height)")
    }
  }
}
