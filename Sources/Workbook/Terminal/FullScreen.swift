import Foundation

/// What a full screen needs of its terminal: raw mode with its screen's escape sequences,
/// frames written at once, and keys read as they come. The standard console's is the
/// process's own terminal; a test's (`FullScreenIO.playing`) takes a list of keys and
/// keeps every frame.
public struct FullScreenIO {
  /// Raw mode (single keys, no echo, the cursor hidden), then the first argument written
  /// (the screen's way in); the second is written when the terminal is put back, also on
  /// SIGTERM, SIGHUP and SIGQUIT.
  public var enter: (_ enter: String, _ leave: String) -> Void
  /// Puts the terminal back as it was.
  public var restore: () -> Void
  /// Writes text at once, unbuffered (a frame).
  public var write: (String) -> Void
  /// Waits up to the given milliseconds for input and returns what arrived: nil when
  /// nothing came in time, no bytes when the input has ended.
  public var readKeys: (Int32) -> [UInt8]?

  /// A terminal made of the given functions.
  public init(
    enter: @escaping (String, String) -> Void, restore: @escaping () -> Void,
    write: @escaping (String) -> Void, readKeys: @escaping (Int32) -> [UInt8]?
  ) {
    self.enter = enter
    self.restore = restore
    self.write = write
    self.readKeys = readKeys
  }

  /// The process's own terminal (standard input and output).
  public static var standard: FullScreenIO {
    var buffer = [UInt8](repeating: 0, count: 4096)
    return FullScreenIO(
      enter: { enter, leave in
        Terminal.enterRawMode(leaving: leave)
        Terminal.write(enter)
      },
      restore: { Terminal.restore() },
      write: { Terminal.write($0) },
      readKeys: { milliseconds in
        Terminal.readKeys(into: &buffer, waiting: milliseconds).map(Array.init)
      })
  }

  /// No terminal: nothing is written, and the input has ended.
  public static var none: FullScreenIO {
    FullScreenIO(enter: { _, _ in }, restore: {}, write: { _ in }, readKeys: { _ in [] })
  }

  /// A terminal for a test: `input` is read in order, one element a wait (nil: nothing
  /// came in time, after waiting at most 20 ms of the time asked), and after it the input
  /// has ended; what is written goes to `recording`.
  public static func playing(_ input: [[UInt8]?], into recording: ScreenRecording)
    -> FullScreenIO
  {
    var left = input[...]
    return FullScreenIO(
      enter: { enter, leave in
        recording.entered = true
        recording.leaving = leave
        recording.frames.append(enter)
      },
      restore: {
        guard recording.entered, !recording.restored else { return }
        recording.restored = true
        recording.frames.append(recording.leaving)
      },
      write: { recording.frames.append($0) },
      readKeys: { milliseconds in
        guard let next = left.popFirst() else { return [] }
        if next == nil { usleep(UInt32(max(0, min(milliseconds, 20))) * 1000) }
        return next
      })
  }

  /// The bytes a terminal sends for `keys` (Escape alone as a lone escape byte).
  public static func bytes(_ keys: [Terminal.Key]) -> [UInt8] {
    keys.flatMap { key -> [UInt8] in
      switch key {
      case .up: Array("\u{1B}[A".utf8)
      case .down: Array("\u{1B}[B".utf8)
      case .right: Array("\u{1B}[C".utf8)
      case .left: Array("\u{1B}[D".utf8)
      case .home: Array("\u{1B}[H".utf8)
      case .end: Array("\u{1B}[F".utf8)
      case .pageUp: Array("\u{1B}[5~".utf8)
      case .pageDown: Array("\u{1B}[6~".utf8)
      case .enter: [13]
      case .space: [32]
      case .backspace: [127]
      case .interrupt: [3]
      case .escape: [27]
      case .character(let character): Array(String(character).utf8)
      }
    }
  }
}

/// What a test's terminal was sent: every write in order (the way in, the frames, the way
/// out), and whether it was put back.
public final class ScreenRecording {
  /// Every write, in order.
  public var frames: [String] = []
  /// Whether raw mode was entered.
  public var entered = false
  /// Whether the terminal was put back after it was entered.
  public var restored = false
  /// What is written when the terminal is put back.
  var leaving = ""

  /// An empty recording.
  public init() {}
}

/// The one full-screen loop the pager, `watch` and the live player share: raw mode and
/// the screen's escape sequences in, the terminal put back however the loop ends, keys
/// and mouse reports decoded (`Terminal.Decoder`), a change of size noticed, and the
/// screen drawn again when the screen's handler asks. It reads and writes only through
/// the console's `FullScreenIO`, so a test drives a screen with a list of keys.
public struct FullScreen {
  /// What the loop hands a screen.
  public enum Input: Equatable, Sendable {
    /// A key or a mouse report (Escape alone, once nothing follows it in time).
    case event(Terminal.Event)
    /// The terminal's size changed (nil: it has none).
    case resized(Terminal.Size?)
    /// A pass of the loop ended (keys handled, or the wait ran out): time to look at the
    /// clock, or a file.
    case tick
  }

  /// What a screen wants after an input.
  public enum Reaction: Equatable, Sendable {
    /// Nothing to draw.
    case keep
    /// Draw the screen again.
    case redraw
    /// End the loop (the terminal is put back).
    case quit
  }

  private let io: FullScreenIO

  /// Writes text now: a line over the current frame ("checking..."), a whole frame.
  public func write(_ text: String) { io.write(text) }

  /// Runs a screen until its handler says quit or the input ends.
  /// - Parameters:
  ///   - console: the terminal (its `fullScreen` and its size).
  ///   - enter: what to write once in raw mode (an alternate screen's escape sequences).
  ///   - leave: what to write when the terminal is put back.
  ///   - waiting: how many milliseconds the next wait for keys may take.
  ///   - draw: the whole screen for the terminal's size (nil: it has none).
  ///   - handle: what the screen does with an input; it may write through the loop.
  public static func run(
    console: Console, enter: String, leave: String, waiting: () -> Int32,
    draw: (Terminal.Size?) -> String, handle: (Input, FullScreen) -> Reaction
  ) {
    let screen = FullScreen(io: console.fullScreen)
    screen.io.enter(enter, leave)
    defer { screen.io.restore() }
    var size = console.size()
    var decoder = Terminal.Decoder()
    /// Does what the handler asked; false: the loop ends.
    func react(_ input: Input) -> Bool {
      switch handle(input, screen) {
      case .keep: return true
      case .redraw:
        screen.write(draw(size))
        return true
      case .quit: return false
      }
    }
    screen.write(draw(size))
    while true {
      let now = console.size()
      if now != size {
        size = now
        guard react(.resized(now)) else { return }
      }
      if let bytes = screen.io.readKeys(waiting()) {
        guard !bytes.isEmpty else { return }  // the input has ended
        for event in decoder.feed(bytes) {
          guard react(.event(event)) else { return }
        }
      } else if decoder.takeLoneEscape() {
        guard react(.event(.key(.escape))) else { return }
      }
      guard react(.tick) else { return }
    }
  }
}
