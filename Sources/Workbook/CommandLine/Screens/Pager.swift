import Book
import Foundation
import Terminal
import Workbook

/// `--step`: a chapter a screenful at a time, for a projector.
///
/// Pages: a figure is never split; one taller than a page gets a page of its own, drawn
/// smaller if it must be (`Figure.rendered(label:style:fittingIn:)`); a heading never
/// ends a page; every page starts with its heading (the chapter's title, or its
/// section's, "(continued)" when it continues one). Prose and code longer than a page are
/// split between lines, at a paragraph's end where one is near.
///
/// The screen: the page, and on the terminal's last row a status line that always fits
/// on it, put there by moving the cursor, so nothing scrolls. Keys: see `keys`. Without a
/// terminal each line of input is a command (`request(line:)`), which is how tests drive
/// it.
enum Pager {
  // MARK: - What the reader asks for

  /// What the reader asked for.
  enum Request: Equatable {
    case next, back, first, last, help, quit
    /// The first page of a section.
    case section(Int)
    /// The next page with the text (empty: the text searched for last).
    case search(String)
    /// Nothing, with a word on the status line.
    case say(String)
  }

  /// What a key asks for by itself (nil: nothing, or it starts a prompt).
  static func request(_ key: Terminal.Key) -> Request? {
    switch key {
    case .space, .enter, .down, .right, .pageDown, .character("n"), .character("j"): .next
    case .up, .left, .pageUp, .character("b"), .character("p"), .character("k"): .back
    case .home, .character("g"): .first
    case .end, .character("G"): .last
    case .character("?"), .character("h"): .help
    case .interrupt, .escape, .character("q"), .character("Q"): .quit
    default: nil
    }
  }

  /// What a line of input asks for, without a terminal: empty or `n` the next page, `b`
  /// the one before, `g` and `G` the first and last, `/text` a search (`/` alone: the
  /// same again), a number a section, `?` the keys, `q` quit.
  static func request(line: String) -> Request {
    let command = line.trimmingCharacters(in: .whitespaces)
    if command.hasPrefix("/") { return .search(String(command.dropFirst())) }
    if let number = Int(command) { return .section(number) }
    if command.hasPrefix("s "),
      let number = Int(command.dropFirst(2).trimmingCharacters(in: .whitespaces))
    {
      return .section(number)
    }
    switch command {
    case "", "n", "j": return .next
    case "b", "p", "k": return .back
    case "g": return .first
    case "G": return .last
    case "?", "h": return .help
    case "q", "Q": return .quit
    default: return .say("'\(command)' is not a command here; ? lists them")
    }
  }

  /// The keys, for `?` and the README.
  static let keys: [(keys: String, does: String)] = [
    ("Space, Enter, n, j, Down, Right, PageDown", "next page"),
    ("b, p, k, Up, Left, PageUp", "page before"),
    ("g or Home, G or End", "first page, last page"),
    ("a number and Enter (or s, a number)", "that section's first page"),
    ("/ then text and Enter", "next page with the text (any case)"),
    ("/ then Enter", "next page with the same text"),
    ("? or h", "these keys (any key goes back)"),
    ("q, Escape, Ctrl-C or Ctrl-D", "quit"),
  ]

  /// The page that lists the keys, fitted to `width`: a table, or on a narrow screen
  /// each key's description under it.
  static func helpPage(width: Int) -> [String] {
    let column = (keys.map(\.keys.count).max() ?? 0) + 4
    let fits = keys.allSatisfy { column + $0.does.count < width }
    var rows: [String] = []
    for key in keys {
      if fits {
        rows.append(
          "  " + key.keys.padding(toLength: column - 2, withPad: " ", startingAt: 0) + key.does)
      } else {
        rows += wrap(key.keys + ": " + key.does, width: width - 5).enumerated().map {
          ($0 == 0 ? "  " : "    ") + $1
        }
      }
    }
    let pipe =
      "Without a terminal (input from a pipe) each line is a command: empty or n for the "
      + "next page, b, g, G, /text, / again, a section's number, ? or q."
    return ["# Keys", ""] + rows + [""] + wrap(pipe, width: width - 1)
  }

  // MARK: - The status line

  /// The status line for page `index` of `count`, in at most `width - 1` columns (a
  /// terminal may scroll when its last row is filled to the end): the longest wording
  /// that fits.
  static func status(
    page index: Int, of count: Int, section: Int, of sectionCount: Int, message: String? = nil,
    width: Int, readsLines: Bool = false
  ) -> String {
    let (page, last) = (index + 1, index + 1 == count)
    let room = max(1, width - 1)
    if let message {
      let wordings = [
        "-- \(message) (page \(page) of \(count)) --", "-- \(message) (\(page)/\(count)) --",
        "\(message) (\(page)/\(count))",
      ]
      if let fits = wordings.first(where: { $0.count <= room }) { return fits }
      // A long message (a long search) cut short, the page still said.
      let end = " (\(page)/\(count))"
      return String(message.prefix(max(1, room - end.count - 1))) + "~" + end
    }
    let keys =
      last
      ? "the end; b back, q or Enter to finish"
      : readsLines ? "Enter next, b back, ? help, q quit" : "Space next, b back, ? help, q quit"
    // Section 0 is the chapter's introduction, before its first numbered section.
    let place = section == 0 ? "introduction" : "section \(section) of \(sectionCount)"
    let short = section == 0 ? "intro" : "§\(section)/\(sectionCount)"
    let wordings = [
      "-- page \(page) of \(count), \(place): \(keys) --",
      "-- page \(page) of \(count), \(place) (? help) --",
      "page \(page)/\(count) \(short) " + (last ? "end ?help" : "?help"),
      "\(page)/\(count) \(short)" + (last ? " end" : " ?help"),
      "\(page)/\(count)",
    ]
    return wordings.first { $0.count <= room } ?? String("\(page)/\(count)".prefix(room))
  }

  // MARK: - Showing pages

  /// Shows the pages `layout` makes, starting at the first, until the reader quits or
  /// passes the last. On a terminal the keys act at once (`Terminal.Decoder`), the
  /// screen is the terminal's alternate one, and a change of the terminal's size lays
  /// the pages out again (`layout` is asked again) at the same place; elsewhere each line
  /// of input is a command (`request(line:)`).
  static func run(
    sectionCount: Int, session: inout Session, layout: () -> [Page]
  ) -> ExitCode {
    var viewer = Viewer(pages: layout(), sectionCount: sectionCount)
    guard !viewer.pages.isEmpty else { return .success }
    let console = session.console
    guard console.takesKeys else {
      // Lines of input: each command ends with Enter, and the status says so.
      viewer.readsLines = true
      let width = session.width
      while true {
        let shown = viewer.shown(width: width)
        console.out(shown.lines.joined(separator: "\n"))
        console.out(viewer.status(width: width))
        guard let line = console.readLine() else { return .success }
        if !viewer.apply(request(line: line)) { return .success }
      }
    }
    var reader = KeyReader()
    FullScreen.run(
      console: console, enter: Terminal.Escape.enterAlternateScreen,
      leave: Terminal.Escape.leaveAlternateScreen, waiting: { 30 },
      draw: { size in
        let columns = size?.columns ?? session.width
        let rows = size?.rows ?? session.rows
        let shown = viewer.shown(width: columns)
        let status =
          reader.prompt.map { String($0.suffix(max(1, columns - 2))) + "_" }
          ?? viewer.status(width: columns)
        let found = viewer.highlight.map { found in
          shown.lines.map { TerminalFit.highlighting(found, in: $0) }
        }
        return Terminal.Escape.clearScreen
          + (found ?? shown.lines).prefix(max(1, rows - 1)).map {
            TerminalFit.clipped($0, to: columns)
          }
          .joined(separator: "\n")
          + Terminal.Escape.move(row: rows) + Terminal.Escape.reverse + status
          + Terminal.Escape.plain + Terminal.Escape.clearLine
      },
      handle: { input, screen in
        switch input {
        case .resized(let size):
          let note = "laying the pages out again".prefix(max(1, (size?.columns ?? 80) - 1))
          let row = size?.rows ?? session.rows
          screen.write(
            Terminal.Escape.move(row: row) + Terminal.Escape.reverse + String(note)
              + Terminal.Escape.plain + Terminal.Escape.clearLine)
          viewer.relayout(layout())
          return .redraw
        case .event(.key(let key)):
          reader.anyKeyCloses = viewer.showingHelp
          guard let request = reader.typed(key) else { return .redraw }
          return viewer.apply(request) ? .redraw : .quit
        case .event(.mouse), .tick:
          return .keep
        }
      })
    return .success
  }

  /// Where the reader is, and what the status line says.
  struct Viewer {
    var pages: [Page]
    let sectionCount: Int
    var index = 0
    var showingHelp = false
    var lastSearch: String?
    /// What the last search found on this page, shown in reverse video until the next
    /// request.
    var highlight: String?
    /// A word for the status line, until the next request.
    var message: String?
    /// Whether commands come as lines (a pipe, a file) rather than keys.
    var readsLines = false

    init(pages: [Page], sectionCount: Int) {
      self.pages = pages
      self.sectionCount = sectionCount
    }

    /// The lines on the screen: the page, or the keys.
    func shown(width: Int) -> (lines: [String], isHelp: Bool) {
      showingHelp ? (Pager.helpPage(width: width), true) : (pages[index].lines, false)
    }

    func status(width: Int) -> String {
      if showingHelp {
        return Pager.status(
          page: index, of: pages.count, section: pages[index].section, of: sectionCount,
          message: "keys; any key goes back", width: width)
      }
      return Pager.status(
        page: index, of: pages.count, section: pages[index].section, of: sectionCount,
        message: message, width: width, readsLines: readsLines)
    }

    /// Does what the reader asked; false: the pager ends.
    mutating func apply(_ request: Request) -> Bool {
      message = nil
      highlight = nil
      if showingHelp {
        showingHelp = false
        return true
      }
      switch request {
      case .quit: return false
      case .next:
        if index == pages.count - 1 { return false }
        index += 1
      case .back: index = max(0, index - 1)
      case .first: index = 0
      case .last: index = pages.count - 1
      case .help: showingHelp = true
      case .say(let words): message = words
      case .section(let number):
        // The first page the section heads, else the first it is on.
        if let found = pages.firstIndex(where: { $0.section == number })
          ?? pages.firstIndex(where: { $0.sections.contains(number) })
        {
          index = found
        } else {
          let shown = Set(pages.flatMap(\.sections)).filter { $0 > 0 }.sorted()
          message =
            "no section \(number) here"
            + (shown.isEmpty ? "" : "; sections \(shown.first ?? 1) to \(shown.last ?? 1)")
        }
      case .search(let given):
        let wanted = given.isEmpty ? lastSearch : given
        guard let wanted, !wanted.trimmingCharacters(in: .whitespaces).isEmpty else {
          message = "nothing to search for yet: / then some text"
          return true
        }
        lastSearch = wanted
        if let found = Pager.page(after: index, containing: wanted, in: pages) {
          if found <= index { message = "'\(wanted)' again from the start" }
          index = found
          highlight = wanted
        } else {
          message = "'\(wanted)' is on no page"
        }
      }
      return true
    }

    /// New pages for the same text (a resized terminal): the page where the current
    /// one's text starts.
    mutating func relayout(_ new: [Page]) {
      guard !new.isEmpty else { return }
      let block = pages[index].firstBlock
      pages = new
      index = new.lastIndex { $0.firstBlock <= block } ?? 0
    }
  }

  /// The first page after `index` (going round to the start, and to `index` itself last)
  /// whose text contains `text`, ignoring case, colour and how the lines are broken. A
  /// match in the part of a figure that goes on from the page before (its caption, on a
  /// short screen) lands on the page where the figure starts.
  static func page(after index: Int, containing text: String, in pages: [Page]) -> Int? {
    let wanted = searchable(text)
    guard !wanted.isEmpty, !pages.isEmpty else { return nil }
    for step in 1...pages.count {
      let candidate = (index + step) % pages.count
      let page = pages[candidate]
      guard searchable(page.lines.joined(separator: " ")).contains(wanted) else { continue }
      // The first block on the page whose own lines match (the whole page matched, so a
      // match across two blocks finds none, and stays here).
      var blocks: [Int] = []
      for block in page.lineBlocks where block >= 0 && blocks.last != block { blocks.append(block) }
      let matching = blocks.first { block in
        let own = zip(page.lines, page.lineBlocks).filter { $0.1 == block }.map(\.0)
        return searchable(own.joined(separator: " ")).contains(wanted)
      }
      if let matching, candidate > 0,
        let start = pages[..<candidate].firstIndex(where: { $0.lineBlocks.contains(matching) }),
        start != index
      {
        return start
      }
      return candidate
    }
    return nil
  }

  /// Text as search compares it: lower case, without escape sequences, each run of
  /// spaces one space.
  static func searchable(_ text: String) -> String {
    TerminalFit.visibleText(text).lowercased()
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// What keys ask of the pager, and the prompts of `/` and of a section's number.
  struct KeyReader {
    /// The prompt being typed: "/" and text, or "section " and digits.
    var prompt: String?
    /// Whether any key is a request (to close the page of keys).
    var anyKeyCloses = false

    /// What a key does: a request, or nil when it only edits the prompt (or does nothing).
    mutating func typed(_ key: Terminal.Key) -> Request? {
      if anyKeyCloses, prompt == nil { return Pager.request(key) ?? .help }
      guard let text = prompt else {
        switch key {
        case .character("/"): prompt = "/"
        case .character("s"): prompt = "section "
        case .character(let digit) where digit.isNumber: prompt = "section \(digit)"
        default: return Pager.request(key)
        }
        return nil
      }
      switch key {
      case .interrupt:
        prompt = nil
        return .quit
      case .escape:
        prompt = nil
      case .backspace:
        let emptied = text == "/" || text == "section "
        prompt = emptied ? nil : String(text.dropLast())
      case .enter:
        prompt = nil
        if text.hasPrefix("/") { return .search(String(text.dropFirst())) }
        guard let number = Int(text.dropFirst("section ".count)) else {
          return .say("no section given")
        }
        return .section(number)
      case .space: prompt = text + " "
      case .character(let character):
        if text.hasPrefix("/") || character.isNumber { prompt = text + String(character) }
      default: break
      }
      return nil
    }
  }
}
