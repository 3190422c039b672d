import BookChapters
import Classroom
import Foundation
import Workbook

/// `workbook-run play NAME`: a chapter's live scene in the terminal, 60 frames a second,
/// driven by the keys and the mouse; or, with `--script`, by a list of events, printing
/// what happens (for tests, and for trying a gesture exactly).
enum PlayCommand {
  static var scenes: [(chapter: Chapter, scene: LiveSceneEntry)] {
    allChapters.flatMap { chapter in chapter.scenes.map { (chapter, $0) } }
  }

  static let script = Option.text(
    "script", "EVENTS",
    help: "no terminal needed: run these events, printing the time and the scene's state "
      + "after each, and the picture at each `show` and at the end")
  static let scriptFile = Option.text(
    "script-file", "FILE", help: "the same, with the events read from a file")
  static let rows = Option.integer(
    "rows", in: 12...1000, help: "the picture's room in lines (default: the terminal's)")

  static let command = Command(
    "play", abstract: "drag Chapter 5's sheet or scroll Chapter 3's pizza, live",
    arguments: [Argument("overlay|pizza")], options: [script, scriptFile, rows],
    discussion: """
      Plays a chapter's scene live in the terminal, 60 frames a second: the chapter's own \
      views, moved by the chapter's own physics. q quits. --columns and --rows fix the \
      picture's room (default: the terminal's).
      """,
    epilogue: {
      let list = scenes.map {
        $0.scene.name.padding(toLength: 9, withPad: " ", startingAt: 0)
          + "Chapter \($0.chapter.number): \($0.scene.summary)"
      }
      return """
        SCENES:
        \(list.map { "  " + $0 }.joined(separator: "\n"))

        KEYS:
          overlay  Up/Down move the sheet 10 points a press (a quick burst of
                   presses is a fast finger); Space lets go. Or drag it with
                   the mouse and let go of the button.
          pizza    Left/Right choose a half; Up/Down or a wheel step is a short
                   swipe (a tenth of a pizza); or drag a half with the mouse.

        SPEEDS:
          points per second on the screen, negative upwards, as Chapter 5 gives
          a finger's velocity; 0 at rest.

        EVENTS (separated by spaces, `;` or lines; `#` starts a comment):
          up, down, left, right, space   a key; then one frame (1/60 s) passes
          up*6                a key six times, a frame apart
          press X,Y  move X,Y  lift X,Y   the mouse button at a point (in the
                              scene's points), then one frame
          wheel-up X,Y  wheel-down X,Y    a wheel step at a point
          wait S              S seconds pass (at most 60)
          settle              time passes until nothing moves (at most 10 s)
          show                print the picture

        EXAMPLE:
          workbook-run play overlay --script "up*6 space settle show"
        """
    }, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let names = scenes.map(\.scene.name).joined(separator: " or ")
    let name = session.positional[0]
    guard let entry = scenes.first(where: { $0.scene.name == name.lowercased() })?.scene else {
      throw .usage("there is no scene '\(name)'; the scenes are \(names)")
    }
    if session.text(script) != nil, session.text(scriptFile) != nil {
      throw .usage("give --script or --script-file, not both")
    }
    var scriptText = session.text(script)
    if let path = session.text(scriptFile) {
      scriptText = try readScript(path)
    }
    let room = Room(columns: session.width, rows: session.integer(rows) ?? session.rows)
    if let scriptText {
      let events = try ScriptEvent.parse(scriptText)
      return ScriptPlayer.run(entry, events: events, room: room, session: session)
    }
    guard session.console.takesKeys else {
      throw .usage(
        "play shows the scene live, and needs a terminal for that (standard input and "
          + "output are not one here); without one, script it: "
          + "swift run workbook-run play \(entry.name) --script \"up*6 space settle show\"")
    }
    let fixed = session.integer(Command.columns) != nil || session.integer(rows) != nil
    return LivePlayer.run(entry, fixedRoom: fixed ? room : nil, session: session)
  }

  /// The largest script file read, in bytes.
  static let largestScript = 1_000_000

  static func readScript(_ path: String) throws(CommandError) -> String {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw .usage("--script-file: there is no file '\(path)'")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    guard size <= largestScript else {
      throw .usage(
        "--script-file: '\(path)' has \(size) bytes; a script may have at most \(largestScript)")
    }
    guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8)
    else {
      throw .usage("--script-file: '\(path)' cannot be read as UTF-8 text")
    }
    return text
  }

  /// The characters the scene has: the picture's frame, the controls line above and the
  /// status lines below take the rest.
  struct Room {
    var columns: Int
    var rows: Int
    /// Lines that are not the picture: the controls, the frame's two borders, two
    /// status lines and the line with the speeds' legend and the timing.
    static let chrome = 6

    func art(for scene: LiveScene) -> AsciiArt {
      scene.art(columns: columns - 2, rows: rows - Room.chrome)
    }
  }
}

/// One step of a script.
enum ScriptEvent: Equatable {
  case input(LiveInput)
  case wait(Double)
  case settle
  case show

  /// The most events a script may hold, and the most simulated time it may take.
  static let mostEvents = 100_000
  static let mostSeconds: Double = 600

  static let vocabulary =
    "up, down, left, right, space (each may end in *N), press X,Y, move X,Y, lift X,Y, "
    + "wheel-up X,Y, wheel-down X,Y, wait S, settle, show"

  static func parse(_ text: String) throws(CommandError) -> [ScriptEvent] {
    let withoutComments = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      line in
      line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
        ?? ""
    }.joined(separator: " ")
    let words = withoutComments.split(whereSeparator: {
      $0 == " " || $0 == ";" || $0 == "\t" || $0 == "\r"
    })
    .map(String.init)
    var events: [ScriptEvent] = []
    var seconds: Double = 0
    var index = 0
    func fail(_ why: String) -> CommandError {
      .usage("script, word \(index + 1): \(why); the events are \(vocabulary)")
    }
    func point(_ word: String?) throws(CommandError) -> CGPoint {
      let parts = (word ?? "").split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite,
        abs(x) <= 1e5, abs(y) <= 1e5
      else {
        throw fail("'\(words[index])' needs a point in the scene's points, like 80,250")
      }
      return CGPoint(x: x, y: y)
    }
    while index < words.count {
      let word = words[index].lowercased()
      var name = word
      var count = 1
      if let star = word.firstIndex(of: "*") {
        name = String(word[..<star])
        guard let n = Int(word[word.index(after: star)...]), (1...10_000).contains(n) else {
          throw fail("'\(words[index])': the count after * must be from 1 to 10000")
        }
        count = n
      }
      let keys: [String: LiveInput] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "space": .release,
      ]
      var step: [ScriptEvent]
      var consumed = 1
      if let key = keys[name] {
        step = Array(repeating: .input(key), count: count)
        seconds += Double(count) / 60
      } else {
        guard count == 1 else { throw fail("only a key may repeat with *, not '\(name)'") }
        switch name {
        case "press", "move", "lift", "wheel-up", "wheel-down":
          let at = try point(index + 1 < words.count ? words[index + 1] : nil)
          consumed = 2
          let input: LiveInput =
            switch name {
            case "press": .press(at)
            case "move": .move(at)
            case "lift": .lift(at)
            default: .wheel(up: name == "wheel-up", at: at)
            }
          step = [.input(input)]
          seconds += 1.0 / 60
        case "wait":
          let text = index + 1 < words.count ? words[index + 1] : ""
          guard let value = Double(text), value > 0, value <= 60 else {
            throw fail("'wait' needs seconds, more than 0 and at most 60, like 'wait 0.5'")
          }
          consumed = 2
          step = [.wait(value)]
          seconds += value
        case "settle":
          step = [.settle]
          seconds += 10
        case "show": step = [.show]
        default: throw fail("there is no event '\(words[index])'")
        }
      }
      events += step
      guard events.count <= mostEvents else {
        throw fail("a script may have at most \(mostEvents) events")
      }
      guard seconds <= mostSeconds else {
        throw fail(
          "a script may last at most \(Int(mostSeconds)) seconds (each settle counts 10)")
      }
      index += consumed
    }
    return events
  }
}

/// Runs a script: no terminal, no clock; time moves a frame per input.
enum ScriptPlayer {
  static func run(
    _ entry: LiveSceneEntry, events: [ScriptEvent], room: PlayCommand.Room, session: Session
  ) -> ExitCode {
    let scene = entry.make()
    let art = room.art(for: scene)
    let frame = 1.0 / 60
    var frameNumber = 0
    var time: Double { Double(frameNumber) * frame }
    func report(_ label: String) {
      session.console.out(String(format: "%7.3f s  ", time) + label)
      for line in scene.status {
        // Kept as it is when it fits (the scenes align their lines with spaces).
        let room = max(20, room.columns - 11)
        for piece in line.count <= room ? [line] : wrap(line, width: room) {
          session.console.out("           " + piece)
        }
      }
    }
    func show() {
      session.console.out(scene.figure(art: art).rendered(width: room.columns))
    }
    func passFrames(_ count: Int) {
      for _ in 0..<count {
        frameNumber += 1
        scene.advance(to: time)
      }
    }
    session.console.out(
      "play \(entry.name), scripted: \(events.count) events (\(ScreenSpeed.legend))")
    report("start")
    for event in events {
      switch event {
      case .input(let input):
        scene.handle(input, at: time)
        passFrames(1)
        report(describe(input))
      case .wait(let seconds):
        passFrames(Int((seconds * 60).rounded()))
        report(String(format: "waited %g s", seconds))
      case .settle:
        var waited = 0
        while !scene.isAtRest, waited < 600 {
          passFrames(1)
          waited += 1
        }
        report(
          scene.isAtRest
            ? "settled after \(waited) frames" : "still moving after 10 s; stopped waiting")
      case .show: show()
      }
    }
    if events.last != .show { show() }
    return .success
  }

  static func describe(_ input: LiveInput) -> String {
    func at(_ point: CGPoint) -> String {
      String(format: "%g,%g", Double(point.x), Double(point.y))
    }
    switch input {
    case .up: return "up"
    case .down: return "down"
    case .left: return "left"
    case .right: return "right"
    case .release: return "space"
    case .press(let point): return "press \(at(point))"
    case .move(let point): return "move \(at(point))"
    case .lift(let point): return "lift \(at(point))"
    case .wheel(let up, let point): return (up ? "wheel-up " : "wheel-down ") + at(point)
    }
  }
}
