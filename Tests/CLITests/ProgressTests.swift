import BookChapters
import Classroom
import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter ProgressTests`.
@Suite struct ProgressTests {}

// Progress is kept by exercise name, and a pass once earned stays earned. Each test works
// in a temporary state folder (and, where it runs commands that touch files, a chapter
// folder of its own), never the student's.

private let holes = WorkbookTool.chapters[0]
private let roundHole = holes.exercises[1]

/// A pass recorded on a known day, whatever the time zone.
private let earnedOnNovember26: StudentProgress.Entry = {
  var entry = StudentProgress.Entry()
  entry.earned = true
  entry.firstPassed = "2026-11-26T10:00:00+01:00"
  entry.lastCheck = .pass
  return entry
}()

extension ProgressTests {
  @Test func aPassIsKeptWithItsFirstDateWhateverLaterChecksSay() throws {
    var entry = StudentProgress.Entry()
    #expect(entry.passedOn == nil && entry.status(untouched: false) == nil)
    entry.record(passed: false, at: Date(timeIntervalSince1970: 0))
    #expect(!entry.earned && entry.firstPassed == nil && entry.lastCheck == .fail)
    let first = Date(timeIntervalSince1970: 1_795_000_000)
    entry.record(passed: true, at: first)
    #expect(entry.earned && entry.lastCheck == .pass)
    #expect(entry.firstPassed == StudentProgress.stamp(first))
    #expect(entry.status(untouched: false) == "passed on \(entry.firstPassedDay!)")
    // A typo later: failing now, passed still, on the same day as before.
    entry.record(passed: false, at: first.addingTimeInterval(86_400 * 3))
    #expect(entry.earned && entry.lastCheck == .fail)
    #expect(entry.firstPassed == StudentProgress.stamp(first))
    #expect(
      entry.status(untouched: false) == "passed on \(entry.firstPassedDay!); your file fails now")
    #expect(
      entry.status(untouched: true)
        == "passed on \(entry.firstPassedDay!); your file is the starter again")
    // Passing again later does not move the date of the first pass.
    entry.record(passed: true, at: first.addingTimeInterval(86_400 * 9))
    #expect(
      entry.firstPassed == StudentProgress.stamp(first) && entry.since(untouched: false) == nil)
    // The stamp is the student's own day: its first ten characters are a date.
    #expect(entry.firstPassedDay?.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
  }

  @Test func progressIsKeptByNameSoRenumberingKeepsEveryPass() throws {
    var progress = StudentProgress()
    progress[roundHole] = earnedOnNovember26
    // An exercise inserted before it: RoundHole becomes 1.3, and 1.2 is another exercise.
    let renumbered = roundHole.numbered("1.3", name: roundHole.name) { _, body in body() }
    let inserted = roundHole.numbered("1.2", name: "InsertedHole") { _, body in body() }
    #expect(progress[renumbered].earned)
    #expect(!progress[inserted].earned)
    try withTemporaryFolder { folder in
      try ProgressStore(directory: folder).save(progress)
      let text = try String(
        contentsOf: folder.appendingPathComponent("progress.json"), encoding: .utf8)
      #expect(text.contains("\"RoundHole\"") && !text.contains("\"1.2\""), "\(text)")
      #expect(text.contains("\"version\" : 2"))
      #expect(ProgressStore(directory: folder).load().progress == progress)
    }
  }

  @Test func aProgressFileKeptByNumbersIsConvertedOnceAndKept() throws {
    try withTemporaryFolder { folder in
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let old = """
        {
          "exercises" : {
            "1.2" : { "hintsSeen" : 2, "passed" : true },
            "1.3" : { "hintsSeen" : 1, "passed" : false },
            "9.9" : { "hintsSeen" : 0, "passed" : true }
          },
          "version" : 1
        }
        """
      let file = folder.appendingPathComponent("progress.json")
      try Data(old.utf8).write(to: file)
      let store = ProgressStore(
        directory: folder, exercises: WorkbookTool.chapters.flatMap(\.exercises))
      let (progress, note) = store.load()
      let round = progress[name: "RoundHole"]
      #expect(round.earned && round.lastCheck == .pass && round.hintsSeen == 2)
      #expect(round.firstPassed == nil && round.passedOn == "passed", "no date was kept then")
      let pattern = progress[name: "PatternCut"]
      #expect(!pattern.earned && pattern.hintsSeen == 1)
      #expect(Set(progress.exercises.keys) == ["RoundHole", "PatternCut"])
      #expect(note?.contains("now kept by exercise name") == true, "\(note ?? "no note")")
      #expect(note?.contains("9.9 names no exercise now") == true, "\(note ?? "no note")")
      // The old file is kept as it was; the new one is written by name, once.
      #expect(try String(contentsOf: store.numberedFile, encoding: .utf8) == old)
      let again = store.load()
      #expect(again.note == nil && again.progress == progress)
      #expect(try String(contentsOf: file, encoding: .utf8).contains("\"RoundHole\""))
    }
  }

  @Test func aProgressFileFromANewerWorkbookIsMovedAsideAndSaidSo() throws {
    try withTemporaryFolder { folder in
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(#"{"version": 3, "exercises": {}}"#.utf8).write(
        to: folder.appendingPathComponent("progress.json"))
      let (progress, note) = ProgressStore(directory: folder).load()
      #expect(progress == StudentProgress())
      #expect(note?.contains("newer workbook") == true)
      #expect(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("progress.unreadable.json").path))
      // A second unreadable file does not replace the first.
      try Data("not json".utf8).write(to: folder.appendingPathComponent("progress.json"))
      let (_, second) = ProgressStore(directory: folder).load()
      #expect(second?.contains("could not be read as progress") == true)
      #expect(second?.contains("progress.unreadable-2.json") == true)
      #expect(
        try String(
          contentsOf: folder.appendingPathComponent("progress.unreadable.json"), encoding: .utf8
        ).contains("\"version\": 3"))
    }
  }
}

/// A chapter like Chapter 1 in a folder of its own (`Exercises/` and `Starters/`), so a
/// test writes its own student files there: RoundHole's starter is "the starter", and
/// `studentFiles` says what each exercise's file holds (none if not given).
func holesChapter(in folder: URL, studentFiles: (Exercise) -> String? = { _ in nil }) throws
  -> Chapter
{
  let directory = folder.appendingPathComponent("Chapters/\(holes.moduleName)")
  for sub in ["Exercises", "Starters"] {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(sub), withIntermediateDirectories: true)
  }
  try Data("the starter".utf8).write(
    to: directory.appendingPathComponent("Starters/RoundHole.swift"))
  for exercise in holes.exercises {
    guard let text = studentFiles(exercise) else { continue }
    try Data(text.utf8).write(to: exercise.files(in: directory).starter)
  }
  return Chapter(
    number: holes.number, slug: holes.slug, title: holes.title,
    proseFileName: holes.proseFileName,
    sourceFile: directory.appendingPathComponent("Chapter.swift").path,
    examples: [], exercises: holes.exercises)
}

/// A folder standing for where `workbook-run` was built, whose exercise programs all end
/// early (status 3): every check fails, whatever the student's own tree holds.
private func failingPrograms(in folder: URL) throws -> URL {
  let bin = folder.appendingPathComponent("bin")
  try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
  for name in ["workbook-run"] + holes.exercises.map({ "\($0.name)Exercise" }) {
    let file = bin.appendingPathComponent(name)
    try Data("#!/bin/sh\nexit 3\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
  }
  return bin.appendingPathComponent("workbook-run")
}

extension ProgressTests {
  @Test func aFailingCheckAResetAndARestoreNeverTakeAPassAway() throws {
    try withTemporaryFolder { folder in
      let chapter = try holesChapter(in: folder)
      let program = try failingPrograms(in: folder)
      let state = folder.appendingPathComponent("state")
      var progress = StudentProgress()
      progress[roundHole] = earnedOnNovember26
      try ProgressStore(directory: state).save(progress)
      @MainActor func run(_ arguments: [String], input: [String] = []) -> Run {
        workbook(arguments, input: input, program: program, state: state, chapters: [chapter])
      }
      @MainActor func entry() -> StudentProgress.Entry {
        ProgressStore(directory: state).load().progress[roundHole]
      }
      func flat(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      }

      // The file is missing now: the check fails, and says the pass stays.
      let checked = run(["check", "1.2"])
      #expect(checked.status == 1, "the check itself failed")
      let said = flat(checked.out)
      #expect(said.contains("FAIL 1.2 A round window"), "\(said)")
      #expect(said.contains("(passed on 2026-11-26; your file fails now; the pass stays recorded)"))
      #expect(said.contains("0 of 1 passed."))
      #expect(said.contains("counting the passes you earned before: 1 of 1"), "\(said)")
      #expect(entry().earned && entry().lastCheck == .fail)
      #expect(entry().firstPassed == earnedOnNovember26.firstPassed)

      let json = try JSONDecoder().decode(
        CheckCommand.JSONReport.self, from: Data(run(["check", "1.2", "--json"]).out.utf8))
      #expect(json.passed == 0 && json.earned == 1 && json.total == 1)
      #expect(json.exercises.first?.name == "RoundHole" && json.exercises.first?.earned == true)
      #expect(json.exercises.first?.firstPassed == earnedOnNovember26.firstPassed)

      // Counted in the totals, with what stands against it beside it.
      let listed = flat(run([]).out)
      #expect(listed.contains("1/4 exercises"), "\(listed)")
      #expect(listed.contains("1.2 ok, fails now"), "\(listed)")
      #expect(listed.contains("Exercises passed: 1 of 4; next: 1.1"), "\(listed)")
      #expect(
        flat(run(["task", "1.2"]).out).contains(
          "(passed on 2026-11-26; your file fails now; 1 of 4 passed)"))
      #expect(run(["next"]).out.hasPrefix("Exercise 1.1:"), "a pass earned is done")

      // Reset to the starter: still passed, and said so.
      let reset = run(["reset", "1.2", "--yes"])
      #expect(reset.status == 0)
      #expect(
        flat(reset.out).contains("stays passed on 2026-11-26 in your progress"), "\(reset.out)")
      #expect(entry().earned && entry().lastCheck == nil)
      #expect(
        flat(run(["task", "1.2"]).out).contains(
          "(passed on 2026-11-26; your file is the starter again; 1 of 4 passed)"))
      #expect(flat(run([]).out).contains("1.2 ok, reset"))
      // Checking the chapter: the starter is not "not started" when it was passed.
      let chapterRun = flat(run(["check", "chapter1"]).out)
      #expect(
        chapterRun.contains(
          "-- 1.2 A round window (passed on 2026-11-26; your file is the starter again)"),
        "\(chapterRun)")
      #expect(!chapterRun.contains("1.2 A round window (not started)"))

      // Restoring a kept version (none: the starter replaced a missing file) and then
      // writing one: the pass survives both.
      let file = chapter.directory.appendingPathComponent("Exercises/RoundHole.swift")
      try Data("my typo".utf8).write(to: file)
      #expect(run(["reset", "1.2", "--yes"]).status == 0)
      #expect(run(["reset", "1.2", "--restore", "--yes"]).status == 0)
      #expect(try String(contentsOf: file, encoding: .utf8) == "my typo")
      #expect(entry().earned && entry().firstPassed == earnedOnNovember26.firstPassed)
      #expect(flat(run(["task", "1.2"]).out).contains("(passed on 2026-11-26; not checked since;"))
    }
  }

  @Test func watchKeepsAPassWhenTheFileFailsAgainAndSaysSo() throws {
    try withTemporaryFolder { folder in
      var progress = StudentProgress()
      progress[roundHole] = earnedOnNovember26
      try ProgressStore(directory: folder).save(progress)
      let context = Context(chapters: WorkbookTool.chapters, stateDirectory: folder)
      var watcher = Watcher(context: context, start: 1) { _, _ in
        Watcher.Outcome(passed: false, message: "a typo", figure: nil, printed: [])
      }
      watcher.perform(.save)
      let saved = ProgressStore(directory: folder).load().progress[roundHole]
      #expect(saved.earned && saved.lastCheck == .fail)
      #expect(saved.firstPassed == earnedOnNovember26.firstPassed)
      let screen = watcher.screen(style: TerminalStyle(width: 80), rows: 40).joined(separator: "\n")
      #expect(screen.contains("(passed on 2026-11-26; your file "), "\(screen)")
      watcher.perform(.list)
      let list = watcher.screen(style: TerminalStyle(width: 80), rows: 40).joined(separator: "\n")
      #expect(list.contains("> ok  1.2  A round window"), "\(list)")
      #expect(list.contains("(passed on 2026-11-26; your file "), "\(list)")
    }
  }
}
