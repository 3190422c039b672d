import Foundation

/// Everything the command line says to a terminal and reads from one, in one place: the
/// escape sequences it writes, the keys and mouse reports it reads (`Terminal.Decoder`),
/// its size, and raw mode, put back on every way out.
public enum Terminal {
  // MARK: - Escape sequences

  /// The escape sequences `workbook-run` writes (figures colour themselves, through
  /// `TerminalStyle`).
  public enum Escape {
    static let csi = "\u{1B}["
    /// Clears the screen and puts the cursor at the top left.
    public static let clearScreen = csi + "2J" + csi + "H"
    /// Puts the cursor at the top left.
    public static let home = csi + "H"
    /// Clears from the cursor to the end of its line, or of the screen.
    public static let clearLine = csi + "K"
    public static let clearBelow = csi + "J"
    public static let hideCursor = csi + "?25l"
    public static let showCursor = csi + "?25h"
    /// The alternate screen (the shell's screen comes back when it is left).
    public static let enterAlternateScreen = csi + "?1049h"
    public static let leaveAlternateScreen = csi + "?1049l"
    /// Reverse video (a status line), and back to plain text.
    public static let reverse = csi + "7m"
    public static let plain = csi + "0m"

    /// Puts the cursor at `row` and `column` (1-based, as terminals count).
    public static func move(row: Int, column: Int = 1) -> String {
      csi + "\(max(1, row));\(max(1, column))H"
    }
    /// The alternate screen, with xterm's SGR mouse reports (presses, drags, lifts).
    public static let enterLiveScreen =
      csi + "?1049h" + csi + "?1000h" + csi + "?1002h" + csi + "?1006h" + csi + "2J"
    public static let leaveLiveScreen =
      csi + "?1006l" + csi + "?1002l" + csi + "?1000l" + csi
      + "?1049l"

    /// Text in a verdict's colour, when `colored`.
    public static func paint(_ text: String, _ color: StatusColor, colored: Bool) -> String {
      colored ? csi + "\(color.rawValue)m" + text + csi + "0m" : text
    }
  }

  // MARK: - Size

  public struct Size: Equatable, Sendable {
    public var columns: Int
    public var rows: Int
    public init(columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
    }
  }

  /// The terminal's size, asked of standard output, or of standard error or input when
  /// the output goes into a pipe (`| less` still reads on the same terminal).
  public static func size() -> Size? {
    for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] {
      var size = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        return Size(columns: Int(size.ws_col), rows: Int(size.ws_row))
      }
    }
    return nil
  }

  // MARK: - Reading

  /// Reads standard input to its end or to at most `limit` bytes: read(2) itself, which
  /// returns what has arrived, and 0 at the end, which at a terminal is one Ctrl-D
  /// (FileHandle would wait for a second one).
  package static func readStandardInput(limit: Int) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count < limit {
      let wanted = min(buffer.count, limit - data.count)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, wanted) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  /// Waits up to `milliseconds` for input and reads what has arrived: nil when nothing
  /// came in time, empty when the input has ended.
  package static func readKeys(into buffer: inout [UInt8], waiting milliseconds: Int32)
    -> ArraySlice<
      UInt8
    >?
  {
    var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, milliseconds) > 0 else { return nil }
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR || errno == EAGAIN { return nil }
    return buffer[0..<max(0, count)]
  }

  /// Writes all of `text` to standard output, unbuffered (a live screen's frame).
  package static func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes {
        Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR || errno == EAGAIN { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  // MARK: - Raw mode

  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var isRaw = false
  /// What to write when putting the terminal back, before the cursor is shown again.
  nonisolated(unsafe) private static var leaving = ""

  /// Single keys, no echo, the cursor hidden; `restore()` (also run by SIGTERM, SIGHUP
  /// and SIGQUIT) puts it all back, writing `leaving` first.
  package static func enterRawMode(leaving: String = "") {
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
    write(Escape.hideCursor)
    for signal in [SIGTERM, SIGHUP, SIGQUIT] {
      Foundation.signal(signal) { number in
        Terminal.restore()
        _exit(128 + number)
      }
    }
  }

  package static func restore() {
    guard isRaw else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    isRaw = false
    let show = leaving + Escape.showCursor
    leaving = ""
    _ = show.withCString { Foundation.write(STDOUT_FILENO, $0, strlen($0)) }
  }

  // MARK: - Keys and the mouse

  /// A key, as the decoder reads it.
  public enum Key: Equatable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, space, backspace
    /// Ctrl-C or Ctrl-D.
    case interrupt
    /// Escape followed at once by a key that starts no sequence.
    case escape
    case character(Character)
  }

  public enum MouseKind: Equatable, Sendable { case press, move, lift, wheelUp, wheelDown }

  public enum Event: Equatable, Sendable {
    case key(Key)
    /// A mouse report at a terminal cell (1-based, as terminals count).
    case mouse(MouseKind, column: Int, row: Int)
  }

  /// Turns a raw terminal's bytes into keys and mouse reports: the one decoder the pager
  /// and the live player share. Mouse reports are xterm's SGR ones (`ESC [ < b ; column ;
  /// row M`, `m` when a button comes up), which every current terminal speaks once asked.
  public struct Decoder {
    private var pending: [UInt8] = []

    public init() {}

    /// An Escape with nothing after it yet: the Escape key alone, once no more arrives.
    public var hasLoneEscape: Bool { pending == [27] }

    /// Takes a lone Escape (the Escape key, once nothing more has come); false if there
    /// is none.
    public mutating func takeLoneEscape() -> Bool {
      guard hasLoneEscape else { return false }
      pending = []
      return true
    }

    /// The bytes that arrived; returns the events they complete (a sequence cut between
    /// two reads waits for its end).
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
      pending += bytes
      var events: [Event] = []
      var index = 0
      scan: while index < pending.count {
        let byte = pending[index]
        guard byte == 27 else {
          if let key = Decoder.plain(byte) { events.append(.key(key)) }
          index += 1
          continue
        }
        guard index + 1 < pending.count else { break }
        let next = pending[index + 1]
        guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
          events.append(.key(.escape))
          index += 1
          continue
        }
        // A control sequence: parameters, then one final byte from @ to ~.
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
          end += 1
          if end - index > 32 {  // not a sequence we know: drop what came so far
            index = end
            continue scan
          }
        }
        guard end < pending.count else { break }
        if let event = Decoder.sequence(Array(pending[(index + 2)..<end]), final: pending[end]) {
          events.append(event)
        }
        index = end + 1
      }
      pending.removeFirst(index)
      return events
    }

    static func plain(_ byte: UInt8) -> Key? {
      switch byte {
      case 3, 4: .interrupt
      case 8, 127: .backspace
      case 10, 13: .enter
      case 32: .space
      case 33...126: .character(Character(UnicodeScalar(byte)))
      default: nil
      }
    }

    static func sequence(_ parameters: [UInt8], final: UInt8) -> Event? {
      switch final {
      case UInt8(ascii: "A"): return .key(.up)
      case UInt8(ascii: "B"): return .key(.down)
      case UInt8(ascii: "C"): return .key(.right)
      case UInt8(ascii: "D"): return .key(.left)
      case UInt8(ascii: "H"): return .key(.home)
      case UInt8(ascii: "F"): return .key(.end)
      case UInt8(ascii: "~"):
        switch parameters {
        case [UInt8(ascii: "5")]: return .key(.pageUp)
        case [UInt8(ascii: "6")]: return .key(.pageDown)
        case [UInt8(ascii: "1")], [UInt8(ascii: "7")]: return .key(.home)
        case [UInt8(ascii: "4")], [UInt8(ascii: "8")]: return .key(.end)
        default: return nil
        }
      case UInt8(ascii: "M"), UInt8(ascii: "m"):
        guard parameters.first == UInt8(ascii: "<") else { return nil }
        let numbers = String(decoding: parameters.dropFirst(), as: UTF8.self)
          .split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[1] > 0, numbers[2] > 0 else { return nil }
        let (button, column, row) = (numbers[0], numbers[1], numbers[2])
        if button & 64 != 0 {
          return .mouse(button & 1 == 0 ? .wheelUp : .wheelDown, column: column, row: row)
        }
        guard button & 3 == 0 else { return nil }  // the main button only
        let kind: MouseKind =
          final == UInt8(ascii: "m") ? .lift : button & 32 != 0 ? .move : .press
        return .mouse(kind, column: column, row: row)
      default: return nil
      }
    }
  }
}
