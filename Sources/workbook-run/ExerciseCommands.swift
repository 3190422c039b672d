import BookChapters
import BookTools
import Foundation
import Workbook

/// Finding exercises and running them in child processes.
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

  /// Runs an exercise's check in a child process: a crash or an endless loop becomes a
  /// failed result that says so.
  static func isolatedCheck(_ chapter: Chapter, _ exercise: Exercise, output: Output) -> CheckResult
  {
    guard let program = output.program else {
      return exercise.check(.student)  // no way to isolate; run here
    }
    switch IsolatedRun.run(program, ["__exercise", "check", exercise.id], timeout: timeout) {
    case .finished(let status, let data, let errors):
      if status == 0, let result = try? JSONDecoder().decode(CheckResult.self, from: data) {
        return result
      }
      let detail = String(decoding: errors, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      return .fail("the check could not run (exit status \(status)): \(detail)")
    case .crashed(let signal, let errors):
      return .fail("your code \(IsolatedRun.describeCrash(signal: signal, errors: errors)).")
    case .timedOut(let seconds):
      return .fail(
        "your code did not finish within \(Int(seconds)) seconds, so it was stopped: "
          + "an endless loop? (WORKBOOK_CHECK_TIMEOUT sets the limit)")
    case .couldNotStart(let why):
      return .fail("the check could not start: \(why)")
    }
  }

  /// The student's figure beside the goal, drawn in a child process; if the student's
  /// code crashes or loops, a sentence saying so replaces their panel.
  static func isolatedFigure(_ exercise: Exercise, output: Output) -> String {
    let goal = Figure(art: exercise.figure(.solution).art, title: "the goal")
    guard let program = output.program else { return goal.rendered() }
    switch IsolatedRun.run(program, ["__exercise", "figure", exercise.id], timeout: timeout) {
    case .finished(0, let data, _):
      return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    case .crashed(let signal, let errors):
      let sentence = "(your code \(IsolatedRun.describeCrash(signal: signal, errors: errors)))"
      return CheckCommand.wrapped(sentence, width: 80).joined(separator: "\n") + "\n"
        + goal.rendered()
    case .timedOut(let seconds):
      return "(your code did not finish drawing within \(Int(seconds)) seconds)\n" + goal.rendered()
    default:
      return goal.rendered()
    }
  }
}

/// `workbook-run __exercise check|figure ID`: the child side of an isolated run.
enum ExerciseChildCommand {
  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    guard words.count == 2, let mode = words.first, let key = words.last else {
      throw UsageError("usage: workbook-run __exercise check|figure ID (used by 'check')")
    }
    let (_, exercise) = try Exercises.find(key)
    switch mode {
    case "check":
      let result = exercise.check(.student)
      let data = (try? JSONEncoder().encode(result)) ?? Data()
      output.out(String(decoding: data, as: UTF8.self))
    case "figure":
      let yours = Figure(art: exercise.figure(.student).art, title: "yours")
      let goal = Figure(art: exercise.figure(.solution).art, title: "the goal")
      output.out(Figure.sideBySide([yours, goal]).rendered())
    default:
      throw UsageError("__exercise takes check or figure, not '\(mode)'")
    }
    return ExitStatus.success
  }
}

/// `workbook-run check [chapterN | ID]`: checks exercises and records progress.
enum CheckCommand {
  static let help = """
    USAGE: workbook-run check [chapterN | EXERCISE]

    Checks your exercises: every chapter's, one chapter's (chapter1, 1 or holes),
    or one exercise (1.2). Prints a line per exercise; a failure says what was
    expected and what came, with figures side by side where the check compares
    figures. Each exercise runs in its own process, so a crash or an endless loop
    is reported and the others are still checked. Passes are recorded in
    .workbook/progress.json.

    Run it through swift run, which first rebuilds what you changed:
      swift run workbook-run check chapter1

    Exit status: 0 when every checked exercise passes, 1 when one fails, 2 wrong
    usage.
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(words, command: "check", valueOptions: [], flagOptions: ["help"])
    if arguments.flag("help") {
      output.out(help)
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
    for (chapter, exercises) in selection where !exercises.isEmpty {
      output.out("Chapter \(chapter.number): \(chapter.title)")
      for exercise in exercises {
        total += 1
        let result = Exercises.isolatedCheck(chapter, exercise, output: output)
        progress[exercise.id].passed = result.passed
        let title = "\(exercise.id)  \(exercise.title)"
        if result.passed {
          passed += 1
          output.out("  ok    \(title)")
          continue
        }
        output.out("  FAIL  \(title)")
        for line in wrapped(result.message, width: 70) { output.out("          \(line)") }
        if let figure = result.figure { output.out(figure) }
        let seen = progress[exercise.id].hintsSeen
        let file = exercise.files(in: chapter.directory).starter.path
          .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
        output.out("          Your code: \(file)")
        if seen < exercise.hints.count {
          output.out(
            "          Stuck? swift run workbook-run hint \(exercise.id)   "
              + "(hint \(seen + 1) of \(exercise.hints.count))")
        } else {
          output.out(
            "          All \(exercise.hints.count) hints shown: workbook-run hint \(exercise.id) repeats the last."
          )
        }
      }
    }
    if total == 0 {
      output.out("There are no exercises to check yet.")
      return ExitStatus.success
    }
    do {
      if let store { try store.save(progress) }
    } catch {
      output.err("workbook-run: could not save progress: \(error.localizedDescription)")
    }
    output.out("\(passed) of \(total) passed.")
    return passed == total ? ExitStatus.success : ExitStatus.checkFailed
  }

  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + word.count + 1 > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}

/// `workbook-run hint ID`: the next hint, one level deeper each time.
enum HintCommand {
  static let help = """
    USAGE: workbook-run hint EXERCISE

    Shows the next hint for an exercise (like 1.2), from gentle to explicit: each
    call goes one level deeper, and after the last it repeats the last and says
    where the reference solution is. Hints seen are remembered in
    .workbook/progress.json.
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(words, command: "hint", valueOptions: [], flagOptions: ["help"])
    if arguments.flag("help") {
      output.out(help)
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
    let level = min(progress[exercise.id].hintsSeen + 1, exercise.hints.count)
    output.out(
      "Hint \(level) of \(exercise.hints.count) for exercise \(exercise.id), \(exercise.title):")
    output.out("")
    for line in CheckCommand.wrapped(exercise.hints[level - 1], width: 76) {
      output.out("  \(line)")
    }
    output.out("")
    if level < exercise.hints.count {
      output.out("Run it again for hint \(level + 1).")
    } else {
      let solution = exercise.files(in: chapter.directory).solution.path
        .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
      output.out("That was the last hint. The reference solution is in \(solution).")
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
      output.out(help)
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
