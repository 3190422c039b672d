import BookTools
import Foundation
import Workbook

/// `--step`: a chapter a screenful at a time, for a projector. Pages never split a figure
/// that fits on a screen, a heading never ends a page, and a page that continues a section
/// starts with its heading. Space or Enter: next, b: back, q, Ctrl-C or Ctrl-D: quit; the
/// terminal is put back however the pager ends.
enum Pager {
  struct Page: Equatable {
    var lines: [String]
    var section: Int
  }

  /// Pages of at most `height` lines.
  static func pages(
    _ blocks: [Weaver.WovenBlock], height: Int, width: Int = TerminalStyle.defaultWidth
  )
    -> [Page]
  {
    let height = max(8, height)
    let continued = " (continued)"
    var pages: [Page] = []
    var current: [String] = []
    var section = blocks.first?.section ?? 1
    var heading: String?
    func finishPage(continuing: Bool) {
      if !current.isEmpty { pages.append(Page(lines: current, section: section)) }
      current = []
      if continuing, var lines = heading?.components(separatedBy: "\n"), let last = lines.last {
        // "(continued)" after the heading's last line, or under it if it does not fit.
        if last.count + continued.count <= width {
          lines[lines.count - 1] += continued
        } else {
          lines.append(continued.trimmingCharacters(in: .whitespaces))
        }
        current = lines + [""]
      }
    }
    for (index, block) in blocks.enumerated() {
      let lines = block.text.components(separatedBy: "\n")
      let isSectionHeading = block.kind == .heading && block.text.hasPrefix("## ")
      if isSectionHeading {
        heading = block.text
        // A heading goes with what follows it: start a page if both do not fit.
        let next =
          index + 1 < blocks.count
          ? blocks[index + 1].text.components(separatedBy: "\n").count : 0
        if !current.isEmpty, current.count + 2 + lines.count + min(next, height / 2) > height {
          finishPage(continuing: false)
        }
      }
      let needsSeparator = !(current.last?.isEmpty ?? true)
      if current.count + (needsSeparator ? 1 : 0) + lines.count > height, !current.isEmpty,
        lines.count <= height - 2
      {
        finishPage(continuing: !isSectionHeading)
      }
      if current.count + 2 > height { finishPage(continuing: true) }
      if !(current.last?.isEmpty ?? true) { current.append("") }
      if current.isEmpty { section = block.section }
      var rest = lines[...]
      while !rest.isEmpty {
        let room = max(1, height - current.count)
        current.append(contentsOf: rest.prefix(room))
        rest = rest.dropFirst(room)
        if !rest.isEmpty { finishPage(continuing: true) }
      }
    }
    finishPage(continuing: false)
    return pages
  }

  /// What the reader asked for.
  enum Request { case next, back, quit }

  /// What a key asks the pager for (nil: nothing).
  static func request(_ key: Terminal.Key) -> Request? {
    switch key {
    case .space, .enter, .down, .right, .pageDown, .character("n"), .character("j"): .next
    case .up, .left, .pageUp, .character("b"), .character("p"), .character("k"): .back
    case .interrupt, .escape, .character("q"): .quit
    default: nil
    }
  }

  /// Shows `pages`, starting at the first, until the reader quits or passes the last.
  /// On a terminal the keys act at once, decoded by `Terminal.Decoder`; elsewhere each
  /// line of input is a key (empty: next).
  static func run(_ pages: [Page], sectionCount: Int, session: inout Session) -> ExitCode {
    guard !pages.isEmpty else { return .success }
    let console = session.console
    let raw = console.takesKeys
    if raw { Terminal.enterRawMode() }
    defer { if raw { Terminal.restore() } }
    var decoder = Terminal.Decoder()
    var buffer = [UInt8](repeating: 0, count: 64)
    func nextRequest() -> Request {
      guard raw else {
        guard let line = console.readLine() else { return .quit }
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "q": return .quit
        case "b": return .back
        default: return .next
        }
      }
      while true {
        guard let bytes = Terminal.readKeys(into: &buffer, waiting: 30) else {
          if decoder.hasLoneEscape { return .quit }  // Escape alone
          continue
        }
        guard !bytes.isEmpty else { return .quit }  // input closed
        for event in decoder.feed(bytes) {
          if case .key(let key) = event, let request = request(key) { return request }
        }
      }
    }
    var index = 0
    while true {
      let page = pages[index]
      let last = index == pages.count - 1
      let status =
        "-- page \(index + 1) of \(pages.count), section \(page.section) of \(sectionCount): "
        + (last
          ? "the end; b back, q or Enter to finish --" : "Space/Enter next, b back, q quit --")
      console.out((raw ? Terminal.Escape.clearScreen : "") + page.lines.joined(separator: "\n"))
      session.say(status)
      switch nextRequest() {
      case .quit: return .success
      case .back: index = max(0, index - 1)
      case .next:
        if last { return .success }
        index += 1
      }
    }
  }
}
