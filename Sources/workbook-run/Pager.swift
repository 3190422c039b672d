import BookTools
import Foundation
import Workbook

/// `--step`: a chapter a screenful at a time, for a projector. Pages never split a figure
/// that fits on a screen, a heading never ends a page, and a page that continues a section
/// starts with its heading. On a terminal the keys act at once (Space or Enter: next,
/// b: back, q, Ctrl-C or Ctrl-D: quit), and the terminal is put back however the pager
/// ends; elsewhere each line of input is a key (empty: next).
enum Pager {
  struct Page: Equatable {
    var lines: [String]
    var section: Int
  }

  /// Pages of at most `height` lines.
  static func pages(_ blocks: [Weaver.WovenBlock], height: Int) -> [Page] {
    let height = max(8, height)
    var pages: [Page] = []
    var current: [String] = []
    var section = blocks.first?.section ?? 1
    var heading: String?
    func finishPage(continuing: Bool) {
      if !current.isEmpty { pages.append(Page(lines: current, section: section)) }
      current = []
      if continuing, let heading { current = [heading + " (continued)", ""] }
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
  enum Key { case next, back, quit }

  /// Shows `pages`, starting at the first, until the reader quits or passes the last.
  static func run(_ pages: [Page], sectionCount: Int, width: Int, output: inout Output) -> Int32 {
    guard !pages.isEmpty else { return ExitStatus.success }
    let keys = KeyReader(output: output)
    defer { keys.restore() }
    var index = 0
    while true {
      let page = pages[index]
      let last = index == pages.count - 1
      let status =
        "-- page \(index + 1) of \(pages.count), section \(page.section) of \(sectionCount): "
        + (last
          ? "the end; b back, q or Enter to finish --" : "Space/Enter next, b back, q quit --")
      let clear = keys.isRaw ? "\u{1B}[2J\u{1B}[H" : ""
      output.out(clear + page.lines.joined(separator: "\n"))
      output.out(wrap(status, width: width).joined(separator: "\n"))
      switch keys.next(rawPrompt: keys.isRaw) {
      case .quit: return ExitStatus.success
      case .back: index = max(0, index - 1)
      case .next:
        if last { return ExitStatus.success }
        index += 1
      }
    }
  }

  /// The number of lines the terminal shows (LINES, or the terminal's, else 24).
  static func rows(output: Output) -> Int {
    if let text = output.environment["LINES"], let value = Int(text), value > 0 { return value }
    for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] {
      var size = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
        return Int(size.ws_row)
      }
    }
    return 24
  }
}

/// Reads the reader's keys: one at a time in raw mode when standard input and output are
/// a terminal, else a line at a time through `Output.readLine`.
final class KeyReader {
  let isRaw: Bool
  private let readLine: () -> String?

  init(output: Output) {
    readLine = output.readLine
    isRaw = output.isTerminal && isatty(STDIN_FILENO) == 1 && output.readInput != nil
    if isRaw { Terminal.enterRawMode() }
  }

  func restore() { if isRaw { Terminal.restore() } }

  func next(rawPrompt: Bool) -> Pager.Key {
    guard isRaw else {
      guard let line = readLine() else { return .quit }
      switch line.trimmingCharacters(in: .whitespaces).lowercased() {
      case "q": return .quit
      case "b": return .back
      default: return .next
      }
    }
    while true {
      var byte: UInt8 = 0
      guard read(STDIN_FILENO, &byte, 1) == 1 else { return .quit }
      switch byte {
      case 32, 10, 13, UInt8(ascii: "n"), UInt8(ascii: "j"): return .next
      case UInt8(ascii: "b"), UInt8(ascii: "p"), UInt8(ascii: "k"): return .back
      case UInt8(ascii: "q"), 3, 4: return .quit
      case 27:
        // An arrow or page key: ESC [ A/B/C/D or ESC [ 5~ / 6~.
        var sequence = [UInt8](repeating: 0, count: 3)
        let count = Terminal.readAvailable(into: &sequence)
        let tail = sequence.prefix(count)
        if tail.starts(with: [91, 66]) || tail.starts(with: [91, 67])
          || tail.starts(with: [91, 54])
        {
          return .next
        }
        if tail.starts(with: [91, 65]) || tail.starts(with: [91, 68])
          || tail.starts(with: [91, 53])
        {
          return .back
        }
        if count == 0 { return .quit }  // Escape alone
      default: continue
      }
    }
  }
}

/// The terminal's mode: raw for single keys, and put back on every way out (the
/// signals that end the program included).
enum Terminal {
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var isRaw = false
  /// What to write when putting the terminal back, before the cursor is shown again
  /// (a live scene leaves mouse reporting and the alternate screen here).
  nonisolated(unsafe) private static var leaving = ""

  static func enterRawMode(leaving: String = "") {
    Terminal.leaving = leaving
    guard !isRaw, tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    isRaw = true
    // Hide the cursor while paging; restore() shows it again.
    FileHandle.standardOutput.write(Data("\u{1B}[?25l".utf8))
    for signal in [SIGTERM, SIGHUP, SIGQUIT] {
      Foundation.signal(signal) { number in
        Terminal.restore()
        _exit(128 + number)
      }
    }
  }

  static func restore() {
    guard isRaw else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    isRaw = false
    let show = leaving + "\u{1B}[?25h"
    leaving = ""
    _ = show.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  }

  /// Reads what has already arrived (up to the buffer's size), waiting at most 30 ms.
  static func readAvailable(into buffer: inout [UInt8]) -> Int {
    var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 30) > 0 else { return 0 }
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    return max(0, count)
  }
}
