import Book
import BookChapters
import Classroom
import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter StudentLoopTests`.
@Suite struct StudentLoopTests {}

// The student's loop: task, next and watch. Progress lives in a temporary state folder,
// never the student's own, and no test depends on whether their exercises pass.

/// The exercise with id `id` (`1.2`), for progress, which is kept by name.
private func exercise(_ id: String) -> Exercise {
  guard let found = WorkbookTool.chapters.flatMap(\.exercises).first(where: { $0.id == id }) else {
    preconditionFailure("there is no exercise \(id)")
  }
  return found
}

/// A state folder whose progress says the exercises `passed` (ids) passed.
private func state(passed: [String], hints: [String: Int] = [:], in folder: URL) throws -> URL {
  var progress = StudentProgress()
  for id in passed { progress[exercise(id)].record(passed: true) }
  for (id, count) in hints { progress[exercise(id)].hintsSeen = count }
  try ProgressStore(directory: folder).save(progress)
  return folder
}

extension StudentLoopTests {
  @Test func taskShowsTheTaskTheFileTheCommandsAndTheGoal() {
    let run = workbook(["task", "1.2"])
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("Exercise 1.2: A round window"))
    #expect(run.out.contains("Your code: Chapters/Chapter1Holes/Exercises/RoundHole.swift"))
    #expect(run.out.contains("swift run workbook-run check 1.2"))
    #expect(run.out.contains("the goal\n+"))
    #expect(workbook(["task", "9.9"]).status == 2)
  }

  @Test func taskShowsTheHintsSeenSoFar() throws {
    try withTemporaryFolder { folder in
      let state = try state(passed: [], hints: ["1.2": 2], in: folder)
      let said = workbook(["task", "1.2", "--columns", "1000"], state: state).out
      let exercise = WorkbookTool.chapters[0].exercises[1]
      #expect(said.contains("Hint 1 of 3: \(exercise.hints[0])"))
      #expect(said.contains("Hint 2 of 3: \(exercise.hints[1])"))
      #expect(!said.contains("Hint 3 of 3"))
      #expect(said.contains("hint 3 of 3"), "says how to get the next one")
    }
  }

  @Test func nextIsTheFirstExerciseNotYetPassed() throws {
    try withTemporaryFolder { folder in
      #expect(workbook(["next"], state: folder).out.hasPrefix("Exercise 1.1:"))
      let some = try state(passed: ["1.1", "1.2", "1.4"], in: folder)
      #expect(workbook(["next"], state: some).out.hasPrefix("Exercise 1.3:"))
      let ids = WorkbookTool.chapters.flatMap(\.exercises).map(\.id)
      let all = try state(passed: ids, in: folder)
      let done = workbook(["next"], state: all)
      #expect(done.status == 0 && done.out.hasPrefix("All \(ids.count) exercises have passed"))
    }
  }

  @Test func theChapterListGivesTheProgressAcrossTheBook() throws {
    try withTemporaryFolder { folder in
      let state = try state(passed: ["1.1", "2.3"], in: folder)
      let total = WorkbookTool.chapters.flatMap(\.exercises).count
      let said = workbook([], state: state).out
      #expect(said.contains("Exercises passed: 2 of \(total); next: 1.2, A round window."))
    }
  }

  @Test func watchWithoutATerminalAsksForAScript() {
    let run = workbook(["watch"])
    #expect(run.status == 2)
    #expect(run.message.contains("--script"))
    #expect(workbook(["watch", "--script", "h jump"]).status == 2)
  }

  @Test func watchTakesHintsListsAndMovesThroughScriptedKeys() throws {
    try withTemporaryFolder { folder in
      let state = try state(passed: ["1.1"], in: folder)
      let run = workbook(["watch", "--script", "h l l n p q h"], state: state)
      #expect(run.status == 0)
      let screens = run.out.components(separatedBy: "\n--- ")
      #expect(screens.count == 7, "the first screen, then one a step up to q")
      #expect(
        screens[0].hasPrefix("Exercise 1.2: A round window"), "starts at the first not passed")
      #expect(screens[1].contains("Hint 1 of 3:"))
      #expect(screens[2].contains("The exercises") && screens[2].contains("5.5"))
      #expect(screens[3].contains("Exercise 1.2:"), "l again goes back")
      #expect(screens[4].contains("Exercise 1.3:"))
      #expect(screens[5].contains("Exercise 1.2:"))
      #expect(screens[6].trimmingCharacters(in: .whitespacesAndNewlines) == "q", "q ends it")
      let progress = ProgressStore(directory: state).load().progress
      #expect(progress[exercise("1.2")].hintsSeen == 1 && progress[exercise("1.1")].earned)
    }
  }

  @Test func watchShowsThePassAndNGoesOnToTheNextNotPassed() throws {
    try withTemporaryFolder { folder in
      let state = try state(passed: ["1.1", "1.3"], in: folder)
      let context = Context(chapters: WorkbookTool.chapters, stateDirectory: state)
      var passes = false
      var watcher = Watcher(context: context, start: nil) { _, _ in
        Watcher.Outcome(
          passed: passes, message: passes ? "" : "expected a circle", figure: "yours",
          printed: ["hi"]
        )
      }
      #expect(watcher.current.exercise.id == "1.2")
      watcher.perform(.save)
      let failed = watcher.screen(style: TerminalStyle(width: 80), rows: 24).joined(separator: "\n")
      #expect(failed.contains("FAIL: expected a circle") && failed.contains("  | hi"))
      #expect(watcher.current.exercise.id == "1.2")
      passes = true
      watcher.perform(.save)
      // The pass stays on the screen, with the figure; n goes to 1.4 (1.3 has passed).
      #expect(watcher.current.exercise.id == "1.2")
      let passed = watcher.screen(style: TerminalStyle(width: 80), rows: 24).joined(separator: "\n")
      #expect(passed.contains("ok: it passes") && passed.contains("yours"))
      #expect(passed.contains("1.2 passes. Press n for 1.4"))
      #expect(ProgressStore(directory: state).load().progress[exercise("1.2")].earned)
      watcher.perform(.next)
      #expect(watcher.current.exercise.id == "1.4")
      // Without a pass just before, n is the next exercise.
      watcher.perform(.next)
      #expect(watcher.current.exercise.id == "1.5" || watcher.current.exercise.id == "2.1")
    }
  }

  @Test func watchPaintsItsVerdictAndKeepsTheFigureBelowWhatWasPrinted() throws {
    withTemporaryFolder { folder in
      let context = Context(chapters: WorkbookTool.chapters, stateDirectory: folder)
      let figure = (1...10).map { "figure line \($0)" }.joined(separator: "\n")
      var watcher = Watcher(context: context, start: 1) { _, _ in
        Watcher.Outcome(
          passed: false, message: "expected a circle", figure: figure,
          printed: (1...40).map { "printed \($0)" })
      }
      watcher.perform(.check)
      var colour = TerminalStyle(width: 80)
      colour.colored = true
      let screen = watcher.screen(style: colour, rows: 24)
      #expect(screen.count == 24)
      #expect(screen.contains { $0.hasPrefix(Terminal.Escape.paint("FAIL", .fail, colored: true)) })
      #expect(screen.contains("figure line 10"), "the figure's foot is on the screen")
      // What is left out is counted in the lines the code printed.
      let shown = screen.filter { $0.hasPrefix("  | printed ") }.count
      #expect(shown > 0)
      #expect(screen.contains("  ... (\(40 - shown) more lines your code printed)"), "\(screen)")
      // The check keeps the first 8 and counts the rest: the count goes on from there.
      let kept = (1...8).map { "printed \($0)" } + ["... (192 more lines)"]
      #expect(
        Watcher.printedLines(kept, width: 80, room: 6) == [
          "your code printed:", "  | printed 1", "  | printed 2", "  | printed 3",
          "  | printed 4", "  ... (196 more lines your code printed)",
        ])
      #expect(
        Watcher.printedLines(["one"], width: 80, room: 2) == ["your code printed:", "  | one"])
      let plain = watcher.screen(style: TerminalStyle(width: 80), rows: 24).joined()
      #expect(!plain.contains("\u{1B}"), "no colour on a plain terminal")
    }
  }

  /// watch's list of exercises, longer than the screen, shows those around the current
  /// one and says how many more are above and below.
  @Test func aListLongerThanTheScreenShowsTheCurrentOneAndCountsTheRest() {
    let entries = (1...24).map { ["exercise \($0)"] }
    #expect(Watcher.window(entries, around: 0, lines: 30).count == 24)
    let end = Watcher.window(entries, around: 23, lines: 10)
    #expect(end.count == 10 && end.first == "  (15 more above)" && end.last == "exercise 24")
    let middle = Watcher.window(entries, around: 11, lines: 10)
    #expect(middle.count == 10 && middle.contains("exercise 12"))
    #expect(middle.first?.hasSuffix("more above)") == true)
    #expect(middle.last?.hasSuffix("more below)") == true)
  }

  @Test func watchShowsTheWholeTaskAndOffersAnExerciseWhoseFileWasSaved() throws {
    try withTemporaryFolder { folder in
      // Chapter 1 in a folder of its own, with each exercise's file.
      let chapter = try holesChapter(in: folder) { "// \($0.name)\n" }
      let real = WorkbookTool.chapters[0]
      let directory = chapter.directory
      let context = Context(chapters: [chapter], stateDirectory: folder)
      var checked: [String] = []
      var watcher = Watcher(context: context, start: 0) { _, exercise in
        checked.append(exercise.id)
        return Watcher.Outcome(passed: false, message: "not yet", figure: nil, printed: [])
      }
      watcher.takeSnapshot()
      watcher.perform(.task)
      let task = watcher.screen(style: TerminalStyle(width: 80), rows: 40).joined(separator: "\n")
      #expect(task.contains("(any key: back)") && task.contains("Your code:"))
      #expect(watcher.filesChanged() == .nothing)
      // A save to 1.2's file while 1.1 is watched: said, and w watches 1.2, checked.
      let other = real.exercises[1]
      try Data("// saved\n".utf8).write(to: other.files(in: directory).starter)
      #expect(watcher.filesChanged() == .other)
      let offered = watcher.screen(style: TerminalStyle(width: 80), rows: 24).joined(separator: " ")
      #expect(offered.contains("press w to watch \(other.id) instead"))
      watcher.perform(.switchToSaved)
      #expect(watcher.current.exercise.id == other.id && checked == [other.id])
      // A save to the file watched is this exercise's.
      try Data("// saved again\n".utf8).write(to: other.files(in: directory).starter)
      #expect(watcher.filesChanged() == .current)
    }
  }

  @Test(arguments: [(80, 24), (60, 24), (80, 40)])
  func everyWatchScreenFitsItsTerminal(columns: Int, rows: Int) throws {
    try withTemporaryFolder { folder in
      let ids = WorkbookTool.chapters.flatMap(\.exercises).map(\.id)
      let state = try state(
        passed: [], hints: Dictionary(uniqueKeysWithValues: ids.map { ($0, 3) }), in: folder)
      let context = Context(chapters: WorkbookTool.chapters, stateDirectory: state)
      // A tall comparison figure, as a failing check may give.
      let tall = (0..<40).map { "|row \($0)|" }.joined(separator: "\n")
      var watcher = Watcher(context: context, start: 0) { _, _ in
        Watcher.Outcome(passed: false, message: "no", figure: tall, printed: [])
      }
      let style = TerminalStyle(width: columns)
      for index in ids.indices {
        watcher.move(to: index)
        for checked in [false, true] {
          if checked { watcher.perform(.check) }
          let screen = watcher.screen(style: style, rows: rows)
          #expect(screen.count == rows, "\(ids[index]): \(screen.count) lines")
          #expect(screen.allSatisfy { $0.count <= columns }, "\(ids[index])")
          #expect(
            screen.last?.hasPrefix("c h t l n p q") == true
              || screen.last?.contains("q quit") == true
          )
          #expect(screen[0].hasPrefix("Exercise \(ids[index]):"))
        }
      }
    }
  }

  /// A chapter shown again, or paged, uses the figures it drew before: kept as data, exact,
  /// for any terminal; drawn afresh when the key (this program, the chapter's prose) has
  /// changed.
  @Test func aChapterShownAgainUsesTheFiguresItKept() throws {
    let program = try #require(builtProduct("workbook-run"))
    let chapter = allChapters[0]
    let text = try ChapterText(chapter)
    try withTemporaryFolder { state in
      let context = Context(
        chapters: allChapters, packageRoot: packageRoot, program: program, stateDirectory: state)
      let drawn = FigureCache.figures(of: text, context: context)
      // (Figures compared whole: a failure says which, not every colour of them.)
      func same(_ figures: [String: Figure]?, _ other: [String: Figure]) -> Bool {
        figures == other
      }
      #expect(drawn.count == chapter.examples.count)
      #expect(same(FigureCache.kept(of: text, context: context), drawn), "kept to the bit")
      // Mark what was kept: showing the chapter must show the marks, not draw again.
      defer { Weaver.remember(drawn, of: chapter) }
      let (key, file) = try #require(FigureCache.key(of: text, context: context))
      var marked = drawn
      for id in marked.keys { marked[id]?.caption = "(kept \(id))" }
      FigureArchive.write(marked, to: file, key: key.line)
      #expect(same(FigureCache.figures(of: text, context: context), marked))
      let shown = workbook(
        ["chapter1", "--section", "2", "--solutions", "--columns", "60"], program: program,
        state: state)
      #expect(shown.out.contains("(kept "), "\(shown.out)")
      // Under another key (the prose edited since, say), the kept figures are not used:
      // they are drawn (here, taken from this process's drawing) and kept under the key.
      var other = key
      other.proseBytes += 1
      FigureArchive.write(marked, to: file, key: other.line)
      #expect(FigureCache.kept(of: text, context: context) == nil)
      Weaver.remember(drawn, of: chapter)
      #expect(same(FigureCache.figures(of: text, context: context), drawn))
      #expect(same(FigureCache.kept(of: text, context: context), drawn))
      // A file cut short or not a figure file is drawn over, never trusted.
      try Data((key.line + "\n").utf8 + [1, 2, 3]).write(to: file)
      #expect(FigureCache.kept(of: text, context: context) == nil)
    }
  }
}
