import BookChapters
import ExerciseAuthoring
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom
@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter ExerciseCommandTests`.
@Suite struct ExerciseCommandTests {}

// These tests hold whatever state the student's exercise files are in: they check the
// shape of the answers, never that a particular exercise passes or fails.

extension ExerciseCommandTests {
  @Test func checkPrintsALinePerExerciseAndRecordsWhatItFound() throws {
    let program = try #require(
      builtProduct("workbook-run"), "workbook-run must be built beside the tests")
    let state = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let run = workbook(["check", "chapter1"], program: program, state: state)
    let lines = run.out.components(separatedBy: "\n")
    var passed = 0
    for id in ["1.1", "1.2", "1.3", "1.4"] {
      let line = lines.first { $0.contains(" \(id)  ") }
      #expect(line != nil, "no line for \(id):\n\(run.out)")
      if line?.hasPrefix("  ok") == true { passed += 1 }
    }
    #expect(run.out.contains("\(passed) of 4 passed"))
    #expect(run.status == (passed == 4 ? 0 : 1))
    let progress = try JSONDecoder().decode(
      ProgressFile.self, from: Data(contentsOf: state.appendingPathComponent("progress.json")))
    #expect(progress.version == 2)
    #expect(
      Set(progress.exercises.keys) == Set(allChapters[0].exercises.map(\.name)),
      "kept by name, every exercise checked")
    #expect(progress.exercises.values.filter { $0.lastCheck == "pass" }.count == passed)
    if passed < 4 {
      // A started exercise that fails says how to get a hint; then the next to work on.
      #expect(
        run.out.contains("Stuck? swift run workbook-run hint") || run.out.contains("hints seen")
          || !run.out.contains("FAIL"))
      #expect(run.out.contains("Next: exercise "))
    }
  }
}

struct ProgressFile: Decodable {
  struct Entry: Decodable {
    let earned: Bool
    let lastCheck: String?
  }
  let version: Int
  let exercises: [String: Entry]
}

extension ExerciseCommandTests {
  @Test(arguments: ["9.9", "chapter9", "nonsense"])
  func checkingSomethingUnknownIsAUsageError(key: String) {
    let run = workbook(["check", key])
    #expect(run.status == 2)
    #expect(run.message.contains("1.1"))
  }

  @Test func hintsGoOneLevelDeeperEachTimeThenPointToTheSolution() {
    let state = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    for level in 1...3 {
      let run = workbook(["hint", "1.2"], state: state)
      #expect(run.status == 0)
      #expect(run.out.hasPrefix("Hint \(level) of 3 for exercise 1.2"))
    }
    let last = workbook(["hint", "1.2"], state: state)
    #expect(last.out.hasPrefix("Hint 3 of 3"))
    // A student edition has no solution to point to, and says so.
    #expect(
      hasSolutions
        ? last.out.contains("Solutions/RoundHoleSolution.swift")
        : last.out.contains("This edition has no reference solutions")
          && !last.out.contains("Solutions/"))
    #expect(workbook(["hint", "1.1"], state: state).out.hasPrefix("Hint 1 of 3"))
  }

  /// `hint` alone gives the hint for the exercise `next` names: the first not passed.
  @Test func hintWithoutAnExerciseTakesTheOneYouAreOn() {
    let run = workbook(["hint"])
    #expect(run.status == 0, "\(run.err)")
    let first = WorkbookTool.chapters.flatMap(\.exercises).first?.id ?? "?"
    #expect(run.out.hasPrefix("Hint 1 of "), "\(run.out)")
    #expect(run.out.contains("for exercise \(first),"), "\(run.out)")
  }

  @Test func hintForAnUnknownExerciseListsTheExercises() {
    let run = workbook(["hint", "7.3"])
    #expect(run.status == 2)
    #expect(run.message.contains("1.1 (EvenOddHole)"))
  }

  @Test func resettingAsksFirstAndChangesNothingWithoutAYes() throws {
    let starter = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Chapters/Chapter1Holes/Exercises/EvenOddHole.swift")
    let before = try Data(contentsOf: starter)
    for input in [["n"], []] {
      let run = workbook(["reset", "1.1"], input: input)
      #expect(run.status == 0)
      #expect(
        run.out.contains("is already the starter") || run.out.contains("othing changed"),
        "\(run.out)"
      )
    }
    #expect(try Data(contentsOf: starter) == before)
  }

  @Test func restoringKeepsTheStudentsVersionAndNeverOverwritesABackup() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let starter = folder.appendingPathComponent("Hole.swift")
    try Data("my work".utf8).write(to: starter)
    let backups = folder.appendingPathComponent("backups")
    let first = ResetCommand.backupURL(for: "Hole", in: backups)
    try ResetCommand.restore(starter: starter, from: Data("starter".utf8), keepingCurrentAt: first)
    #expect(try String(contentsOf: starter, encoding: .utf8) == "starter")
    #expect(try String(contentsOf: first, encoding: .utf8) == "my work")
    // The same name again fails rather than replacing the first backup.
    #expect(throws: (any Error).self) {
      try ResetCommand.restore(
        starter: starter, from: Data("starter".utf8), keepingCurrentAt: first)
    }
    #expect(ResetCommand.backupURL(for: "Hole", in: backups) != first)
  }
}

// Adding an exercise itself is ExerciseList.addExercise's, tested in ExerciseTests on a
// copy of the package's lists.

extension ExerciseCommandTests {
  // Off the main actor: it waits for children, beside the tests that draw.
  @Test nonisolated func childProcessesThatCrashOrHangAreReportedNotFatal() {
    let shell = URL(fileURLWithPath: "/bin/sh")
    guard
      case .crashed(let signal, _, _) = IsolatedRun.run(shell, ["-c", "kill -ILL $$"], timeout: 10)
    else {
      Issue.record("a child killed by SIGILL must be reported as crashed")
      return
    }
    #expect(signal == SIGILL)
    #expect(
      IsolatedRun.describeCrash(
        signal: SIGILL, errors: Data("Fatal error: Index out of range\n".utf8)
      ).contains("Index out of range"))
    guard case .timedOut = IsolatedRun.run(shell, ["-c", "sleep 30"], timeout: 0.5) else {
      Issue.record("a child that does not finish must time out")
      return
    }
    guard case .finished(0, let output, _) = IsolatedRun.run(shell, ["-c", "echo hi"], timeout: 10)
    else {
      Issue.record("a child that finishes must be reported as finished")
      return
    }
    #expect(String(decoding: output, as: UTF8.self) == "hi\n")
  }

  /// A child ends when asked, whatever the thread that started it blocks (Dispatch's
  /// threads block SIGTERM, and a child takes its starter's mask on Linux).
  @Test nonisolated func aChildStartedWhereSIGTERMIsBlockedStillEndsOnIt() {
    var blocked = sigset_t()
    var kept = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &blocked, &kept)
    defer { pthread_sigmask(SIG_SETMASK, &kept, nil) }
    let outcome = IsolatedRun.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "kill -TERM $$; exec sleep 5"], timeout: 4)
    guard case .crashed(let signal, _, _) = outcome else {
      Issue.record("the child did not end on SIGTERM: \(outcome)")
      return
    }
    #expect(signal == SIGTERM)
  }

  @Test func solutionsModeShowsTheGoalsWithoutRunningStudentCode() {
    // The exercises are the chapter's last section.
    let sections = workbook(["chapter1", "--sections"]).out.split(separator: "\n")
    let last = sections.last { $0.contains("Exercises") }?.split(separator: ".").first
    let number = last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?"
    let run = workbook(["chapter1", "--section", number, "--solutions"])
    #expect(run.status == 0)
    #expect(run.out.contains("### Exercise 1.4"))
    #expect(run.out.contains("the goal"))
    #expect(!run.out.contains("yours"))
  }

  @Test func listingShowsExerciseProgressPerChapter() {
    let run = workbook([])
    #expect(run.out.contains("0/4 exercises"))
    #expect(run.out.components(separatedBy: "\n").allSatisfy { $0.count <= 80 })
  }

  // Off the main actor: it waits for children, beside the tests that draw.
  @Test nonisolated func aTimedOutChildTakesItsOwnChildrenWithIt() throws {
    let pidFile = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: pidFile) }
    let shell = URL(fileURLWithPath: "/bin/sh")
    let outcome = IsolatedRun.run(
      shell, ["-c", "sleep 30 & echo $! > '\(pidFile.path)'; wait"], timeout: 0.5)
    guard case .timedOut = outcome else {
      Issue.record("the shell must time out")
      return
    }
    let text = try String(contentsOf: pidFile, encoding: .utf8)
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    usleep(100_000)
    // Gone, or a zombie waiting for whoever inherited it to collect it: not running.
    let ps = Process()
    ps.executableURL = URL(fileURLWithPath: "/bin/ps")
    ps.arguments = ["-o", "stat=", "-p", "\(pid)"]
    let pipe = Pipe()
    ps.standardOutput = pipe
    try ps.run()
    ps.waitUntilExit()
    let state = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      state.isEmpty || state.hasPrefix("Z"), "the grandchild \(pid) is still running: \(state)")
  }

  @Test func aCompileErrorIsNamedByFileLineAndMessage() {
    let root = URL(fileURLWithPath: "/home/student/workbook")
    let output = """
      [3/5] Compiling RoundHoleExercise RoundHole.swift
      /home/student/workbook/Chapters/Chapter1Holes/Exercises/RoundHole.swift:12:3: error: expected ')' in expression list
      10 |   static func roundHolePath(in square: CGRect) -> UIBezierPath {
      error: fatalError
      """
    #expect(
      ExerciseRunner.firstCompilerError(output, root: root)
        == "Chapters/Chapter1Holes/Exercises/RoundHole.swift:12:3: expected ')' in expression list")
    #expect(ExerciseRunner.firstCompilerError("error: fatalError", root: root) == nil)
  }

  @Test func aCrashPointsAtTheStudentsLineNotTheStandardLibrarys() {
    let errors = """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      0      0x000055 _assertionFailure in libswiftCore.so at /build/stdlib/Assert.swift:100:5
      1 [ra] 0x000056 static StudentWork.visibleRows(in:frames:) + 80 in BinarySearchRowsExercise at /home/s/Chapters/Chapter3Layouts/Exercises/BinarySearchRows.swift:14:20
      """
    let sentence = IsolatedRun.describeCrash(
      signal: SIGILL, errors: Data(errors.utf8),
      studentFile: "Chapters/Chapter3Layouts/Exercises/BinarySearchRows.swift")
    #expect(sentence.contains("Fatal error: Index out of range"))
    #expect(!sentence.contains("ContiguousArrayBuffer"))
    #expect(sentence.hasSuffix("at Chapters/Chapter3Layouts/Exercises/BinarySearchRows.swift:14"))
  }

  @Test func whatTheCodePrintedIsShownButKeptShort() {
    #expect(ExerciseRunner.printed(Data("a\nb\n".utf8)) == ["a", "b"])
    #expect(ExerciseRunner.printed(Data()) == [])
    let many = ExerciseRunner.printed(Data((1...20).map(String.init).joined(separator: "\n").utf8))
    #expect(many.count == 9 && many.last == "... (12 more lines)")
  }
}

// MARK: - For instructors: check --json, check --solution, grade

/// False in a student edition, which has no reference solutions.
nonisolated let hasSolutions = !allChapters.contains {
  Answers.isStudentEdition(chapterDirectory: $0.directory)
}

extension ExerciseCommandTests {
  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"))
  func checkSolutionPassesEveryReferenceSolutionAndRecordsNothing() throws {
    let state = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let run = workbook(["check", "--solution"], state: state)
    #expect(run.status == 0, "\(run.out)")
    #expect(run.out.hasPrefix("The reference solutions, checked"))
    let count = allChapters.flatMap(\.exercises).count
    #expect(run.out.contains("\(count) of \(count) passed."))
    #expect(
      !FileManager.default.fileExists(atPath: state.appendingPathComponent("progress.json").path))
  }

  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"))
  func checkJSONGivesEveryExerciseAResultAndNothingElse() throws {
    let run = workbook(["check", "chapter1", "--json", "--solution"])
    let report = try JSONDecoder().decode(
      CheckCommand.JSONReport.self, from: Data(run.out.utf8))
    #expect(report.solutions)
    #expect(report.exercises.map(\.exercise) == allChapters[0].exercises.map(\.id))
    #expect(report.exercises.allSatisfy { $0.result == .pass })
    #expect(report.passed == report.total)
  }
}

// A failed build is said against the student's own file, never the runner's.

extension ExerciseCommandTests {
  @Test func everyStarterDeclaresWhatItsRunnerCalls() throws {
    for chapter in WorkbookTool.chapters {
      for exercise in chapter.exercises {
        let files = exercise.files(in: chapter.directory)
        let starter = try String(contentsOf: files.pristineStarter, encoding: .utf8)
        let declared = BuildDiagnosis.declarations(in: starter)
        #expect(!declared.isEmpty, "nothing found declared in \(exercise.name)'s starter")
        #expect(BuildDiagnosis.mismatch(expected: starter, yours: starter, file: "f") == nil)
        // The runner calls what the starter declares.
        let runner = try String(contentsOf: files.runner, encoding: .utf8)
        for declaration in declared {
          #expect(runner.contains(declaration.name), "\(exercise.id): \(declaration.name)")
        }
      }
    }
  }

  @Test func aRenamedOrRedeclaredFunctionIsNamedAsSuch() {
    let starter = """
      extension StudentWork {
        /// The outline.
        static func roundHolePath(in square: CGRect) -> UIBezierPath {
          UIBezierPath(rect: square)  // { not a body
        }
      }
      """
    let renamed = starter.replacingOccurrences(of: "roundHolePath(", with: "roundHole(")
    let missing = BuildDiagnosis.mismatch(
      expected: starter, yours: renamed, file: "RoundHole.swift")
    #expect(
      missing?.hasPrefix("`roundHolePath(in:)` is missing from RoundHole.swift: did you rename")
        == true, "\(missing ?? "nil")")
    let optional = starter.replacingOccurrences(of: "-> UIBezierPath {", with: "-> UIBezierPath? {")
    let changed = BuildDiagnosis.mismatch(
      expected: starter, yours: optional, file: "RoundHole.swift")
    #expect(
      changed?.contains("yours is `static func roundHolePath(in square: CGRect) -> UIBezierPath?`")
        == true)
    // Another parameter name is the same function to a caller; another label is not.
    let renamedParameter = starter.replacingOccurrences(of: "in square", with: "in box")
    #expect(BuildDiagnosis.mismatch(expected: starter, yours: renamedParameter, file: "f") == nil)
    let relabelled = starter.replacingOccurrences(of: "in square", with: "inside square")
    #expect(BuildDiagnosis.mismatch(expected: starter, yours: relabelled, file: "f") != nil)
    // A multi-line signature and a nested type are read whole.
    let nested = """
      extension StudentWork {
        final class TouchContainer: UIView {
          init(frame: CGRect, largestUndimmedHeight: CGFloat) { super.init(frame: frame) }
        }
        static func layout(
          items: [Int],
          width: CGFloat
        ) -> [CGRect] { [] }
      }
      """
    let found = BuildDiagnosis.declarations(in: nested).map(\.displayName)
    #expect(found == ["TouchContainer", "layout(items:width:)"])
  }

  @Test func aMissingExerciseFileIsSaidToBeMissing() throws {
    let program = try #require(
      builtProduct("workbook-run"), "workbook-run must be built beside the tests")
    try withTemporaryFolder { folder in
      // A chapter like Chapter 1 whose folder holds no exercise files.
      let real = WorkbookTool.chapters[0]
      let directory = folder.appendingPathComponent("Chapters/\(real.moduleName)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let chapter = Chapter(
        number: real.number, slug: real.slug, title: real.title,
        proseFileName: real.proseFileName,
        sourceFile: directory.appendingPathComponent("Chapter.swift").path,
        examples: [], exercises: real.exercises)
      let run = workbook(["check", "1.2"], program: program, chapters: [chapter])
      #expect(run.status == 1)
      let said = run.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(
        said.contains("Chapters/Chapter1Holes/Exercises/RoundHole.swift is missing"), "\(said)")
      #expect(said.contains("`swift run workbook-run reset 1.2` puts the starter back"))
      #expect(!run.out.contains("Run/"), "the runner is not the student's problem")
    }
  }

  @Test func resetListsTheKeptVersionsAndRestoresTheLatest() throws {
    try withTemporaryFolder { folder in
      let real = WorkbookTool.chapters[0]
      let directory = folder.appendingPathComponent("Chapters/\(real.moduleName)")
      for sub in ["Exercises", "Starters"] {
        try FileManager.default.createDirectory(
          at: directory.appendingPathComponent(sub), withIntermediateDirectories: true)
      }
      try Data("the starter".utf8).write(
        to: directory.appendingPathComponent("Starters/RoundHole.swift"))
      let file = directory.appendingPathComponent("Exercises/RoundHole.swift")
      try Data("my work".utf8).write(to: file)
      let chapter = Chapter(
        number: real.number, slug: real.slug, title: real.title,
        proseFileName: real.proseFileName,
        sourceFile: directory.appendingPathComponent("Chapter.swift").path,
        examples: [], exercises: real.exercises)
      let state = folder.appendingPathComponent("state")
      @MainActor func run(_ arguments: [String]) -> Run {
        workbook(arguments, state: state, chapters: [chapter])
      }
      #expect(run(["reset", "--list"]).out.hasPrefix("No versions kept yet"))
      #expect(run(["reset", "1.2", "--restore", "--yes"]).status == 3, "nothing kept to restore")
      #expect(run(["reset", "1.2", "--yes"]).status == 0)
      #expect(try String(contentsOf: file, encoding: .utf8) == "the starter")
      let listed = run(["reset", "--list"]).out
      #expect(listed.contains("1.2 A round window:"))
      #expect(listed.components(separatedBy: "RoundHole-").count == 2, "\(listed)")
      #expect(run(["reset", "1.2", "--restore", "--yes"]).status == 0)
      #expect(try String(contentsOf: file, encoding: .utf8) == "my work")
      // The starter that was there is not kept: it is not the student's.
      #expect(
        run(["reset", "1.1", "--list"]).out.hasPrefix("No versions kept yet of exercise 1.1"))
      #expect(run(["reset", "1.2", "--list"]).out.components(separatedBy: "RoundHole-").count == 2)
      // Their own work is kept whenever it is replaced.
      try Data("more work".utf8).write(to: file)
      #expect(run(["reset", "1.2", "--restore", "--yes"]).status == 0)
      #expect(try String(contentsOf: file, encoding: .utf8) == "my work")
      #expect(run(["reset", "1.2", "--list"]).out.components(separatedBy: "RoundHole-").count == 3)
      #expect(run(["reset"]).status == 2)
    }
  }

  /// A build log whose diagnostics come only as source excerpts still names the student's
  /// file and the compiler's words, not the log's last lines.
  @Test func aCompileErrorWithoutALocationIsSaidAgainstTheStudentsFile() {
    let chapter = WorkbookTool.chapters[0]
    let exercise = chapter.exercises[0]
    let log = """
      [4/8] Emitting module EvenOddHoleExercise
       6 |     let mask = CAShapeLayer(
         |                            `- note: to match this opening '('
       7 |   }
         |   `- error: expected ')' in expression list
       8 | }
      [5/8] Compiling EvenOddHoleExercise RunEvenOddHole.swift
      """
    let said = BuildDiagnosis.message(
      log, exercise: exercise, chapterDirectory: chapter.directory, root: chapter.packageRoot)
    #expect(
      said == "Chapters/Chapter1Holes/Exercises/EvenOddHole.swift: expected ')' in expression list")
  }

  /// A program counts as built from the student's file only while the file holds what was
  /// compiled: a second save, even within the same second and with an older date, makes it
  /// stale, and saving the compiled text back makes it current again.
  @Test func aProgramIsBuiltFromTheFileAsCompiledNotFromItsDate() throws {
    try withTemporaryFolder { folder in
      let source = folder.appendingPathComponent("RoundHole.swift")
      let program = folder.appendingPathComponent("RoundHoleExercise")
      try Data("let radius = 1\n".utf8).write(to: source)
      try Data().write(to: program)
      #expect(!ExerciseRunner.wasBuilt(program, from: source), "nothing recorded yet")
      let compiled = try #require(ExerciseRunner.digest(of: source))
      ExerciseRunner.record(compiled, of: program)
      #expect(ExerciseRunner.wasBuilt(program, from: source))
      let date = try FileManager.default.attributesOfItem(atPath: source.path)[.modificationDate]
      try Data("let radius = 2\n".utf8).write(to: source)
      try FileManager.default.setAttributes(
        [.modificationDate: date as Any], ofItemAtPath: source.path)
      #expect(!ExerciseRunner.wasBuilt(program, from: source), "same date, other text: stale")
      try Data("let radius = 1\n".utf8).write(to: source)
      #expect(ExerciseRunner.wasBuilt(program, from: source))
      #expect(ExerciseRunner.digest(of: folder.appendingPathComponent("missing.swift")) == nil)
    }
  }
}
