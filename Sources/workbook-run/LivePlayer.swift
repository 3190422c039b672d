import Foundation
import Workbook

/// The keys and mouse reports of a terminal in raw mode, turned into events. Mouse
/// reports are xterm's SGR ones (`ESC [ < b ; column ; row M`, `m` when a button comes
/// up), which every current terminal speaks once asked with `ESC [ ? 1006 h`.
struct InputParser {
  enum MouseKind: Equatable { case press, move, lift, wheelUp, wheelDown }

  enum Event: Equatable {
    case key(LiveInput)
    /// A mouse report at a terminal cell (1-based, as terminals count).
    case mouse(MouseKind, column: Int, row: Int)
    case quit
  }

  private var pending: [UInt8] = []

  /// An Escape with nothing after it yet: the Escape key alone, once no more arrives.
  var hasLoneEscape: Bool { pending == [27] }

  /// The bytes that arrived; returns the events they complete (a sequence cut between
  /// two reads waits for its end).
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
    pending += bytes
    var events: [Event] = []
    var index = 0
    scan: while index < pending.count {
      let byte = pending[index]
      guard byte == 27 else {
        if let event = InputParser.plain(byte) { events.append(event) }
        index += 1
        continue
      }
      guard index + 1 < pending.count else { break }
      let next = pending[index + 1]
      guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
        events.append(.quit)  // Escape, then another key
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
      if let event = InputParser.sequence(Array(pending[(index + 2)..<end]), final: pending[end]) {
        events.append(event)
      }
      index = end + 1
    }
    pending.removeFirst(index)
    return events
  }

  /// A key that is one byte.
  static func plain(_ byte: UInt8) -> Event? {
    switch byte {
    case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: .quit  // q, Ctrl-C, Ctrl-D
    case UInt8(ascii: " "): .key(.release)
    case UInt8(ascii: "k"): .key(.up)
    case UInt8(ascii: "j"): .key(.down)
    case UInt8(ascii: "h"): .key(.left)
    case UInt8(ascii: "l"): .key(.right)
    default: nil
    }
  }

  static func sequence(_ parameters: [UInt8], final: UInt8) -> Event? {
    switch final {
    case UInt8(ascii: "A"): return .key(.up)
    case UInt8(ascii: "B"): return .key(.down)
    case UInt8(ascii: "C"): return .key(.right)
    case UInt8(ascii: "D"): return .key(.left)
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

/// Plays a scene live: raw keys, mouse reporting, the alternate screen; a frame every
/// sixtieth of a second on the monotonic clock (drawn when something moved or
/// arrived); the terminal put back however it ends.
enum LivePlayer {
  static let enter = "\u{1B}[?1049h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[2J"
  static let leave = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1049l"

  static func run(
    _ entry: LiveSceneEntry, colored: Bool, palette: Figure.Palette,
    fixedRoom: PlayCommand.Room?, output: inout Output
  ) -> Int32 {
    let scene = entry.make()
    Terminal.enterRawMode(leaving: leave)
    defer { Terminal.restore() }
    writeAll(enter)
    var parser = InputParser()
    let origin = DispatchTime.now().uptimeNanoseconds
    func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds - origin) / 1e9 }
    var room = fixedRoom ?? currentRoom(output)
    var art = room.art(for: scene)
    var frame = 0
    var needsDraw = true
    var escapeFrame: Int?
    var timing = FrameTiming()
    var buffer = [UInt8](repeating: 0, count: 4096)
    func point(column: Int, row: Int) -> CGPoint {
      // Row 1 is the controls line and row 2 the frame's top; the frame's left side is
      // column 1.
      CGPoint(
        x: (CGFloat(column - 2) + 0.5) * art.cellSize.width,
        y: (CGFloat(row - 3) + 0.5) * art.cellSize.height)
    }
    play: while true {
      frame += 1
      var frameTime = Double(frame) / 60
      // Wait for the frame's time, handing the scene what arrives meanwhile (and look
      // at least once, even when drawing has fallen behind).
      var looked = false
      while !looked || frameTime - now() > 0 {
        looked = true
        let remaining = max(0, frameTime - now())
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32((remaining * 1000).rounded(.up)))
        guard ready > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else { break play }  // input closed
        let time = now()
        for event in parser.feed(buffer[0..<count]) {
          needsDraw = true
          switch event {
          case .quit: break play
          case .key(let input): scene.handle(input, at: time)
          case .mouse(let kind, let column, let row):
            let at = point(column: column, row: row)
            let input: LiveInput =
              switch kind {
              case .press: .press(at)
              case .move: .move(at)
              case .lift: .lift(at)
              case .wheelUp: .wheel(up: true, at: at)
              case .wheelDown: .wheel(up: false, at: at)
              }
            scene.handle(input, at: time)
          }
        }
      }
      // Escape alone for a whole frame is the Escape key: quit.
      if parser.hasLoneEscape {
        if let escapeFrame, escapeFrame < frame { break play }
        escapeFrame = escapeFrame ?? frame
      } else {
        escapeFrame = nil
      }
      // Fallen behind (the terminal was slow): skip the frames that were missed.
      if now() - frameTime > 0.1 {
        frame = Int(now() * 60)
        frameTime = Double(frame) / 60
      }
      if fixedRoom == nil, frame % 15 == 0 {
        let current = currentRoom(output)
        if current.columns != room.columns || current.rows != room.rows {
          room = current
          art = room.art(for: scene)
          writeAll("\u{1B}[2J")
          needsDraw = true
        }
      }
      let moving = !scene.isAtRest
      scene.advance(to: frameTime)
      guard needsDraw || moving else { continue }
      needsDraw = false
      let started = now()
      let text = screen(
        scene, figure: scene.figure(art: art), room: room, colored: colored, palette: palette,
        timing: timing)
      writeAll(text)
      timing.record(now() - started)
    }
    Terminal.restore()
    var summary = "played \(entry.name) for \(String(format: "%.1f", now())) s: " + timing.summary
    #if DEBUG
      summary +=
        ". This was a debug build; an optimised one draws a frame several times faster: "
        + "swift run -c release workbook-run play \(entry.name)"
    #endif
    output.out(wrap(summary, width: room.columns).joined(separator: "\n"))
    return ExitStatus.success
  }

  /// The whole screen for one frame, from the top-left corner, each line cleared to its end.
  static func screen(
    _ scene: LiveScene, figure: Figure, room: PlayCommand.Room, colored: Bool,
    palette: Figure.Palette, timing: FrameTiming
  ) -> String {
    var lines = [cut(scene.controls, room.columns)]
    lines += figure.rendered(
      colored: colored, width: room.columns, palette: palette
    ).components(separatedBy: "\n")
    lines += scene.status.map { cut($0, room.columns) }
    lines.append(cut(timing.line, room.columns))
    return "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
  }

  static func cut(_ line: String, _ columns: Int) -> String {
    line.count <= columns ? line : String(line.prefix(max(1, columns - 1))) + "~"
  }

  static func currentRoom(_ output: Output) -> PlayCommand.Room {
    PlayCommand.Room(
      columns: (try? Output.columns(nil, output: output)) ?? 80,
      rows: Pager.rows(output: output))
  }

  static func writeAll(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR || errno == EAGAIN { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// How long frames take to compute and draw: all of them, and the last second's.
struct FrameTiming {
  private(set) var count = 0
  private(set) var total: Double = 0
  private(set) var worst: Double = 0
  private var recent: [Double] = []

  mutating func record(_ seconds: Double) {
    count += 1
    total += seconds
    worst = max(worst, seconds)
    recent.append(seconds)
    if recent.count > 60 { recent.removeFirst(recent.count - 60) }
  }

  /// For the screen: the last second's average.
  var line: String {
    guard !recent.isEmpty else { return "60 frames a second; a frame may take 16.7 ms" }
    let average = recent.reduce(0, +) / Double(recent.count) * 1000
    return String(format: "%.1f ms to draw a frame (a frame may take 16.7)", average)
  }

  var summary: String {
    guard count > 0 else { return "no frames drawn" }
    return String(
      format: "%d frames drawn, %.1f ms each on average, %.1f ms at worst "
        + "(a frame may take 16.7 ms)", count, total / Double(count) * 1000, worst * 1000)
  }
}
