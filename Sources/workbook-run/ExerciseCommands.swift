import BookChapters
import BookTools
import Foundation
import Workbook

/// Finding exercises, building their programs and running them in child processes.
enum Exercises {
  /// Seconds an exercise may run before it is stopped (`WORKBOOK_CHECK_TIMEOUT` changes it).
  static var timeout: Double {
    let text = ProcessInfo.processInfo.environment["WORKBOOK_CHECK_TIMEOUT"] ?? ""
    guard let value = Double(text), value.isFinite, value > 0 else { return 10 }
    return value
  }

  /// The exercise `key` names (an id like `1.2`, or a name like `RoundHole`).
  static func find(_ key: String) throws(UsageError) -> (Chapter, Exercise) {
    for chapter in allChapters {
      if let exercise = chapter.exercise(key) { return (chapter, exercise) }
    }
    let known = allChapters.flatMap(\.exercises).map { "\($0.id) (\($0.name))" }
    throw UsageError(
      "there is no exercise '\(key)'; the exercises are: "
        + (known.isEmpty ? "none yet" : known.joined(separator: ", ")))
  }

  static func store(_ output: Output) -> ProgressStore? {
    if let directory = output.stateDirectory { return ProgressStore(directory: directory) }
    return allChapters.first.map { ProgressStore.standard(packageRoot: $0.packageRoot) }
  }

  /// The exercise's program, `<Name>Exercise`, beside this one, as SwiftPM builds it.
  static func program(_ exercise: Exercise, output: Output) -> URL? {
    output.program.map {
      $0.deletingLastPathComponent().appendingPathComponent("\(exercise.name)Exercise")
    }
  }

  /// Why an exercise's program could not be built: the compiler's first error.
  struct BuildFailure: Error {
    let message: String
  }

  /// Builds the programs of `selection` that are older than their sources, with SwiftPM,
  /// into the folder this program was built in, one at a time, so that one exercise
  /// that does not compile stops no other. Returns the exercises that failed to build,
  /// with the compiler's first error for each. With `WORKBOOK_NO_BUILD` set (the tests,
  /// which build everything first), nothing is built.
  static func build(_ selection: [(Chapter, Exercise)], output: Output) -> [String: BuildFailure] {
    guard output.environment["WORKBOOK_NO_BUILD"] == nil, let me = output.program,
      let root = allChapters.first?.packageRoot
    else { return [:] }
    let stale = selection.filter { chapter, exercise in
      !isUpToDate(exercise, in: chapter, output: output, builtWith: me)
    }
    guard !stale.isEmpty else { return [:] }
    let binDirectory = me.deletingLastPathComponent()
    let configuration = binDirectory.lastPathComponent
    let scratch = binDirectory.deletingLastPathComponent().deletingLastPathComponent()
    var common = ["build", "--package-path", root.path]
    if ["debug", "release"].contains(configuration),
      FileManager.default.fileExists(atPath: scratch.appendingPathComponent(configuration).path)
    {
      common += ["--scratch-path", scratch.path, "-c", configuration]
    }
    var failures: [String: BuildFailure] = [:]
    for (_, exercise) in stale {
      let outcome = IsolatedRun.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        [swiftCommand(output)] + common + ["--product", "\(exercise.name)Exercise"],
        timeout: 600, directory: root)
      switch outcome {
      case .finished(0, _, _):
        // Up to date now; SwiftPM does not relink a program whose inputs did not
        // change, so mark it, and the next run need not ask SwiftPM again.
        if let program = program(exercise, output: output) {
          try? FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: program.path)
        }
      case .finished(_, let out, let errors):
        let text = String(decoding: out + errors, as: UTF8.self)
        failures[exercise.id] = BuildFailure(
          message: firstCompilerError(text, root: root)
            ?? "it did not build: \(lastLines(text, 3))")
      case .crashed, .timedOut, .couldNotStart:
        failures[exercise.id] = BuildFailure(message: "swift build could not run")
      }
    }
    return failures
  }

  /// `swift`, or what `WORKBOOK_SWIFT` names.
  static func swiftCommand(_ output: Output) -> String {
    output.environment["WORKBOOK_SWIFT"] ?? "swift"
  }

  /// A program is up to date when it is newer than the student's file, its runner and
  /// this program (which `swift run` rebuilds whenever the engine or a chapter changes).
  static func isUpToDate(
    _ exercise: Exercise, in chapter: Chapter, output: Output, builtWith me: URL
  ) -> Bool {
    guard let program = program(exercise, output: output) else { return false }
    let files = exercise.files(in: chapter.directory)
    func modified(_ url: URL) -> Date? {
      (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
    guard let built = modified(program) else { return false }
    let sources = [files.starter, files.runner, me]
    return sources.allSatisfy { source in modified(source).map { $0 < built } ?? false }
  }

  /// "Chapters/.../RoundHole.swift:13:3: expected ')' in expression list", from
  /// compiler output, with the path made relative to the package.
  static func firstCompilerError(_ text: String, root: URL) -> String? {
    for line in text.components(separatedBy: "\n") {
      guard let range = line.range(of: ": error: ") else { continue }
      var place = String(line[..<range.lowerBound])
      guard place.split(separator: ":").count >= 3 else { continue }
      place = place.replacingOccurrences(of: root.path + "/", with: "")
      return place + ": " + line[range.upperBound...]
    }
    return nil
  }

  static func lastLines(_ text: String, _ count: Int) -> String {
    text.split(separator: "\n").suffix(count).joined(separator: " / ")
  }

  /// What the student's code printed, as lines to show (at most `limit`).
  static func printed(_ data: Data, limit: Int = 8) -> [String] {
    var lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard lines.count > limit else { return lines }
    return lines.prefix(limit) + ["... (\(lines.count - limit) more lines)"]
  }

  /// A check's outcome for a grade book: passed, failed (the code ran and the check said
  /// no), or an error (it did not compile, crashed, looped or ended the program early).
  enum Verdict: String, Codable, Sendable { case pass, fail, error }

  /// Runs an exercise's program in a child process, its result coming back in a file
  /// of its own: a crash or an endless loop becomes a failed result that says so (an
  /// `error`), and what the student's code printed comes back beside the result, never
  /// inside it.
  static func checkOutcome(
    _ chapter: Chapter, _ exercise: Exercise, output: Output, buildFailure: BuildFailure?
  ) -> (CheckResult, printed: [String], verdict: Verdict) {
    let (result, printed, reported) = runCheck(
      chapter, exercise, output: output, buildFailure: buildFailure)
    return (result, printed, result.passed ? .pass : reported ? .fail : .error)
  }

  /// The check's result, what the code printed, and whether the program itself
  /// reported the result (sealed) rather than this side writing one for it.
  private static func runCheck(
    _ chapter: Chapter, _ exercise: Exercise, output: Output, buildFailure: BuildFailure?
  ) -> (CheckResult, [String], reported: Bool) {
    if let buildFailure {
      return (
        .fail(
          "your code does not compile: \(buildFailure.message). Fix it, or "
            + "`swift run workbook-run reset \(exercise.id)` to start over."), [], false
      )
    }
    guard let program = program(exercise, output: output),
      FileManager.default.isExecutableFile(atPath: program.path)
    else {
      return (
        .fail("the program for exercise \(exercise.id) is not built: run `swift build`"), [], false
      )
    }
    let resultFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-\(ProcessInfo.processInfo.processIdentifier)-\(exercise.name).json")
    defer { try? FileManager.default.removeItem(at: resultFile) }
    try? FileManager.default.removeItem(at: resultFile)
    var environment = output.environment
    environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
    // A secret for this run only: the program writes it back with the check's result.
    var generator = SystemRandomNumberGenerator()
    let seal = (0..<4).map { _ in String(generator.next(), radix: 36) }.joined()
    let outcome = IsolatedRun.run(
      program, ["check", resultFile.path], timeout: timeout, environment: environment,
      input: Data((seal + "\n").utf8))
    switch outcome {
    case .finished(let status, let out, let errors):
      if status == 0, let data = try? Data(contentsOf: resultFile),
        var result = try? JSONDecoder().decode(CheckResult.self, from: data)
      {
        guard result.seal == seal else {
          return (
            .fail(
              "the result did not come from the check (it lacks this run's seal): "
                + "your code must not write the result itself"), printed(out + errors), false
          )
        }
        result.seal = nil
        return (result, printed(out + errors), true)
      }
      let detail = lastLines(String(decoding: errors, as: UTF8.self), 3)
      return (
        .fail(
          "your code ended the program early (exit status \(status))"
            + (detail.isEmpty ? "" : ": " + detail)), printed(out), false
      )
    case .crashed(let signal, let out, let errors):
      let starter = exercise.files(in: chapter.directory).starter.path
        .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
      let crash = IsolatedRun.describeCrash(signal: signal, errors: errors, studentFile: starter)
      return (.fail("your code \(crash)."), printed(out), false)
    case .timedOut(let seconds, let out):
      return (
        .fail(
          "your code did not finish within \(Int(seconds)) seconds, so it was stopped: "
            + "an endless loop? (WORKBOOK_CHECK_TIMEOUT sets the limit)"), printed(out), false
      )
    case .couldNotStart(let why):
      return (.fail("the check could not start: \(why)"), [], false)
    }
  }

  /// The student's figure beside the goal, drawn by the exercise's program; if the code
  /// does not compile, crashes or loops, a sentence saying so replaces their panel.
  static func isolatedFigure(
    _ chapter: Chapter, _ exercise: Exercise, output: Output, buildFailure: BuildFailure?
  ) -> String {
    let goal = Figure(art: exercise.figure(.solution).art, title: "the goal")
    func instead(_ sentence: String) -> String {
      CheckCommand.wrapped(sentence, width: 80).joined(separator: "\n") + "\n" + goal.rendered()
    }
    if let buildFailure {
      return instead("(your code does not compile yet: \(buildFailure.message))")
    }
    guard let program = program(exercise, output: output),
      FileManager.default.isExecutableFile(atPath: program.path)
    else { return goal.rendered() }
    let resultFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-\(ProcessInfo.processInfo.processIdentifier)-\(exercise.name).txt")
    defer { try? FileManager.default.removeItem(at: resultFile) }
    try? FileManager.default.removeItem(at: resultFile)
    switch IsolatedRun.run(program, ["figure", resultFile.path], timeout: timeout) {
    case .finished(0, _, _):
      guard let data = try? Data(contentsOf: resultFile) else { return goal.rendered() }
      return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    case .crashed(let signal, _, let errors):
      return instead("(your code \(IsolatedRun.describeCrash(signal: signal, errors: errors)))")
    case .timedOut(let seconds, _):
      return instead("(your code did not finish drawing within \(Int(seconds)) seconds)")
    default:
      return goal.rendered()
    }
  }
}

/// `workbook-run check [chapterN | ID]`: checks exercises and records progress.
enum CheckCommand {
  static let help = """
    USAGE: workbook-run check [chapterN | EXERCISE] [--json] [--solution]

    Checks your exercises: every chapter's, one chapter's (chapter1, 1 or holes),
    or one exercise (1.2). Prints a line per exercise; a failure says what was
    expected and what came, with figures side by side where the check compares
    figures. Each exercise runs in its own process, so a crash or an endless loop
    is reported and the others are still checked. Passes are recorded in
    .workbook/progress.json.

    Run it through swift run, which first rebuilds what you changed:
      swift run workbook-run check chapter1

    OPTIONS:
      --json       the results as JSON (exercise, title, result as pass, fail
                   or error, message, what the code printed), nothing else
      --solution   check the reference solutions instead (for instructors:
                   a check that fails its own solution is wrong); records
                   nothing

    Exit status: 0 when every checked exercise passes, 1 when one fails, 2 wrong
    usage.
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "check", valueOptions: [], flagOptions: ["help", "json", "solution"])
    if arguments.flag("help") {
      output.help(help)
      return ExitStatus.success
    }
    guard arguments.positional.count <= 1 else {
      throw UsageError(
        "check takes at most one chapter or exercise; see 'workbook-run check --help'")
    }
    var selection: [(Chapter, [Exercise])] = allChapters.map { ($0, $0.exercises) }
    if let key = arguments.positional.first {
      if let chapter = WorkbookCommand.chapter(named: key) {
        selection = [(chapter, chapter.exercises)]
      } else if let found = try? Exercises.find(key) {
        selection = [(found.0, [found.1])]
      } else {
        throw UsageError(
          "'\(key)' is neither a chapter nor an exercise; chapters: \(WorkbookCommand.chapterNames); "
            + "exercises: \(allChapters.flatMap(\.exercises).map(\.id).joined(separator: ", "))")
      }
    }
    let store = Exercises.store(output)
    var (progress, note) = store?.load() ?? (StudentProgress(), nil)
    if let note { output.err("note: \(note)") }
    var passed = 0
    var total = 0
    let width = (try? Output.columns(nil, output: output)) ?? 80
    let colored = (try? ChapterCommand.usesColor(nil, output: output)) ?? false
    func paint(_ text: String, _ code: String) -> String {
      colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    let asJSON = arguments.flag("json")
    let solution = arguments.flag("solution")
    if solution,
      selection.contains(where: { Answers.isStudentEdition(chapterDirectory: $0.0.directory) })
    {
      throw UsageError("this is a student edition: it has no reference solutions to check")
    }
    var entries: [JSONEntry] = []
    let failures =
      solution
      ? [:]
      : Exercises.build(
        selection.flatMap { chapter, exercises in exercises.map { (chapter, $0) } },
        output: output)
    if solution, !asJSON {
      output.out("The reference solutions, checked (nothing is recorded):")
    }
    for (chapter, exercises) in selection where !exercises.isEmpty {
      if !asJSON { output.out("Chapter \(chapter.number): \(chapter.title)") }
      for exercise in exercises {
        total += 1
        let (result, printed, verdict) =
          solution
          ? solutionOutcome(exercise)
          : Exercises.checkOutcome(
            chapter, exercise, output: output, buildFailure: failures[exercise.id])
        if !solution { progress[exercise.id].passed = result.passed }
        if asJSON {
          if result.passed { passed += 1 }
          entries.append(
            JSONEntry(
              exercise: exercise.id, title: exercise.title, result: verdict,
              message: result.message, printed: printed))
          continue
        }
        if !printed.isEmpty {
          output.out("  your code printed (\(exercise.id)):")
          for line in printed { output.out("    | \(line)") }
        }
        let title = "\(exercise.id)  \(exercise.title)"
        if result.passed {
          passed += 1
          output.out("  \(paint("ok", "32"))    \(title)")
          continue
        }
        output.out("  \(paint("FAIL", "31"))  \(title)")
        for line in wrapped(result.message, width: max(30, width - 10)) {
          output.out("          \(line)")
        }
        if let figure = result.figure {
          output.out(
            TerminalFit.fitArt(figure.components(separatedBy: "\n"), width: width).joined(
              separator: "\n"))
        }
        if solution { continue }
        let seen = progress[exercise.id].hintsSeen
        let file = exercise.files(in: chapter.directory).starter.path
          .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
        var advice = ["Your code: \(file)"]
        if seen < exercise.hints.count {
          advice.append(
            "Stuck? swift run workbook-run hint \(exercise.id)   "
              + "(hint \(seen + 1) of \(exercise.hints.count))")
        } else {
          advice.append(
            "All \(exercise.hints.count) hints seen: "
              + "swift run workbook-run hint \(exercise.id) --all shows them again")
        }
        for text in advice {
          for line in wrapped(text, width: max(30, width - 10)) {
            // A path too long for the indent goes on a line of its own, further left.
            output.out((line.count + 10 > width ? "  " : "          ") + line)
          }
        }
      }
    }
    if total == 0, !asJSON {
      output.out("There are no exercises to check yet.")
      return ExitStatus.success
    }
    if !solution {
      do {
        if let store { try store.save(progress) }
      } catch {
        output.err("workbook-run: could not save progress: \(error.localizedDescription)")
      }
    }
    if asJSON {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let report = JSONReport(
        passed: passed, total: total, solutions: solution, exercises: entries)
      output.out(String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self))
    } else {
      output.out("\(passed) of \(total) passed.")
    }
    return passed == total ? ExitStatus.success : ExitStatus.checkFailed
  }

  static func wrapped(_ text: String, width: Int) -> [String] { wrap(text, width: width) }

  /// `--json`: one exercise's outcome.
  struct JSONEntry: Codable {
    let exercise: String
    let title: String
    let result: Exercises.Verdict
    let message: String
    let printed: [String]
  }

  struct JSONReport: Codable {
    let passed: Int
    let total: Int
    /// Whether these are the reference solutions' results (`--solution`).
    let solutions: Bool
    let exercises: [JSONEntry]
  }

  /// The reference solution's check, in this process (the solutions are the
  /// instructor's own code, compiled into the chapters).
  static func solutionOutcome(_ exercise: Exercise) -> (
    CheckResult, printed: [String], verdict: Exercises.Verdict
  ) {
    let result = exercise.check(.solution)
    return (result, [], result.passed ? .pass : .fail)
  }

}

/// `workbook-run hint ID`: the next hint, one level deeper each time.
enum HintCommand {
  static let help = """
    USAGE: workbook-run hint EXERCISE [--all]

    Shows the next hint for an exercise (like 1.2), from gentle to explicit: each
    call goes one level deeper, and after the last it repeats the last and says
    where the reference solution is. Hints seen are remembered in
    .workbook/progress.json.

    OPTIONS:
      --all    show again every hint seen so far (at least the first), without
               going deeper
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "hint", valueOptions: [], flagOptions: ["help", "all"])
    if arguments.flag("help") {
      output.help(help)
      return ExitStatus.success
    }
    guard arguments.positional.count == 1, let key = arguments.positional.first else {
      throw UsageError("hint needs one exercise, like 'workbook-run hint 1.1'")
    }
    let (chapter, exercise) = try Exercises.find(key)
    guard !exercise.hints.isEmpty else {
      output.out("Exercise \(exercise.id) has no hints.")
      return ExitStatus.success
    }
    let store = Exercises.store(output)
    var (progress, note) = store?.load() ?? (StudentProgress(), nil)
    if let note { output.err("note: \(note)") }
    let width = (try? Output.columns(nil, output: output)) ?? 80
    if arguments.flag("all") {
      let seen = max(1, progress[exercise.id].hintsSeen)
      for level in 1...min(seen, exercise.hints.count) {
        output.out("Hint \(level) of \(exercise.hints.count) for exercise \(exercise.id):")
        for line in CheckCommand.wrapped(exercise.hints[level - 1], width: max(30, width - 4)) {
          output.out("  \(line)")
        }
        output.out("")
      }
      if seen < exercise.hints.count {
        output.out("For hint \(seen + 1): swift run workbook-run hint \(exercise.id)")
      }
      progress[exercise.id].hintsSeen = max(progress[exercise.id].hintsSeen, 1)
      if let store { try? store.save(progress) }
      return ExitStatus.success
    }
    let level = min(progress[exercise.id].hintsSeen + 1, exercise.hints.count)
    output.out(
      "Hint \(level) of \(exercise.hints.count) for exercise \(exercise.id), \(exercise.title):")
    output.out("")
    for line in CheckCommand.wrapped(exercise.hints[level - 1], width: max(30, width - 4)) {
      output.out("  \(line)")
    }
    output.out("")
    if level < exercise.hints.count {
      output.out(
        "For hint \(level + 1): swift run workbook-run hint \(exercise.id)   "
          + "(all seen so far: --all)")
    } else if Answers.isStudentEdition(chapterDirectory: chapter.directory) {
      output.out(
        CheckCommand.wrapped(
          "That was the last hint. This edition has no reference solutions: ask your "
            + "instructor, or `swift run workbook-run hint \(exercise.id) --all` to read them "
            + "all again.", width: width
        ).joined(separator: "\n"))
    } else {
      let solution = exercise.files(in: chapter.directory).solution.path
        .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
      output.out(
        CheckCommand.wrapped(
          "That was the last hint. The reference solution is in \(solution).", width: width
        )
        .joined(separator: "\n"))
    }
    progress[exercise.id].hintsSeen = level
    do {
      if let store { try store.save(progress) }
    } catch {
      output.err("workbook-run: could not save progress: \(error.localizedDescription)")
    }
    return ExitStatus.success
  }
}

/// `workbook-run reset ID`: puts the starter back, keeping the student's version.
enum ResetCommand {
  static let help = """
    USAGE: workbook-run reset EXERCISE [--yes]

    Puts an exercise's starter file back as it was. It asks first, and your version
    is always kept in .workbook/backups/ (the path is printed), so nothing you
    wrote is lost.

    OPTIONS:
      --yes    do not ask (the backup is still made)
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "reset", valueOptions: [], flagOptions: ["yes", "help"])
    if arguments.flag("help") {
      output.help(help)
      return ExitStatus.success
    }
    guard arguments.positional.count == 1, let key = arguments.positional.first else {
      throw UsageError("reset needs one exercise, like 'workbook-run reset 1.1'")
    }
    let (chapter, exercise) = try Exercises.find(key)
    let files = exercise.files(in: chapter.directory)
    guard let pristine = try? Data(contentsOf: files.pristineStarter) else {
      output.err(
        "workbook-run: the untouched starter \(files.pristineStarter.path) is missing; nothing changed"
      )
      return ExitStatus.checkFailed
    }
    let current = try? Data(contentsOf: files.starter)
    if current == pristine {
      output.out("\(files.starter.path) is already the untouched starter; nothing to do.")
      return ExitStatus.success
    }
    guard let store = Exercises.store(output) else { return ExitStatus.checkFailed }
    let backup = backupURL(for: exercise.name, in: store.backups)
    if !arguments.flag("yes") {
      output.out(
        "Replace \(files.starter.path) with the starter of exercise \(exercise.id)?\n"
          + "Your version will be kept as \(backup.path). [y/N]")
      let answer = output.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        output.out(
          answer == nil
            ? "No answer; nothing changed. (Add --yes to reset without asking.)"
            : "Nothing changed.")
        return ExitStatus.success
      }
    }
    do {
      try restore(starter: files.starter, from: pristine, keepingCurrentAt: backup)
    } catch {
      output.err(
        "workbook-run: could not reset: \(error.localizedDescription); your file is unchanged")
      return ExitStatus.checkFailed
    }
    var (progress, _) = store.load()
    if progress[exercise.id].passed {
      progress[exercise.id].passed = false
      try? store.save(progress)
    }
    output.out("Reset \(files.starter.path).")
    if current != nil { output.out("Your version is in \(backup.path).") }
    return ExitStatus.success
  }

  /// A backup file name that is not taken yet: `<name>-<time>.swift`.
  static func backupURL(for name: String, in directory: URL) -> URL {
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
    var backup = directory.appendingPathComponent("\(name)-\(stamp).swift")
    var suffix = 2
    while FileManager.default.fileExists(atPath: backup.path) {
      backup = directory.appendingPathComponent("\(name)-\(stamp)-\(suffix).swift")
      suffix += 1
    }
    return backup
  }

  /// Copies the current starter to `backup` (never over an existing file), then writes
  /// `pristine` over the starter. If the backup cannot be made, the starter is untouched.
  static func restore(starter: URL, from pristine: Data, keepingCurrentAt backup: URL) throws {
    try FileManager.default.createDirectory(
      at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let current = try? Data(contentsOf: starter) {
      try current.write(to: backup, options: .withoutOverwriting)
    }
    try pristine.write(to: starter, options: .atomic)
  }
}

/// `workbook-run starters [--check | --write]`: the untouched copies in `Starters/`.
enum StartersCommand {
  static let help = """
    USAGE: workbook-run starters [--check | --write [--yes]]

    For instructors: Starters/<Name>.swift is the untouched copy of each starter,
    which reset restores and the proof that every starter fails is run on.
      --check   say which starters differ from their copies (exit 1 if any);
                the default
      --write   make the current Exercises/ files the untouched copies, after
                editing a starter (asks first; --yes does not ask)
    Never run --write in a checkout where exercises have been solved.
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    guard
      let arguments = try ExercisesCommand.checkOrWrite(
        words, command: "starters", help: help, flags: ["yes"], output: &output)
    else { return ExitStatus.success }
    let all = allChapters.flatMap { chapter in chapter.exercises.map { (chapter, $0) } }
    let differing = all.filter { chapter, exercise in
      exercise.starterIsUntouched(in: chapter.directory) != true
    }
    func relative(_ url: URL, _ chapter: Chapter) -> String {
      url.path.replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
    }
    guard arguments.flag("write") else {
      for (chapter, exercise) in differing {
        let files = exercise.files(in: chapter.directory)
        output.out(
          "\(exercise.id): \(relative(files.starter, chapter)) differs from "
            + relative(files.pristineStarter, chapter))
      }
      output.out("\(all.count - differing.count) of \(all.count) starters are untouched.")
      return differing.isEmpty ? ExitStatus.success : ExitStatus.checkFailed
    }
    guard !differing.isEmpty else {
      output.out("Every starter already equals its copy in Starters/; nothing to write.")
      return ExitStatus.success
    }
    if !arguments.flag("yes") {
      output.out(
        "Make these files the untouched starters? "
          + differing.map { $0.1.id }.joined(separator: ", ") + " [y/N]")
      let answer = output.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        output.out("Nothing changed.")
        return ExitStatus.success
      }
    }
    for (chapter, exercise) in differing {
      let files = exercise.files(in: chapter.directory)
      do {
        let data = try Data(contentsOf: files.starter)
        try FileManager.default.createDirectory(
          at: files.pristineStarter.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: files.pristineStarter, options: .atomic)
        output.out("Wrote \(relative(files.pristineStarter, chapter)).")
      } catch {
        output.err("workbook-run: could not write the copy of \(exercise.id): \(error)")
        return ExitStatus.checkFailed
      }
    }
    return ExitStatus.success
  }
}
