import Book
import Foundation
import Terminal
import Workbook

/// The pager's pages: a chapter's woven blocks laid out a screenful at a time (see
/// `Pager`), figures whole, headings never last, every page under its heading.
extension Pager {
  struct Page: Equatable {
    var lines: [String]
    /// The section whose heading is at the top.
    var section: Int
    /// The sections whose text the page shows (a section's first page is the first
    /// where it is listed).
    var sections: [Int]
    /// The block each line comes from (an index into the blocks the pages were made
    /// of; -1 for the heading repeated on top and the blank lines between blocks).
    var lineBlocks: [Int]

    /// The block the page's own text starts in (after the heading repeated on top).
    var firstBlock: Int { lineBlocks.first { $0 >= 0 } ?? 0 }
  }

  /// The fewest lines a page is made for (a smaller terminal gets pages this tall).
  static let minimumHeight = 8

  // MARK: - Making pages

  /// Pages of at most `height` lines, for a terminal `width` columns wide.
  static func pages(
    _ blocks: [Weaver.WovenBlock], height: Int, width: Int = TerminalStyle.defaultWidth
  ) -> [Page] {
    var maker = PageMaker(height: max(minimumHeight, height), width: width)
    for index in blocks.indices { maker.add(blocks, index) }
    return maker.finish()
  }

  /// One line of a page being made.
  private struct Line {
    var text: String
    /// The heading's level (1 for `#`), or 0: not a heading.
    var level = 0
    var section: Int
    var block: Int
    var isBlank: Bool { text.isEmpty }
  }

  private struct PageMaker {
    let height: Int
    let width: Int
    var pages: [Page] = []
    /// The page being made.
    var lines: [Line] = []
    /// How many of its first lines are the heading repeated from the page before.
    var headerCount = 0
    /// The chapter's title or the section's heading, and the exercise's heading in it.
    var sectionHeading: [String] = []
    var subheading: [String]?
    var section = 1
    /// Whether no section's heading has come yet: the chapter's introduction, which the
    /// pages call section 0 (a jump to section 1 goes to its heading, after it).
    var inIntroduction = true

    init(height: Int, width: Int) {
      self.height = height
      self.width = width
    }

    /// Whether the page has anything besides its repeated heading.
    var hasContent: Bool { lines.count > headerCount }

    /// Whether the page has something besides headings below its repeated heading.
    var hasBody: Bool { lines.dropFirst(headerCount).contains { !$0.isBlank && $0.level == 0 } }

    /// The lines still free for a block whose first line is a heading of `level` (0: not
    /// a heading), after the blank line that separates it from what is above.
    func room(startingWith level: Int) -> Int {
      if lines.isEmpty { return height - header(before: level).count }
      return height - lines.count - (lines.last?.isBlank ?? true ? 0 : 1)
    }

    /// What a page starts with before its first line when that line is a heading of
    /// `level` (0: not a heading): nothing on the first page or above a section's own
    /// heading; else the section's heading saying "(continued)", the exercise's too when
    /// the page goes on with it, and a blank line.
    func header(before level: Int) -> [Line] {
      guard !pages.isEmpty, !(1...2).contains(level), !sectionHeading.isEmpty else { return [] }
      var header = continued(sectionHeading).map {
        Line(text: $0, level: 2, section: section, block: -1)
      }
      if level == 0, let subheading {
        header += continued(subheading).map {
          Line(text: $0, level: 3, section: section, block: -1)
        }
      }
      return header + [Line(text: "", section: section, block: -1)]
    }

    /// A heading's lines saying "(continued)": after its last line, or under it if it
    /// does not fit there.
    func continued(_ heading: [String]) -> [String] {
      let suffix = " (continued)"
      var lines = heading
      if let last = lines.last, last.count + suffix.count <= width {
        lines[lines.count - 1] += suffix
      } else {
        lines.append("(continued)")
      }
      return lines
    }

    /// Puts lines on the page: its header first if the page is new, then a blank line
    /// if the page does not end with one.
    mutating func place(_ new: [Line]) {
      guard let first = new.first else { return }
      if lines.isEmpty {
        lines = header(before: first.level)
        headerCount = lines.count
      } else if !(lines.last?.isBlank ?? true) {
        lines.append(Line(text: "", section: first.section, block: -1))
      }
      lines += new
    }

    /// Ends the page. Headings at its foot (and the blank lines among them) go on to the
    /// next page with what follows them, unless they are all the page has.
    mutating func finishPage() {
      while lines.last?.isBlank == true, lines.count > headerCount { lines.removeLast() }
      var carried: [Line] = []
      if hasBody {
        while let last = lines.last, last.level > 0 || last.isBlank, lines.count > headerCount {
          carried.insert(lines.removeLast(), at: 0)
        }
      }
      if hasContent {
        let own = lines.dropFirst(headerCount)
        var sections: [Int] = []
        for line in own where sections.last != line.section { sections.append(line.section) }
        pages.append(
          Page(
            lines: lines.map(\.text), section: lines.first?.section ?? section,
            sections: sections, lineBlocks: lines.map(\.block)))
      }
      lines = []
      headerCount = 0
      place(Array(carried.drop(while: \.isBlank)))
    }

    mutating func finish() -> [Page] {
      finishPage()
      return pages
    }

    /// Adds `blocks[index]`.
    mutating func add(_ blocks: [Weaver.WovenBlock], _ index: Int) {
      let block = blocks[index]
      if block.kind == .heading, block.level == 2 { inIntroduction = false }
      section = inIntroduction ? 0 : block.section
      let texts = block.text.components(separatedBy: "\n")
      switch block.kind {
      case .heading:
        let level = max(1, block.level)
        // A heading goes with the start of what follows: a new page if they do not fit.
        let need = texts.count + Self.start(of: blocks[(index + 1)...])
        if hasBody, need > room(startingWith: level) { finishPage() }
        place(texts.map { Line(text: $0, level: level, section: section, block: index) })
        if level <= 2 {
          sectionHeading = texts
          subheading = nil
        } else {
          subheading = texts
        }
      case .figure:
        addFigure(block, texts, index)
      case .prose, .code:
        addLines(lines(of: block, texts, index), betweenFrames: false)
      }
    }

    /// How many lines of what follows a heading must be on its page: the next heading
    /// and its start, a whole figure, or the first lines of prose or code.
    static func start(of following: ArraySlice<Weaver.WovenBlock>) -> Int {
      guard let next = following.first else { return 0 }
      let count = next.text.components(separatedBy: "\n").count
      switch next.kind {
      case .heading: return 1 + count + start(of: following.dropFirst())
      case .figure: return 1 + count
      case .prose, .code: return 1 + min(count, 4)
      }
    }

    /// A figure: here if it fits, else on the next page, else drawn smaller to fit there.
    mutating func addFigure(_ block: Weaver.WovenBlock, _ texts: [String], _ index: Int) {
      func lines(_ texts: [String]) -> [Line] {
        texts.map { Line(text: $0, section: section, block: index) }
      }
      if texts.count <= room(startingWith: 0) {
        place(lines(texts))
        return
      }
      if hasBody { finishPage() }
      let room = room(startingWith: 0)
      let caption = Pager.caption(of: texts)
      let picture = Array(texts.dropLast(caption.count))
      if texts.count <= room {
        place(lines(texts))
      } else if let smaller = block.redraw?(room, true)?.components(separatedBy: "\n"),
        smaller.count <= room
      {
        place(lines(smaller))
      } else if let alone = block.redraw?(room, false)?.components(separatedBy: "\n")
        ?? (picture.count <= room ? picture : nil), alone.count <= room, !caption.isEmpty
      {
        // Even drawn smaller the figure and its caption do not fit (text beside a
        // picture, which cannot be drawn smaller): the picture whole, and the caption
        // after it, on the next page if it must be.
        place(lines(alone))
        if caption.count <= height - self.lines.count {
          self.lines += lines(caption)
        } else {
          finishPage()
          addLines(lines(caption), betweenFrames: false)
        }
      } else {
        // Taller than a page even alone: the strips of a figure wider than the screen,
        // split between them, each whole on its page (drawn smaller if that makes them
        // fit), or where it must be if one strip is taller than a page.
        let later = height - header(before: 0).count
        // The line saying it is drawn smaller goes above it, on the page it starts on.
        func noteFirst(_ drawn: [String]) -> [String] {
          let note = Pager.caption(of: drawn)
          return note + drawn.dropLast(note.count)
        }
        var split = picture
        if !Pager.fitsBetweenFrames(picture, first: room, later: later), let redraw = block.redraw {
          // The most lines whose strips fit, found by halving.
          var (low, high) = (room, picture.count - 1)
          while low <= high {
            let total = (low + high) / 2
            let drawn = redraw(total, false).map { noteFirst($0.components(separatedBy: "\n")) }
            if let drawn, Pager.fitsBetweenFrames(drawn, first: room, later: later) {
              split = drawn
              low = total + 1
            } else {
              high = total - 1
            }
          }
        }
        addLines(lines(split + caption), betweenFrames: true)
      }
    }

    /// Prose or code: each line, with the heading level the weave gave it (a heading in
    /// prose, and the lines a long one wraps onto; 0 for any other line).
    func lines(of block: Weaver.WovenBlock, _ texts: [String], _ index: Int) -> [Line] {
      texts.indices.map { line in
        Line(
          text: texts[line],
          level: line < block.headingLevels.count ? block.headingLevels[line] : 0,
          section: section, block: index)
      }
    }

    /// Lines that may be split between pages: as many as fit on each, never ending on a
    /// heading. Prose and code end at a paragraph's end where one is in the last third of
    /// the room; a figure (`betweenFrames`) where its frames close, where it can.
    mutating func addLines(_ all: [Line], betweenFrames: Bool) {
      let texts = all.map(\.text)
      var rest = all[...]
      while !rest.isEmpty {
        let room = room(startingWith: rest.first?.level ?? 0)
        if rest.count <= room {
          place(Array(rest))
          return
        }
        /// Whether the page may end after `count` lines of the rest.
        func mayEnd(after count: Int) -> Bool {
          let index = rest.startIndex + count
          return betweenFrames
            ? Pager.closesFrames(texts, at: index - 1) : index < all.count && all[index].isBlank
        }
        let lowest = betweenFrames ? 1 : max(1, room * 2 / 3)
        var cut = stride(from: room, through: lowest, by: -1).first(where: mayEnd) ?? room
        while cut > 0,
          rest[rest.startIndex + cut - 1].level > 0 || rest[rest.startIndex + cut - 1].isBlank
        {
          cut -= 1
        }
        if cut < min(4, rest.count), hasBody {
          finishPage()
          continue
        }
        // A page of nothing but headings and this: at least one line of it goes here.
        cut = max(1, min(cut, room))
        place(Array(rest.prefix(cut)))
        rest = rest.dropFirst(cut).drop(while: \.isBlank)
        finishPage()
      }
    }
  }

  /// Whether `lines` go on pages of `first` lines and then `later` lines each, cut only
  /// where their frames close.
  static func fitsBetweenFrames(_ lines: [String], first: Int, later: Int) -> Bool {
    var start = 0
    var room = first
    while lines.count - start > room {
      guard
        let end = stride(from: start + room - 1, through: start, by: -1).first(where: {
          closesFrames(lines, at: $0)
        })
      else { return false }
      start = end + 1
      while start < lines.count, lines[start].isEmpty { start += 1 }
      room = later
    }
    return true
  }

  /// Whether `lines[index]` closes every frame open on it: a border with no frame's
  /// side under any of its corners.
  static func closesFrames(_ lines: [String], at index: Int) -> Bool {
    guard lines.indices.contains(index), isFrameBorder(lines[index]) else { return false }
    let border = Array(TerminalFit.visibleText(lines[index]))
    let corners = border.indices.filter { border[$0] == "+" }
    guard index + 1 < lines.count else { return true }
    let below = Array(TerminalFit.visibleText(lines[index + 1]))
    return !corners.contains { $0 < below.count && below[$0] == "|" }
  }

  /// A figure's caption: its lines after its last frame.
  static func caption(of lines: [String]) -> [String] {
    guard let last = lines.lastIndex(where: isFrameBorder) else { return [] }
    return Array(lines[(last + 1)...])
  }

  /// Whether a line is the top or bottom of frames: `+`, dashes and `+`, side by side
  /// (or a strip of them, cut at the screen's width).
  static func isFrameBorder(_ line: String) -> Bool {
    let text = TerminalFit.visibleText(line)
    return text.first.map { "+-".contains($0) } == true && text.allSatisfy { "+- ".contains($0) }
  }
}
