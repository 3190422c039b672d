import BookChapters
import Classroom
import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import WorkbookCLI

// The three full screens (the pager, watch, the live player) driven by keys through the
// one full-screen loop, as a terminal would drive them: each frame they draw is kept, and
// the terminal must be put back however they end.

/// A terminal that sends `keys`, one read each (nil: a wait with nothing typed), then
/// ends its input; what the screen writes goes to the recording.
@MainActor private func terminal(_ keys: [[Terminal.Key]?]) -> (FullScreenIO, ScreenRecording) {
  let recording = ScreenRecording()
  let screen = FullScreenIO.playing(keys.map { $0.map(FullScreenIO.bytes) }, into: recording)
  return (screen, recording)
}

/// The text a frame shows, without its escape sequences.
private func shown(_ frame: String) -> String { TerminalFit.visibleText(frame) }

@MainActor @Suite struct PagerScreenTests {
  /// The status lines of the frames (the pager's last row).
  func statuses(_ recording: ScreenRecording) -> [String] {
    recording.frames.compactMap { frame in
      frame.firstMatch(of: /page (\d+) of (\d+)/).map { "\($0.1)/\($0.2)" }
    }
  }

  @Test func nextBackAndQuitTurnThePages() {
    let (screen, recording) = terminal([[.space], [.space], [.character("b")], [.character("q")]])
    let run = workbook(["chapter2", "--step"], screen: screen)
    #expect(run.status == 0)
    let pages = statuses(recording).map { $0.split(separator: "/")[0] }
    #expect(pages == ["1", "2", "3", "2"], "\(statuses(recording))")
    #expect(recording.frames.first == Terminal.Escape.enterAlternateScreen)
    #expect(recording.restored && recording.frames.last == Terminal.Escape.leaveAlternateScreen)
    #expect(run.out.isEmpty, "the pages go to the screen, not to standard output")
  }

  /// On a terminal that takes keys, a chapter is paged unless `--print` asks for it all.
  @Test func aChapterOnATerminalIsPagedUnlessPrinted() {
    let (screen, recording) = terminal([[.character("q")]])
    let paged = workbook(["chapter2"], screen: screen)
    #expect(paged.status == 0 && paged.out.isEmpty)
    #expect(statuses(recording).first?.hasPrefix("1/") == true, "\(statuses(recording))")
    let (other, unused) = terminal([[.character("q")]])
    let printed = workbook(["chapter2", "--print"], screen: other)
    #expect(printed.status == 0 && printed.out.contains("Figure 2.1"))
    #expect(unused.frames.isEmpty, "printed, the pager never started")
  }

  @Test func aSearchTypedAtThePromptJumpsToItsPage() {
    let keys: [[Terminal.Key]?] =
      [[.character("/")]] + "shadow".map { [.character($0)] } + [[.enter], [.escape], nil]
    let (screen, recording) = terminal(keys)
    #expect(workbook(["chapter2", "--step"], screen: screen).status == 0)
    // The prompt is drawn as it is typed, on the status line.
    #expect(recording.frames.contains { shown($0).hasSuffix("/shadow_") })
    let afterSearch = recording.frames.last { $0.contains("page ") } ?? ""
    #expect(!afterSearch.contains("page 1 of"), "the search moved on from the first page")
    #expect(shown(afterSearch).lowercased().contains("shadow"))
    #expect(recording.restored)
  }

  @Test func theKeysPageClosesOnAnyKeyAndASectionNumberJumps() {
    let (screen, recording) = terminal([
      [.character("?")], [.character("x")], [.character("2")], [.enter], [.character("q")],
    ])
    #expect(workbook(["chapter2", "--step"], screen: screen).status == 0)
    let texts = recording.frames.map(shown)
    #expect(texts.contains { $0.contains("keys; any key goes back") })
    #expect(texts.last { $0.contains("section ") }?.contains("section 2 of") == true)
    #expect(recording.restored)
  }
}

@MainActor @Suite struct WatchScreenTests {
  @Test func keysShowAHintAndMoveToTheNextExercise() throws {
    withTemporaryFolder { folder in
      let (screen, recording) = terminal([[.character("h")], [.character("n")], [.character("q")]])
      let run = workbook(["watch", "1.2"], state: folder, screen: screen)
      #expect(run.status == 0)
      let texts = recording.frames.map(shown)
      #expect(
        texts.count == 6,
        "the way in, the first frame, one a key (n: checking, then 1.3, checked), the way out")
      #expect(texts[1].hasPrefix("Exercise 1.2: A round window"))
      #expect(texts[2].contains("Hint 1 of 3:"))
      #expect(texts[3].contains("checking"))
      #expect(texts[4].contains("Exercise 1.3:") && !texts[4].contains("Not checked yet"))
      #expect(recording.restored && recording.frames.last == Terminal.Escape.leaveAlternateScreen)
    }
  }

  @Test func aSavedFileIsCheckedAndTheScreenDrawnAgain() throws {
    try withTemporaryFolder { folder in
      // A chapter whose folder is a temporary one, so the test saves its own copy of the
      // student's file.
      let exercise = WorkbookTool.chapters[0].exercises[0]
      let chapter = try holesChapter(in: folder) { $0.id == exercise.id ? "// mine\n" : nil }
      let file = exercise.files(in: chapter.directory).starter
      let context = Context(chapters: [chapter], stateDirectory: folder)
      var checks = 0
      var watcher = Watcher(context: context, start: 0) { _, _ in
        checks += 1
        return Watcher.Outcome(passed: false, message: "a typo on line 3", figure: nil, printed: [])
      }
      let recording = ScreenRecording()
      var reads = 0
      let io = FullScreenIO.playing([], into: recording)
      let keys = FullScreenIO(
        enter: io.enter, restore: io.restore, write: io.write,
        readKeys: { _ in
          reads += 1
          switch reads {
          case 1: return nil  // the first wait: the check as it starts
          case 2:
            // The student saves while the screen waits.
            try? Data("// mine, saved\n".utf8).write(to: file)
            return nil
          case 3: return FullScreenIO.bytes([.character("q")])
          default: return []
          }
        })
      let console = Console(out: { _ in }, err: { _ in }, takesKeys: true, fullScreen: keys)
      let session = try Session(
        WatchCommand.command, invokedAs: "watch", words: [], console: console, context: context)
      WatchCommand.live(&watcher, session: session)
      #expect(checks == 2, "one check as it starts, one for the save")
      let texts = recording.frames.map(shown)
      #expect(texts.contains { $0.contains("saved: checking \(exercise.id)") })
      #expect(texts.dropLast().last?.contains("FAIL: a typo on line 3") == true, "\(texts)")
      #expect(recording.restored)
    }
  }
}

@MainActor @Suite struct PlayerScreenTests {
  @Test func aKeyMovesTheSceneAndQQuits() {
    let waits: [[Terminal.Key]?] = Array(repeating: nil, count: 6)
    let (screen, recording) = terminal(waits + [[.down]] + waits + [[.character("q")]])
    let run = workbook(["play", "pizza"], screen: screen)
    #expect(run.status == 0)
    #expect(recording.frames.first == Terminal.Escape.enterLiveScreen)
    #expect(recording.restored && recording.frames.last == Terminal.Escape.leaveLiveScreen)
    // The scene's status lines (all but the timing line at the bottom) before and after.
    func scene(_ frame: String) -> String {
      shown(frame).components(separatedBy: ScreenSpeed.legend)[0]
    }
    let drawn = recording.frames.filter { $0.hasPrefix(Terminal.Escape.home) }.map(scene)
    #expect(drawn.count >= 2)
    #expect(Set(drawn).count > 1, "the key changed what is drawn")
    #expect(run.out.hasPrefix("played pizza for "), "the summary, after the terminal is back")
  }
}
