import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom
@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter PlayTests`.
@Suite struct PlayTests {}

/// `play` with a script: what the scene reported after the last event.
private func finalStatus(_ run: Run) -> String {
  // The status lines are indented under each event's time; the last two before the picture.
  let lines = run.out.components(separatedBy: "\n")
  let statusLines = lines.prefix { !$0.hasPrefix("+") }.filter { $0.hasPrefix("           ") }
  return statusLines.suffix(2).map { $0.trimmingCharacters(in: .whitespaces) }
    .joined(separator: " | ")
}

extension PlayTests {
  @Test func aQuickBurstUpwardsIsAFlickToTheTopNotch() {
    let run = workbook(["play", "overlay", "--script", "up*6 space settle"])
    #expect(run.status == 0, "\(run.err)")
    #expect(finalStatus(run).contains("at rest on maximum (240 pt)"), "\(run.out)")
    // On the way: the finger's velocity as the burst gave it, and the spring's target.
    #expect(run.out.contains("let go at -500 pt/s: to maximum (240 pt)"), "\(run.out)")
    // The picture at the end shows the sheet at three quarters of the screen.
    #expect(run.out.contains("+----"))
  }

  @Test func theSameDragHeldStillBeforeLettingGoGoesToTheNearestNotch() {
    let run = workbook(["play", "overlay", "--script", "up*6 wait 0.5 space settle"])
    #expect(run.status == 0)
    #expect(run.out.contains("let go at +0 pt/s: to medium (160 pt)"), "\(run.out)")
    #expect(finalStatus(run).contains("at rest on medium (160 pt)"))
  }

  @Test func pullingBelowTheLowestNotchStretchesTheRubberBandAndSpringsBack() throws {
    let run = workbook(["play", "overlay", "--script", "down*3 space settle"])
    #expect(run.status == 0)
    // Three presses are 30 points of finger; the band gives less than that.
    let heights = run.out.components(separatedBy: "\n").compactMap { line -> Double? in
      guard let range = line.range(of: "height ") else { return nil }
      return Double(line[range.upperBound...].prefix { $0 != " " })
    }
    let lowest = try #require(heights.min())
    #expect(lowest < 80 && lowest > 50, "\(heights)")
    #expect(heights.last == 80)
  }

  @Test func theMouseDragsTheSheetButATouchOnTheMapPassesThrough() {
    let onTheMap = workbook([
      "play", "overlay", "--script", "press 80,100 move 80,60 lift 80,60 settle",
    ])
    #expect(finalStatus(onTheMap).contains("height 80.0 pt"), "\(onTheMap.out)")
    let onTheSheet = workbook([
      "play", "overlay", "--script", "press 80,300 move 80,250 move 80,200 lift 80,200 settle",
    ])
    #expect(onTheSheet.out.contains("height 180.0 pt"), "\(onTheSheet.out)")
    #expect(!finalStatus(onTheSheet).contains("minimum"), "\(onTheSheet.out)")
  }

  @Test func aKeyPressIsASwipeThatSnapsToTheNextPizza() {
    let left = workbook(["play", "pizza", "--script", "down settle show"])
    #expect(left.status == 0)
    #expect(left.out.contains("> left:  pizza  1.00"), "\(left.out)")
    #expect(left.out.contains("  right: pizza  0.00"))
    // Two different pizzas: each half has its own title.
    #expect(left.out.contains("Margherita") && left.out.contains("Pepperoni"))
    let both = workbook(["play", "pizza", "--script", "down settle right down settle"])
    #expect(both.out.contains("> right: pizza  1.00"), "\(both.out)")
    // The same pizza on both sides: one title in the middle.
    let picture = both.out.components(separatedBy: "\n").filter { $0.hasPrefix("|") }
    #expect(picture.filter { $0.contains("Margherita") }.count == 1)
    #expect(!picture.contains { $0.contains("Pepperoni") })
  }

  @Test func scrollingPastTheFirstPizzaBouncesBack() {
    let run = workbook(["play", "pizza", "--script", "up settle"])
    #expect(run.out.contains("pizza -0.") || run.out.contains("pizza -"), "\(run.out)")
    #expect(finalStatus(run).contains("left:  pizza  0.00"), "\(run.out)")
  }

  @Test func theWheelScrollsTheHalfUnderIt() {
    let run = workbook(["play", "pizza", "--script", "wheel-down 240,284 settle"])
    #expect(finalStatus(run).contains("> right: pizza  1.00"), "\(run.out)")
  }

  @Test func aScriptRunsTheSameEveryTime() {
    let script = "up*4 space wait 0.1 press 80,250 move 80,200 lift 80,190 settle show"
    let first = workbook(["play", "overlay", "--script", script])
    let second = workbook(["play", "overlay", "--script", script])
    #expect(first.out == second.out)
  }

  @Test(arguments: [("80", "40"), ("60", "30")])
  func playFitsTheTerminal(columns: String, rows: String) {
    for (scene, script) in [
      ("overlay", "up*6 space wait 0.1 show settle"), ("pizza", "down wait 0.1 show settle"),
    ] {
      let run = workbook(["play", scene, "--script", script, "--columns", columns, "--rows", rows])
      let width = Int(columns) ?? 80
      let long = run.out.components(separatedBy: "\n").filter { $0.count > width }
      #expect(long.isEmpty, "\(scene): \(long)")
      // The picture takes the room there is, and no more.
      let picture = run.out.components(separatedBy: "\n").filter { $0.hasPrefix("|") }
      #expect(picture.count <= 2 * ((Int(rows) ?? 40) - PlayCommand.Room.chrome))
    }
  }

  @Test(arguments: [
    ("upp", "there is no event 'upp'"), ("up*0", "from 1 to 10000"),
    ("wait", "'wait' needs seconds"), ("wait 100", "at most 60"), ("press 10", "needs a point"),
    ("press 1e9,4", "needs a point"), ("left*2 settle*2", "only a key may repeat"),
    (String(repeating: "settle ", count: 61), "at most 600 seconds"),
  ])
  func aWrongScriptSaysWhatWasWrongAndWhatIsValid(script: String, message: String) {
    let run = workbook(["play", "overlay", "--script", script])
    #expect(run.status == 2)
    #expect(run.message.contains(message), "\(run.err)")
    #expect(run.message.contains("the events are up, down"))
  }

  @Test func playNeedsASceneItKnowsAndATerminalToBeLive() {
    let none = workbook(["play"])
    #expect(none.status == 2)
    #expect(none.message.contains("overlay") && none.message.contains("pizza"))
    let unknown = workbook(["play", "table"])
    #expect(unknown.message.contains("there is no scene 'table'"))
    let notATerminal = workbook(["play", "overlay"])
    #expect(notATerminal.status == 2)
    #expect(notATerminal.message.contains("--script"), "\(notATerminal.err)")
    let missing = workbook(["play", "overlay", "--script-file", "/nonexistent/script"])
    #expect(missing.message.contains("there is no file"))
  }

  @Test func aScriptFileMayHaveCommentsAndLines() throws {
    let file = temporaryFolder().appendingPathExtension("txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try "# a flick\nup*6   # six presses\nspace\nsettle\n".write(
      to: file, atomically: true, encoding: .utf8)
    let run = workbook(["play", "overlay", "--script-file", file.path])
    #expect(run.status == 0, "\(run.err)")
    #expect(finalStatus(run).contains("maximum"))
  }
}

// MARK: - The terminal's bytes

extension PlayTests {
  @Test func arrowKeysAndSingleKeysBecomeEvents() {
    var parser = Terminal.Decoder()
    let events = parser.feed(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D kq".utf8))
    #expect(
      events == [
        .key(.up), .key(.down), .key(.right), .key(.left), .key(.space),
        .key(.character("k")), .key(.character("q")),
      ])
    #expect(parser.feed([3]) == [.key(.interrupt)])  // Ctrl-C
    #expect(parser.feed([4]) == [.key(.interrupt)])  // Ctrl-D
    // What the live player and the pager make of them.
    let inputs = events.compactMap { event -> LiveInput? in
      guard case .key(let key) = event else { return nil }
      return LivePlayer.input(key)
    }
    #expect(inputs == [.up, .down, .right, .left, .release, .up])
    #expect(LivePlayer.quits(.character("q")) && LivePlayer.quits(.interrupt))
    #expect(Pager.request(.space) == .next && Pager.request(.pageUp) == .back)
    #expect(Pager.request(.character("q")) == .quit && Pager.request(.character("x")) == nil)
  }

  @Test func aSequenceCutBetweenTwoReadsWaitsForItsEnd() {
    var parser = Terminal.Decoder()
    #expect(parser.feed(Array("\u{1B}".utf8)).isEmpty)
    #expect(parser.hasLoneEscape)
    #expect(parser.feed(Array("[<0;12".utf8)).isEmpty)
    #expect(!parser.hasLoneEscape)
    #expect(parser.feed(Array(";7M".utf8)) == [.mouse(.press, column: 12, row: 7)])
  }

  @Test func sgrMouseReportsBecomePressesMovesLiftsAndWheelSteps() {
    var parser = Terminal.Decoder()
    let bytes = Array(
      "\u{1B}[<0;5;6M\u{1B}[<32;5;4M\u{1B}[<0;5;3m\u{1B}[<64;9;9M\u{1B}[<65;9;9M\u{1B}[<2;1;1M"
        .utf8)
    #expect(
      parser.feed(bytes) == [
        .mouse(.press, column: 5, row: 6), .mouse(.move, column: 5, row: 4),
        .mouse(.lift, column: 5, row: 3), .mouse(.wheelUp, column: 9, row: 9),
        .mouse(.wheelDown, column: 9, row: 9),
      ])
  }

  @Test func garbageAndUnknownSequencesAreIgnored() {
    var parser = Terminal.Decoder()
    var bytes = Array("\u{1B}[12;5~x\u{1B}[<a;b;cM".utf8)
    bytes += [UInt8](repeating: 0x30, count: 5000)
    bytes += Array("\u{1B}[".utf8) + [UInt8](repeating: 0x31, count: 100) + Array("\u{1B}[A".utf8)
    let events = parser.feed(bytes)
    #expect(events.allSatisfy { if case .key = $0 { true } else { false } })
    #expect(events.last == .key(.up))
    #expect(!parser.hasLoneEscape)
  }

  @Test func aBurstOfSamplesGivesAVelocity() {
    var finger = FingerVelocity()
    for step in 0...6 { finger.record(CGFloat(-10 * step), at: Double(step) / 60) }
    #expect(abs(finger.velocity(at: 6.0 / 60) + 600) < 1e-9)
    #expect(finger.velocity(at: 6.0 / 60 + 0.2) == 0)  // held still since
  }

  @Test func pressesReadTogetherAreAFastFingerNotAStill() {
    var finger = FingerVelocity()
    // A drag by the keys: still a frame before the first press, then held for a second.
    finger.record(0, at: -1.0 / 60)
    finger.record(-10, at: 0)
    #expect(finger.velocity(at: 1) == 0)
    // Five more presses arrive in one read: fifty points within the last window.
    for press in 2...6 { finger.record(CGFloat(-10 * press), at: 1) }
    let burst = finger.velocity(at: 1)
    #expect(abs(burst - -50 / CGFloat(finger.window)) < 1e-9)
    // The same presses starting a drag: sixty points since the frame before.
    var fresh = FingerVelocity()
    fresh.record(0, at: 1 - 1.0 / 60)
    for press in 1...6 { fresh.record(CGFloat(-10 * press), at: 1) }
    #expect(abs(fresh.velocity(at: 1) - -60 / CGFloat(1.0 / 60)) < 1e-6)
    // Positions with nothing before them still give a speed: a move within a frame.
    var mouse = FingerVelocity()
    mouse.record(0, at: 2)
    mouse.record(30, at: 2)
    #expect(abs(mouse.velocity(at: 2) - 30 / CGFloat(FingerVelocity.shortestSpan)) < 1e-6)
  }

  @Test func whatTheScreenShowsMovingIsMeasuredOverTheFrameThatShowsIt() {
    let frame = 1.0 / 60
    var speed = FrameSpeed(0, at: 0)
    // Input handled between two frames moves the thing; the next frame shows the jump.
    speed.record(0, at: 0.4 * frame)
    speed.record(10, at: frame)
    #expect(abs(speed.perSecond(at: frame) - 10 / CGFloat(frame)) < 1e-6)
    // Held where it is for a frame: still.
    speed.record(10, at: 2 * frame)
    #expect(speed.perSecond(at: 2 * frame) == 0)
    // Frames skipped (a slow terminal): the distance over the time that really passed.
    speed.record(60, at: 7 * frame)
    #expect(abs(speed.perSecond(at: 7 * frame) - 50 / CGFloat(5 * frame)) < 1e-6)
  }
}

/// Every speed a scripted scene reports, with its sign.
private func speeds(_ run: Run) -> [Double] {
  run.out.components(separatedBy: "\n").flatMap { line -> [Double] in
    line.components(separatedBy: " pt/s").dropLast().compactMap {
      Double($0.split(separator: " ").last ?? "")
    }
  }
}

extension PlayTests {
  @Test func bothScenesWriteSpeedsOneWayAndSaySoOnce() throws {
    let overlay = workbook(["play", "overlay", "--script", "up*6"])
    let pizza = workbook(["play", "pizza", "--script", "down wait 0.05 up wait 0.05"])
    for run in [overlay, pizza] {
      #expect(run.out.components(separatedBy: ScreenSpeed.legend).count == 2, "\(run.out)")
      #expect(!run.out.contains("+ is up"))
    }
    // The finger going up and the sheet it carries up have one sign, the legend's.
    let lastPress = try #require(overlay.out.components(separatedBy: "0.100 s  up").last)
    #expect(lastPress.contains("moving -600 pt/s") && lastPress.contains("finger -500 pt/s"))
    // Down scrolls the pizzas up the screen (negative), Up brings them back down.
    let pizzaSpeeds = speeds(pizza)
    #expect(pizzaSpeeds.contains { $0 < 0 } && pizzaSpeeds.contains { $0 > 0 }, "\(pizza.out)")
    #expect(ScreenSpeed.legend.contains("negative is up"))
  }

  @Test func aSceneAtRestShowsNoSpeed() {
    let pizza = workbook(["play", "pizza", "--script", "down settle"])
    #expect(finalStatus(pizza).contains("left:  pizza  1.00,    +0 pt/s"), "\(pizza.out)")
    let overlay = workbook(["play", "overlay", "--script", "up*6 space settle"])
    #expect(finalStatus(overlay).contains("moving +0 pt/s"), "\(overlay.out)")
  }

  @MainActor @Test func theLiveScreenSaysHowToReadItsSpeedsOnce() throws {
    for (_, entry) in PlayCommand.scenes {
      let scene = entry.make()
      let room = PlayCommand.Room(columns: 60, rows: 24)
      let text = LivePlayer.screen(
        scene, figure: scene.figure(art: room.art(for: scene)), room: room,
        style: TerminalStyle(width: 60), timing: FrameTiming())
      #expect(text.components(separatedBy: ScreenSpeed.legend).count == 2, "\(entry.name)")
    }
  }
}
