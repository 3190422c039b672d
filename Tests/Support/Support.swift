import Classroom
import Foundation
import Terminal
import Workbook
import WorkbookCLI

// What the test targets share: temporary folders that are always removed, the programs
// `swift build` made beside the tests, an exercise program run as `check` runs it, and
// `workbook-run` run in-process with its output captured.

/// The project's own switch for the proofs too slow for a student's `swift test`,
/// `WORKBOOK_THOROUGH=1` (`.ci/run` sets it): every chapter paged at every terminal size
/// and in colour, every chapter at every width, every untouched starter proven. Without
/// it, each of those tests takes a sample (one chapter, one size) and the suite stays
/// fast.
public nonisolated let thorough = ProcessInfo.processInfo.environment["WORKBOOK_THOROUGH"] == "1"

/// The package's root folder, from this file's place in `Tests/Support/`: the chapters, the
/// goldens and `book.md` the tests read.
public nonisolated let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A new folder's address in the temporary folder (not created); the caller removes it,
/// or uses `withTemporaryFolder`.
nonisolated public func temporaryFolder() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "workbook-test-\(UUID().uuidString)")
}

/// Runs `body` with a new, existing temporary folder, and removes it however `body` ends.
nonisolated public func withTemporaryFolder<T>(_ body: (URL) throws -> T) rethrows -> T {
  let folder = temporaryFolder()
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

/// A program SwiftPM built beside this test bundle (`workbook-run`, `RoundHoleExercise`).
public func builtProduct(_ name: String) -> URL? {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<5 {
    let candidate = folder.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder = folder.deletingLastPathComponent()
  }
  return nil
}

/// An exercise's program, as `swift build` made it.
public func exerciseProgram(_ exercise: Exercise) -> URL? {
  builtProduct("\(exercise.name)Exercise")
}

/// Checks an exercise's program as `workbook-run check` does: the check here, the
/// student's functions in the program; nil if the program could not be judged (it
/// crashed, looped or sent something that is not an answer).
public func runExerciseProgram(_ program: URL, _ exercise: Exercise) throws -> CheckResult? {
  ExerciseRunner.check(program: program, exercise)
}

/// What a command printed, and its exit status.
public struct Run: Sendable {
  public var status: Int32 = 0
  public var out = ""
  public var err = ""
  public var binary = Data()
  /// Standard error with its lines run together: what a message says, however it was
  /// wrapped to the terminal.
  public var message: String { err.replacingOccurrences(of: "\n", with: " ") }
}

private final class Capture: @unchecked Sendable {
  var run = Run()
}

/// Runs `workbook-run` in-process with `arguments` and `input` as standard input, at 80
/// columns and 40 lines unless the environment says otherwise. Exercises run in child
/// processes of `program` (none by default: the test runner itself must never be started
/// as one), and progress goes to `state` (a fresh temporary folder by default, removed
/// afterwards, never the student's own). With `screen`, the console is a terminal that
/// takes keys, and a full screen (pager, watch, player) reads and draws through it.
@MainActor public func workbook(
  _ arguments: [String], input: [String] = [], terminal: Bool = false, program: URL? = nil,
  state: URL? = nil, environment: [String: String] = [:], chapters: [Chapter]? = nil,
  packageRoot: URL? = nil, screen: FullScreenIO? = nil
) -> Run {
  let capture = Capture()
  var lines = input.makeIterator()
  let bytes = Data(input.map { $0 + "\n" }.joined().utf8)
  let console = Console(
    out: { capture.run.out += $0 + "\n" },
    err: { capture.run.err += $0 + "\n" },
    binary: { capture.run.binary.append($0) },
    isTerminal: terminal || screen != nil, takesKeys: screen != nil,
    readLine: { lines.next() },
    readInput: { limit in bytes.prefix(limit) }, fullScreen: screen ?? .none)
  let ownState = state == nil ? temporaryFolder() : nil
  defer { if let ownState { try? FileManager.default.removeItem(at: ownState) } }
  var context = Context(
    chapters: chapters ?? WorkbookTool.chapters, packageRoot: packageRoot, program: program,
    stateDirectory: state ?? ownState)
  // swift test has built every exercise program already; building inside it would wait
  // for its own lock.
  context.environment["WORKBOOK_NO_BUILD"] = "1"
  // Text is fitted to the terminal; tests read it at a known width.
  context.environment["COLUMNS"] = context.environment["COLUMNS"] ?? "80"
  context.environment["LINES"] = context.environment["LINES"] ?? "40"
  context.environment.merge(environment) { $1 }
  capture.run.status = WorkbookTool.run(arguments, console: console, context: context)
  return capture.run
}
