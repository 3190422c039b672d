import Foundation
import Terminal
import Workbook

/// Plays a scene live: raw keys, mouse reporting, the alternate screen; a frame every
/// sixtieth of a second on the monotonic clock (drawn when something moved or
/// arrived); the terminal put back however it ends.
enum LivePlayer {
  static func run(
    _ entry: LiveSceneEntry, fixedRoom: PlayCommand.Room?, session: Session
  ) -> ExitCode {
    let scene = entry.make()
    let style = session.style
    let origin = DispatchTime.now().uptimeNanoseconds
    func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds - origin) / 1e9 }
    var room = fixedRoom ?? currentRoom(session)
    var art = room.art(for: scene)
    var frame = 1
    var frameTime = Double(frame) / 60
    var needsDraw = true
    var timing = FrameTiming()
    func point(column: Int, row: Int) -> CGPoint {
      // Row 1 is the controls line and row 2 the frame's top; the frame's left side is
      // column 1.
      CGPoint(
        x: (CGFloat(column - 2) + 0.5) * art.cellSize.width,
        y: (CGFloat(row - 3) + 0.5) * art.cellSize.height)
    }
    func drawn() -> String {
      screen(scene, figure: scene.figure(art: art), room: room, style: style, timing: timing)
    }
    // Waits for the next frame's time, handing the scene what arrives meanwhile (and
    // looks at least once, even when drawing has fallen behind).
    FullScreen.run(
      console: session.console, enter: Terminal.Escape.enterLiveScreen,
      leave: Terminal.Escape.leaveLiveScreen,
      waiting: { Int32((max(0, frameTime - now()) * 1000).rounded(.up)) },
      draw: { _ in drawn() },
      handle: { input, screen in
        switch input {
        case .event(.key(let key)):
          needsDraw = true
          guard let input = LivePlayer.input(key) else {
            return LivePlayer.quits(key) ? .quit : .keep
          }
          scene.handle(input, at: now())
        case .event(.mouse(let kind, let column, let row)):
          needsDraw = true
          let at = point(column: column, row: row)
          let input: LiveInput =
            switch kind {
            case .press: .press(at)
            case .move: .move(at)
            case .lift: .lift(at)
            case .wheelUp: .wheel(up: true, at: at)
            case .wheelDown: .wheel(up: false, at: at)
            }
          scene.handle(input, at: now())
        case .resized:
          // The room is asked again every quarter of a second (below).
          break
        case .tick:
          guard now() >= frameTime else { return .keep }
          defer {
            frame += 1
            frameTime = Double(frame) / 60
          }
          // Fallen behind (the terminal was slow): skip the frames that were missed.
          if now() - frameTime > 0.1 {
            frame = Int(now() * 60)
            frameTime = Double(frame) / 60
          }
          if fixedRoom == nil, frame % 15 == 0 {
            let current = currentRoom(session)
            if current.columns != room.columns || current.rows != room.rows {
              room = current
              art = room.art(for: scene)
              screen.write(Terminal.Escape.clearScreen)
              needsDraw = true
            }
          }
          let moving = !scene.isAtRest
          scene.advance(to: frameTime)
          guard needsDraw || moving else { return .keep }
          needsDraw = false
          let started = now()
          screen.write(drawn())
          timing.record(now() - started)
        }
        return .keep
      })
    var summary = "played \(entry.name) for \(String(format: "%.1f", now())) s: " + timing.summary
    #if DEBUG
      summary +=
        ". This was a debug build; an optimised one draws a frame several times faster: "
        + "swift run -c release workbook-run play \(entry.name)"
    #endif
    session.console.out(wrap(summary, width: room.columns).joined(separator: "\n"))
    return .success
  }

  /// The whole screen for one frame, from the top-left corner, each line cleared to its end.
  static func screen(
    _ scene: LiveScene, figure: Figure, room: PlayCommand.Room, style: TerminalStyle,
    timing: FrameTiming
  ) -> String {
    var lines = [cut(scene.controls, room.columns)]
    lines += figure.rendered(
      colored: style.colored, width: room.columns, palette: style.palette
    ).components(separatedBy: "\n")
    lines += scene.status.map { cut($0, room.columns) }
    lines.append(cut(ScreenSpeed.legend + "   " + timing.line, room.columns))
    return Terminal.Escape.home
      + lines.map { $0 + Terminal.Escape.clearLine }.joined(separator: "\r\n")
      + Terminal.Escape.clearBelow
  }

  static func cut(_ line: String, _ columns: Int) -> String {
    line.count <= columns ? line : String(line.prefix(max(1, columns - 1))) + "~"
  }

  /// The room the terminal has now (it may be resized while playing).
  static func currentRoom(_ session: Session) -> PlayCommand.Room {
    PlayCommand.Room(columns: session.width, rows: session.rows)
  }

  /// What a key does to a scene (nil: nothing, or it quits).
  static func input(_ key: Terminal.Key) -> LiveInput? {
    switch key {
    case .space: .release
    case .up, .character("k"): .up
    case .down, .character("j"): .down
    case .left, .character("h"): .left
    case .right, .character("l"): .right
    default: nil
    }
  }

  /// Whether a key ends the scene: q, Ctrl-C, Ctrl-D, or Escape.
  static func quits(_ key: Terminal.Key) -> Bool {
    [.character("q"), .character("Q"), .interrupt, .escape].contains(key)
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
    guard !recent.isEmpty else { return "60 frames a second" }
    let average = recent.reduce(0, +) / Double(recent.count) * 1000
    return String(format: "%.1f ms a frame (may take 16.7)", average)
  }

  var summary: String {
    guard count > 0 else { return "no frames drawn" }
    return String(
      format: "%d frames drawn, %.1f ms each on average, %.1f ms at worst "
        + "(a frame may take 16.7 ms)", count, total / Double(count) * 1000, worst * 1000)
  }
}
