import Book
import Foundation
import Terminal
import Workbook

/// Building exercises' programs and running them in child processes (`ProgramSession`): a crash, an endless loop or a compile error becomes that exercise's failure,
/// never the caller's.
public enum ExerciseRunner {
  /// The exercise's program, `<Name>Exercise`, beside this one, as SwiftPM builds it.
  public static func program(_ exercise: Exercise, context: Context) -> URL? {
    context.program.map {
      $0.deletingLastPathComponent().appendingPathComponent("\(exercise.name)Exercise")
    }
  }

  /// Why an exercise's program could not be built: the compiler's first error.
  public struct BuildFailure: Error, Sendable {
    public let message: String
    /// The student's file is not there: nothing was compiled.
    public let fileMissing: Bool
    public init(message: String, fileMissing: Bool = false) {
      self.message = message
      self.fileMissing = fileMissing
    }
  }

  /// Builds the programs of `selection` that are older than their sources, into the
  /// folder this program was built in, one at a time, so that one exercise that does not
  /// compile stops no other: with the compiler alone (`ProgramBuilder`), or with SwiftPM
  /// where that cannot be done. Returns the exercises that failed to build, each with
  /// what a student should read (`BuildDiagnosis`), and those whose file is missing. With
  /// `WORKBOOK_NO_BUILD` set (the tests, which build everything first), nothing is built.
  public static func build(_ selection: [(Chapter, Exercise)], context: Context) -> [String:
    BuildFailure]
  {
    // A student's file that is not there is said as such, built or not.
    var failures: [String: BuildFailure] = [:]
    for (chapter, exercise) in selection {
      let file = exercise.files(in: chapter.directory).starter
      guard !FileManager.default.fileExists(atPath: file.path) else { continue }
      failures[exercise.id] = BuildFailure(
        message: BuildDiagnosis.missingFile(
          BuildDiagnosis.relative(file, to: chapter.packageRoot), exercise: exercise),
        fileMissing: true)
    }
    guard context.environment["WORKBOOK_NO_BUILD"] == nil, let me = context.program,
      let root = context.packageRoot
    else { return failures }
    let stale = selection.filter { chapter, exercise in
      failures[exercise.id] == nil
        && !isUpToDate(exercise, in: chapter, context: context, builtWith: me)
    }
    guard !stale.isEmpty else { return failures }
    // The compiler alone, once the engine library is there; SwiftPM otherwise.
    let builder = ProgramBuilder(context: context).flatMap { $0.prepare() == nil ? $0 : nil }
    for (chapter, exercise) in stale {
      // What is about to be compiled: a save during the build must not pass for it.
      let files = exercise.files(in: chapter.directory)
      let compiled = digest(of: files.starter)
      guard let program = program(exercise, context: context) else { continue }
      func failed(_ text: String) {
        failures[exercise.id] = BuildFailure(
          message: BuildDiagnosis.message(
            text, exercise: exercise, chapterDirectory: chapter.directory, root: root))
      }
      switch builder?.build(
        student: files.starter, runner: files.runner, program: program,
        named: "\(exercise.name)Exercise", kit: builder?.kit(of: chapter))
      {
      case .built:
        if let compiled { record(compiled, of: program) }
        continue
      case .failed(let text):
        failed(text)
        continue
      case .notPossible, nil:
        break
      }
      switch buildWithSwiftPM(
        product: "\(exercise.name)Exercise", root: root, me: me, swift: swiftCommand(context))
      {
      case .built:
        // SwiftPM does not relink a program whose inputs did not change: mark it as
        // new, so that the next run need not ask SwiftPM again.
        try? FileManager.default.setAttributes(
          [.modificationDate: Date()], ofItemAtPath: program.path)
        if let compiled { record(compiled, of: program) }
      case .failed(let text): failed(text)
      case .notPossible(let why): failures[exercise.id] = BuildFailure(message: why)
      }
    }
    return failures
  }

  /// `swift build --product PRODUCT` of the package at `root`, with `swift`, into the
  /// folder `me` was built in (its scratch folder and configuration) when that is SwiftPM's.
  static func buildWithSwiftPM(product: String, root: URL, me: URL, swift: String)
    -> ProgramBuilder.Outcome
  {
    let binDirectory = me.deletingLastPathComponent()
    let configuration = binDirectory.lastPathComponent
    let scratch = binDirectory.deletingLastPathComponent().deletingLastPathComponent()
    var arguments = [swift, "build", "--package-path", root.path]
    if ["debug", "release"].contains(configuration),
      FileManager.default.fileExists(atPath: scratch.appendingPathComponent(configuration).path)
    {
      arguments += ["--scratch-path", scratch.path, "-c", configuration]
    }
    let outcome = IsolatedRun.run(
      URL(fileURLWithPath: "/usr/bin/env"), arguments + ["--product", product],
      timeout: Limits.exerciseBuildSeconds, directory: root)
    switch outcome {
    case .finished(0, _, _): return .built
    case .finished(_, let out, let errors):
      return .failed(String(decoding: out + errors, as: UTF8.self))
    case .crashed, .timedOut, .couldNotStart:
      return .notPossible("swift build could not run")
    }
  }

  /// `swift`, or what `WORKBOOK_SWIFT` names.
  public static func swiftCommand(_ context: Context) -> String {
    context.environment["WORKBOOK_SWIFT"] ?? "swift"
  }

  /// A program is up to date when it was built from the student's file as it is now (the
  /// digest recorded beside the program at the build: two saves within the same second,
  /// or one during a build, cannot pass for each other) and it is newer than its runner
  /// and this program (which `swift run` rebuilds whenever the engine or a chapter
  /// changes).
  static func isUpToDate(
    _ exercise: Exercise, in chapter: Chapter, context: Context, builtWith me: URL
  ) -> Bool {
    guard let program = program(exercise, context: context) else { return false }
    let files = exercise.files(in: chapter.directory)
    let modified = ProgramBuilder.modified
    guard let built = modified(program), wasBuilt(program, from: files.starter) else {
      return false
    }
    let sources = [files.starter, files.runner, me]
    return sources.allSatisfy { source in modified(source).map { $0 < built } ?? false }
  }

  /// A digest of a file's bytes (64-bit FNV-1a, in hex); nil if it cannot be read.
  static func digest(of file: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// Where the digest of the student's file a program was built from is kept: beside it.
  static func sourceRecord(of program: URL) -> URL {
    program.deletingLastPathComponent().appendingPathComponent(
      program.lastPathComponent + ".source-digest")
  }

  /// Keeps `digest` as what `program` was built from.
  static func record(_ digest: String, of program: URL) {
    // Without the record the program is only rebuilt next time: nothing is lost.
    try? Data(digest.utf8).write(to: sourceRecord(of: program), options: .atomic)
  }

  /// Whether `program` was built from `source` as it is now.
  static func wasBuilt(_ program: URL, from source: URL) -> Bool {
    guard let recorded = FileManager.default.contents(atPath: sourceRecord(of: program).path),
      let now = digest(of: source)
    else { return false }
    return String(decoding: recorded, as: UTF8.self) == now
  }

  /// "Chapters/.../RoundHole.swift:13:3: expected ')' in expression list", from
  /// compiler output, with the path made relative to the package.
  public static func firstCompilerError(_ text: String, root: URL) -> String? {
    for line in text.components(separatedBy: "\n") {
      guard let range = line.range(of: ": error: ") else { continue }
      var place = String(line[..<range.lowerBound])
      guard place.split(separator: ":").count >= 3 else { continue }
      place = place.replacingOccurrences(of: root.path + "/", with: "")
      return place + ": " + line[range.upperBound...]
    }
    return nil
  }

  public static func lastLines(_ text: String, _ count: Int) -> String {
    text.split(separator: "\n").suffix(count).joined(separator: " / ")
  }

  /// What the student's code printed, without the runtime's report of a crash that
  /// follows it on the same stream (the crash is said in the check's result).
  static func withoutCrashReport(_ data: Data) -> Data {
    let text = String(decoding: data, as: UTF8.self)
    let markers = ["Fatal error: ", "Precondition failed", "*** Signal ", "*** Program crashed"]
    var lines = text.components(separatedBy: "\n")
    if let first = lines.firstIndex(where: { line in markers.contains { line.contains($0) } }) {
      lines.removeSubrange(first...)
    }
    return Data(lines.joined(separator: "\n").utf8)
  }

  /// What the student's code printed, as lines to show (at most `limit`).
  public static func printed(_ data: Data, limit: Int = 8) -> [String] {
    var lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard lines.count > limit else { return lines }
    return lines.prefix(limit) + [leftOutLine(lines.count - limit)]
  }

  /// The last line of `printed` when it left lines out: how many.
  static func leftOutLine(_ count: Int) -> String { "... (\(count) more lines)" }

  /// How many lines `printed` left out, if `line` is the one that says so.
  public static func leftOut(in line: String) -> Int? {
    line.wholeMatch(of: /\.\.\. \((\d+) more lines\)/).flatMap { Int($0.1) }
  }

  /// A check's outcome for a grade book: passed, failed (the code ran and the check said
  /// no), or an error (it did not compile, crashed, looped or ended the program early).
  public enum Verdict: String, Codable, Sendable { case pass, fail, error }

  /// Runs an exercise's program in a child process, its result coming back in a file
  /// of its own: a crash or an endless loop becomes a failed result that says so (an
  /// `error`), and what the student's code printed comes back beside the result, never
  /// inside it.
  ///
  /// - Parameter program: the program to run, if not the one built beside this program.
  public static func checkOutcome(
    _ chapter: Chapter, _ exercise: Exercise, context: Context, buildFailure: BuildFailure?,
    program: URL? = nil
  ) -> (CheckResult, printed: [String], verdict: Verdict) {
    let (result, printed, reported) = runCheck(
      chapter, exercise, context: context, buildFailure: buildFailure,
      program: program ?? Self.program(exercise, context: context))
    return (result, printed, result.passed ? .pass : reported ? .fail : .error)
  }

  /// The check's result, what the code printed, and whether the program itself
  /// reported the result (sealed) rather than this side writing one for it.
  private static func runCheck(
    _ chapter: Chapter, _ exercise: Exercise, context: Context, buildFailure: BuildFailure?,
    program: URL?
  ) -> (CheckResult, [String], reported: Bool) {
    if let buildFailure, buildFailure.fileMissing {
      return (.fail(buildFailure.message + "."), [], false)
    }
    if let buildFailure {
      return (
        .fail(
          "your code does not compile: \(buildFailure.message). Fix it, or "
            + "`swift run workbook-run reset \(exercise.id)` to start over."), [], false
      )
    }
    guard let program, FileManager.default.isExecutableFile(atPath: program.path) else {
      return (
        .fail("the program for exercise \(exercise.id) is not built: run `swift build`"), [], false
      )
    }
    var environment = context.environment
    environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
    let session = ProgramSession(
      program: program, timeout: context.limits.checkSeconds, environment: environment)
    // The check runs here; the student's functions run in their program.
    let result =
      context.freshInputs
      ? Answers.$freshInputs.withValue(UInt64.random(in: .min ... .max)) {
        exercise.check(student: session)
      } : exercise.check(student: session)
    let (failure, printedBytes) = session.finish()
    let shown = printed(withoutCrashReport(printedBytes))
    guard let failure else { return (result, shown, true) }
    return (
      .fail("your code " + describe(failure, chapter, exercise, printedBytes) + "."), shown, false
    )
  }

  /// Checks `exercise` against the functions of an exercise's `program`; nil if the
  /// program could not be judged.
  public static func check(
    program: URL, _ exercise: Exercise, limits: Limits = Context(chapters: []).limits
  ) -> CheckResult? {
    let session = ProgramSession(program: program, timeout: limits.checkSeconds, environment: nil)
    let result = exercise.check(student: session)
    return session.finish().failure == nil ? result : nil
  }

  /// A sentence, after "your code", about why a program could not be judged.
  static func describe(
    _ failure: ProgramSession.Failure, _ chapter: Chapter, _ exercise: Exercise, _ errors: Data
  ) -> String {
    switch failure {
    case .crashed(let signal):
      let starter = exercise.files(in: chapter.directory).starter.path
        .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
      return IsolatedRun.describeCrash(signal: signal, errors: errors, studentFile: starter)
    case .ended(let status):
      let detail = lastLines(String(decoding: errors, as: UTF8.self), 3)
      return "ended the program early (exit status \(status))"
        + (detail.isEmpty ? "" : ": " + detail)
    case .timedOut(let seconds):
      return "did not finish within \(Int(seconds)) seconds, so it was stopped: an endless "
        + "loop? (WORKBOOK_CHECK_TIMEOUT sets the limit)"
    case .misbehaved(let why):
      return "could not be judged: \(why)"
    case .couldNotStart(let why):
      return "could not start: \(why)"
    }
  }

  /// The student's figure beside the goal, their functions run in their program and the
  /// figure drawn here, for a terminal of `style` (coloured if it is; not yet fitted to
  /// its width); if the code does not compile, crashes or loops, a sentence saying so,
  /// wrapped to the style's width, replaces their panel.
  public static func isolatedFigure(
    _ chapter: Chapter, _ exercise: Exercise, context: Context, buildFailure: BuildFailure?,
    style: TerminalStyle
  ) -> String {
    isolatedFigures(
      chapter, exercise, context: context, buildFailure: buildFailure, styles: [style])[0]
  }

  /// `isolatedFigure` for several terminal styles, the program run once.
  public static func isolatedFigures(
    _ chapter: Chapter, _ exercise: Exercise, context: Context, buildFailure: BuildFailure?,
    styles: [TerminalStyle]
  ) -> [String] {
    texts(of: drawing(exercise, context: context, buildFailure: buildFailure), exercise, styles)
  }

  /// `drawn` for each of `styles`: the student's figure beside the goal, or a sentence
  /// (wrapped to the style's width) above the goal, or the goal.
  public static func texts(
    of drawn: ExerciseDrawing, _ exercise: Exercise, _ styles: [TerminalStyle]
  ) -> [String] {
    styles.map { style in
      let goal = ExercisePanels.panel(exercise.figure(.solution), title: "the goal")
        .rendered(colored: style.colored, width: nil, palette: style.palette)
      switch drawn {
      case .figure(let figure):
        return figure.rendered(colored: style.colored, width: nil, palette: style.palette)
          .trimmingCharacters(in: .newlines)
      case .sentence(let sentence):
        return wrap(sentence, width: style.width).joined(separator: "\n") + "\n" + goal
      case .goal:
        return goal
      }
    }
  }

  /// What an exercise shows: the student's figure beside the goal, as a figure with its
  /// colours (so a pager draws it smaller like any other); a sentence in place of theirs;
  /// or the goal alone, when their program is not built.
  public static func drawing(_ exercise: Exercise, context: Context, buildFailure: BuildFailure?)
    -> ExerciseDrawing
  {
    if let buildFailure {
      return .sentence(
        buildFailure.fileMissing
          ? "(\(buildFailure.message))"
          : "(your code does not compile yet: \(buildFailure.message))")
    }
    guard let program = program(exercise, context: context),
      FileManager.default.isExecutableFile(atPath: program.path)
    else { return .goal }
    let kept = KeptDrawing(exercise, program: program, context: context)
    if let figure = kept?.figure() { return .figure(figure) }
    let session = ProgramSession(
      program: program, timeout: context.limits.checkSeconds, environment: nil)
    let figure = exercise.figure(student: session)
    let (failure, printedBytes) = session.finish()
    switch failure {
    case nil:
      let yours = ExercisePanels.panel(figure, title: "yours")
      let goal = ExercisePanels.panel(exercise.figure(.solution), title: "the goal")
      let drawn = Figure.sideBySide([yours, goal])
      kept?.keep(drawn)
      return .figure(drawn)
    case .crashed(let signal):
      return .sentence(
        "(your code \(IsolatedRun.describeCrash(signal: signal, errors: printedBytes)))")
    case .timedOut(let seconds):
      return .sentence("(your code did not finish drawing within \(Int(seconds)) seconds)")
    case .ended, .misbehaved, .couldNotStart:
      return .goal
    }
  }

}

/// The student's figure beside the goal, as the exercise's program drew it last, kept in
/// the state folder (`figures/exercise-<Name>.figures`) so that a chapter shown again, or
/// paged, does not run every exercise's program again. What it shows depends only on the
/// program (the student's file, built) and this one (the exercise's figure code), so
/// their dates and the program's size are the key. Only a figure is kept: a crash or a
/// loop is run again, and said again.
struct KeptDrawing {
  let file: URL
  let key: String

  init?(_ exercise: Exercise, program: URL, context: Context) {
    guard let me = context.program, let store = context.store,
      let meBuilt = ProgramBuilder.modified(me), let built = ProgramBuilder.modified(program),
      let size = (try? FileManager.default.attributesOfItem(atPath: program.path))?[.size]
        as? Int
    else { return nil }
    file = store.directory.appendingPathComponent("figures/exercise-\(exercise.name).figures")
    key =
      "workbook drawing 1 \(meBuilt.timeIntervalSinceReferenceDate.bitPattern) "
      + "\(built.timeIntervalSinceReferenceDate.bitPattern) \(size)"
  }

  /// The figure kept under this key, or nil.
  func figure() -> Figure? { FigureArchive.read(file, key: key)?[""] }

  /// Keeps `figure` under this key (where it cannot be written, it is drawn again next
  /// time, and nothing is lost).
  func keep(_ figure: Figure) { FigureArchive.write(["": figure], to: file, key: key) }
}
