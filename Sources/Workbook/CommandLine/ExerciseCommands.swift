import BookTools
import Classroom
import Foundation
import Terminal
import Workbook

/// Finding exercises, building their programs and running them in child processes.
/// `workbook-run check [chapterN | ID]`: checks exercises and records progress.
enum CheckCommand {
  static let json = Option.flag(
    "json",
    help: "the results as JSON (exercise, title, result as pass, fail or error, message, what "
      + "the code printed), nothing else")
  static let solution = Option.flag(
    "solution",
    help: "check the reference solutions instead (for instructors: a check that fails its own "
      + "solution is wrong); records nothing")

  static let command = Command(
    "check", abstract: "check your exercises (all, a chapter's, or one like 1.2)",
    arguments: [Argument("chapterN|EXERCISE", .optional)], options: [json, solution],
    discussion: """
      Checks your exercises: every chapter's, one chapter's (chapter1, 1 or holes), or one \
      exercise (1.2). Prints a line per exercise; a failure says what was expected and what \
      came, with figures side by side where the check compares figures. Each exercise runs \
      in its own process, so a crash or an endless loop is reported and the others are \
      still checked. Passes are recorded in .workbook/progress.json, by exercise name, \
      with the date of the first; a pass once earned stays counted when the file fails \
      later ("passed on 2026-11-26; your file fails now").

      Run it through swift run, which first rebuilds what you changed:
        swift run workbook-run check chapter1

      Exit status: 0 when every checked exercise passes, 1 when one fails.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    var selection: [(Chapter, [Exercise])] = session.context.chapters.map { ($0, $0.exercises) }
    if let key = session.positional.first {
      if let chapter = session.context.chapter(named: key) {
        selection = [(chapter, chapter.exercises)]
      } else if let found = session.context.exercise(key) {
        selection = [(found.chapter, [found.exercise])]
      } else {
        throw .usage(
          "'\(key)' is neither a chapter nor an exercise; chapters: "
            + "\(session.context.chapterNames); exercises: "
            + session.context.exercises.map(\.exercise.id).joined(separator: ", "))
      }
    }
    let store = session.context.store
    var (progress, note) = store?.load() ?? (StudentProgress(), nil)
    if let note { session.warn("note: \(note)") }
    var passed = 0
    var total = 0
    let width = session.width
    let colored = session.colored
    func paint(_ text: String, _ code: Int) -> String {
      Terminal.Escape.paint(text, code, colored: colored)
    }
    let asJSON = session.flag(json)
    let solution = session.flag(solution)
    if solution,
      selection.contains(where: { Answers.isStudentEdition(chapterDirectory: $0.0.directory) })
    {
      throw .usage("this is a student edition: it has no reference solutions to check")
    }
    var entries: [JSONEntry] = []
    let failures =
      solution
      ? [:]
      : ExerciseRunner.build(
        selection.flatMap { chapter, exercises in exercises.map { (chapter, $0) } },
        context: session.context)
    if solution, !asJSON {
      session.console.out("The reference solutions, checked (nothing is recorded):")
    }
    // Checking several, an untouched starter gets one line, not its whole failure: a
    // fresh workbook says where to start rather than printing every failure.
    let several = selection.map(\.1.count).reduce(0, +) > 1
    var notStarted = 0
    /// Earned before, failing now: "1.2 (passed on 2026-11-26; your file fails now)".
    var kept: [String] = []
    var earned = 0
    for (chapter, exercises) in selection where !exercises.isEmpty {
      if !asJSON { session.console.out("Chapter \(chapter.number): \(chapter.title)") }
      for exercise in exercises {
        total += 1
        let (result, printed, verdict) =
          solution
          ? solutionOutcome(exercise)
          : ExerciseRunner.checkOutcome(
            chapter, exercise, context: session.context, buildFailure: failures[exercise.id])
        if !solution { progress[exercise].record(passed: result.passed) }
        let entry = progress[exercise]
        if entry.earned, !solution { earned += 1 }
        // An earned pass the file no longer makes: said beside the failure, and kept.
        let untouched = exercise.starterIsUntouched(in: chapter.directory)
        let standing = result.passed || solution ? nil : entry.status(untouched: untouched)
        if let standing { kept.append("\(exercise.id) (\(standing))") }
        if asJSON {
          if result.passed { passed += 1 }
          entries.append(
            JSONEntry(
              exercise: exercise.id, name: exercise.name, title: exercise.title, result: verdict,
              message: result.message, printed: printed,
              firstPassed: solution ? nil : entry.firstPassed, earned: solution ? nil : entry.earned
            ))
          continue
        }
        if !printed.isEmpty {
          session.console.out("  your code printed (\(exercise.id)):")
          for line in printed { session.console.out("    | \(line)") }
        }
        let title = "\(exercise.id)  \(exercise.title)"
        if result.passed {
          passed += 1
          session.console.out("  \(paint("ok", 32))    \(title)")
          continue
        }
        if several, !solution, untouched == true {
          if let standing {
            session.console.out("  \(paint("--", 33))    \(title)")
            for line in wrapped("(\(standing))", width: max(30, width - 10)) {
              session.console.out("          \(line)")
            }
          } else {
            notStarted += 1
            session.console.out("  \(paint("--", 33))    \(title)   (not started)")
          }
          continue
        }
        session.console.out("  \(paint("FAIL", 31))  \(title)")
        if let standing {
          for line in wrapped("(\(standing); the pass stays recorded)", width: max(30, width - 10))
          {
            session.console.out("          \(line)")
          }
        }
        for line in wrapped(result.message, width: max(30, width - 10)) {
          session.console.out("          \(line)")
        }
        if let figure = result.figure {
          session.console.out(
            TerminalFit.fitArt(figure.components(separatedBy: "\n"), width: width).joined(
              separator: "\n"))
        }
        if solution { continue }
        let seen = progress[exercise].hintsSeen
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
            session.console.out((line.count + 10 > width ? "  " : "          ") + line)
          }
        }
      }
    }
    if total == 0, !asJSON {
      session.console.out("There are no exercises to check yet.")
      return .success
    }
    if !solution {
      do {
        if let store { try store.save(progress) }
      } catch {
        session.warn("could not save progress: \(error.localizedDescription)")
      }
    }
    if asJSON {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let report = JSONReport(
        passed: passed, earned: solution ? nil : earned, total: total, solutions: solution,
        exercises: entries)
      session.console.out(String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self))
    } else {
      let summary =
        "\(passed) of \(total) passed" + (notStarted > 0 ? ", \(notStarted) not started." : ".")
      if kept.isEmpty {
        session.console.out(summary)
      } else {
        // Passes earned before count: the file failing now does not take them back.
        session.say(
          summary + " Passed, counting the passes you earned before: \(earned) of \(total); "
            + "\(kept.count == 1 ? "this one fails" : "these fail") now: "
            + kept.joined(separator: ", ") + ".")
      }
      if !solution, passed < total,
        let (_, next) = ExerciseSheet.next(progress: progress, context: session.context)
      {
        session.say(
          "Next: exercise \(next.id), \(next.title). `swift run workbook-run task \(next.id)` "
            + "shows what it asks; `swift run workbook-run watch` checks it each time you save.")
      }
    }
    return passed == total ? .success : .checkFailed
  }

  static func wrapped(_ text: String, width: Int) -> [String] { wrap(text, width: width) }

  /// `--json`: one exercise's outcome.
  struct JSONEntry: Codable {
    let exercise: String
    /// The exercise's name (`RoundHole`), which progress is kept by.
    let name: String
    let title: String
    let result: ExerciseRunner.Verdict
    let message: String
    let printed: [String]
    /// When it first passed (ISO 8601), if it has and the date is known; with
    /// `--solution`, absent.
    let firstPassed: String?
    /// Whether it has ever passed here (it counts, even if it fails now); with
    /// `--solution`, absent.
    let earned: Bool?
  }

  struct JSONReport: Codable {
    /// Passed in this run.
    let passed: Int
    /// Passed in this run or earlier (with `--solution`, absent).
    let earned: Int?
    let total: Int
    /// Whether these are the reference solutions' results (`--solution`).
    let solutions: Bool
    let exercises: [JSONEntry]
  }

  /// The reference solution's check, in this process (the solutions are the
  /// instructor's own code, compiled into the chapters).
  static func solutionOutcome(_ exercise: Exercise) -> (
    CheckResult, printed: [String], verdict: ExerciseRunner.Verdict
  ) {
    let result = exercise.check(.solution)
    return (result, [], result.passed ? .pass : .fail)
  }

}

/// `workbook-run hint ID`: the next hint, one level deeper each time.
enum HintCommand {
  static let all = Option.flag(
    "all", help: "show again every hint seen so far (at least the first), without going deeper")

  static let command = Command(
    "hint", abstract: "the next hint for an exercise, one level deeper each time",
    arguments: [Argument("EXERCISE")], options: [all],
    discussion: """
      Shows the next hint for an exercise (like 1.2), from gentle to explicit: each call \
      goes one level deeper, and after the last it repeats the last and says where the \
      reference solution is. Hints seen are remembered in .workbook/progress.json.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let (chapter, exercise) = try session.exercise(session.positional[0])
    guard !exercise.hints.isEmpty else {
      session.console.out("Exercise \(exercise.id) has no hints.")
      return .success
    }
    let store = session.context.store
    var (progress, note) = store?.load() ?? (StudentProgress(), nil)
    if let note { session.warn("note: \(note)") }
    let width = session.width
    if session.flag(all) {
      let seen = max(1, progress[exercise].hintsSeen)
      for level in 1...min(seen, exercise.hints.count) {
        session.console.out("Hint \(level) of \(exercise.hints.count) for exercise \(exercise.id):")
        for line in wrap(exercise.hints[level - 1], width: max(30, width - 4)) {
          session.console.out("  \(line)")
        }
        session.console.out("")
      }
      if seen < exercise.hints.count {
        session.console.out("For hint \(seen + 1): swift run workbook-run hint \(exercise.id)")
      }
      progress[exercise].hintsSeen = max(progress[exercise].hintsSeen, 1)
      if let store { try? store.save(progress) }
      return .success
    }
    let level = min(progress[exercise].hintsSeen + 1, exercise.hints.count)
    session.console.out(
      "Hint \(level) of \(exercise.hints.count) for exercise \(exercise.id), \(exercise.title):")
    session.console.out("")
    for line in wrap(exercise.hints[level - 1], width: max(30, width - 4)) {
      session.console.out("  \(line)")
    }
    session.console.out("")
    if level < exercise.hints.count {
      session.console.out(
        "For hint \(level + 1): swift run workbook-run hint \(exercise.id)   "
          + "(all seen so far: --all)")
    } else if Answers.isStudentEdition(chapterDirectory: chapter.directory) {
      session.console.out(
        wrap(
          "That was the last hint. This edition has no reference solutions: ask your "
            + "instructor, or `swift run workbook-run hint \(exercise.id) --all` to read them "
            + "all again.", width: width
        ).joined(separator: "\n"))
    } else {
      let solution = exercise.files(in: chapter.directory).solution.path
        .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
      session.console.out(
        wrap(
          "That was the last hint. The reference solution is in \(solution).", width: width
        )
        .joined(separator: "\n"))
    }
    progress[exercise].hintsSeen = level
    do {
      if let store { try store.save(progress) }
    } catch {
      session.warn("could not save progress: \(error.localizedDescription)")
    }
    return .success
  }
}

/// `workbook-run reset ID`: puts the starter back, keeping the student's version.
enum ResetCommand {
  static let yes = Option.flag("yes", help: "do not ask (the backup is still made)")
  static let list = Option.flag(
    "list", help: "list the versions reset has kept (of one exercise, or of all)")
  static let restore = Option.flag(
    "restore",
    help: "put your latest kept version back instead of the starter (the file there now is "
      + "kept too)")

  static let command = Command(
    "reset", abstract: "put an exercise's starter back (asks; keeps your version)",
    arguments: [Argument("EXERCISE", .optional)], options: [yes, list, restore],
    discussion: """
      Puts an exercise's starter file back as it was. It asks first, and your version is \
      always kept in .workbook/backups/ (the path is printed), so nothing you wrote is lost. \
      --list shows the kept versions; --restore puts the latest one back.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let key = session.positional.first
    if session.flag(list) {
      return try listBackups(
        session,
        of: key.map { key throws(CommandError) in
          try session.exercise(key).1
        })
    }
    guard let key else {
      throw .usage(
        "reset needs an exercise, like `reset 1.2` (or `reset --list` for the versions kept)")
    }
    let (chapter, exercise) = try session.exercise(key)
    let files = exercise.files(in: chapter.directory)
    guard let store = session.context.store else {
      throw .couldNotDo("there is no folder to keep a backup in; nothing changed")
    }
    let replacement: Data
    let what: String
    if session.flag(restore) {
      guard let latest = backups(of: exercise, in: store.backups).last,
        let data = try? Data(contentsOf: latest)
      else {
        throw .couldNotDo(
          "no kept version of exercise \(exercise.id) in \(store.backups.path); nothing changed")
      }
      (replacement, what) = (data, "your version kept as \(latest.lastPathComponent)")
    } else {
      guard let pristine = try? Data(contentsOf: files.pristineStarter) else {
        throw .couldNotDo(
          "the untouched starter \(files.pristineStarter.path) is missing; nothing changed")
      }
      (replacement, what) = (pristine, "the starter of exercise \(exercise.id)")
    }
    let current = try? Data(contentsOf: files.starter)
    if current == replacement {
      session.console.out("\(files.starter.path) is already \(what); nothing to do.")
      return .success
    }
    // Kept: whatever is there that is the student's (not a missing file, not the starter).
    let pristine = try? Data(contentsOf: files.pristineStarter)
    let keeps = current != nil && current != pristine
    let backup = backupURL(for: exercise.name, in: store.backups)
    if !session.flag(yes) {
      session.console.out(
        (current == nil
          ? "Put \(what) at \(files.starter.path) (there is no file there now)? [y/N]"
          : "Replace \(files.starter.path) with \(what)?\n"
            + (keeps
              ? "Your version will be kept as \(backup.path). [y/N]"
              : "It is the untouched starter; nothing of yours is lost. [y/N]"))
      )
      let answer = session.console.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        session.console.out(
          answer == nil
            ? "No answer; nothing changed. (Add --yes to reset without asking.)"
            : "Nothing changed.")
        return .success
      }
    }
    do {
      try restore(starter: files.starter, from: replacement, keepingCurrentAt: keeps ? backup : nil)
    } catch {
      throw .couldNotDo("could not reset: \(error.localizedDescription); your file is unchanged")
    }
    // What the last check said is about another file now; a pass earned stays.
    var (progress, _) = store.load()
    if progress[exercise].lastCheck != nil {
      progress[exercise].lastCheck = nil
      try? store.save(progress)
    }
    session.console.out(
      session.flag(restore)
        ? "Put \(what) back at \(files.starter.path)." : "Reset \(files.starter.path).")
    if keeps { session.console.out("Your version is in \(backup.path).") }
    if let passedOn = progress[exercise].passedOn {
      session.say(
        "Exercise \(exercise.id) stays \(passedOn) in your progress; check it again when you "
          + "want to see whether this file passes.")
    }
    return .success
  }

  /// The kept versions of an exercise, oldest first.
  static func backups(of exercise: Exercise, in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    // By name without ".swift": a second backup in the same second, "-2", sorts after.
    return names.filter { isBackup($0, of: exercise.name) }
      .sorted { $0.dropLast(6) < $1.dropLast(6) }
      .map { directory.appendingPathComponent($0) }
  }

  /// Whether a file name is a backup of the exercise `name`: `<name>-<time>.swift`.
  static func isBackup(_ file: String, of name: String) -> Bool {
    guard file.hasPrefix(name + "-"), file.hasSuffix(".swift") else { return false }
    return file.dropFirst(name.count + 1).first?.isNumber == true
  }

  static func listBackups(_ session: Session, of only: Exercise?) throws(CommandError)
    -> ExitCode
  {
    guard let store = session.context.store else {
      throw .couldNotDo("there is no folder where backups are kept")
    }
    var lines: [String] = []
    for (_, exercise) in session.context.exercises where only.map({ $0.id == exercise.id }) ?? true
    {
      let kept = backups(of: exercise, in: store.backups)
      guard !kept.isEmpty else { continue }
      lines.append("\(exercise.id) \(exercise.title):")
      lines += kept.map { "  " + $0.lastPathComponent }
    }
    if lines.isEmpty {
      session.say(
        "No versions kept yet" + (only.map { " of exercise \($0.id)" } ?? "")
          + ": reset keeps your version each time it replaces a file.")
    } else {
      session.say(
        (["Kept in \(store.backups.path) (the latest last):"] + lines
          + ["`reset ID --restore` puts an exercise's latest version back."]).joined(
            separator: "\n"))
    }
    return .success
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
  static func restore(starter: URL, from pristine: Data, keepingCurrentAt backup: URL?) throws {
    if let backup, let current = try? Data(contentsOf: starter) {
      try FileManager.default.createDirectory(
        at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
      try current.write(to: backup, options: .withoutOverwriting)
    }
    try FileManager.default.createDirectory(
      at: starter.deletingLastPathComponent(), withIntermediateDirectories: true)
    try pristine.write(to: starter, options: .atomic)
  }
}

extension Session {
  /// The exercise `key` names (an id like `1.2`, or a name like `RoundHole`).
  func exercise(_ key: String) throws(CommandError) -> (Chapter, Exercise) {
    guard let found = context.exercise(key) else {
      let known = context.exercises.map { "\($0.exercise.id) (\($0.exercise.name))" }
      throw .usage(
        "there is no exercise '\(key)'; the exercises are: "
          + (known.isEmpty ? "none yet" : known.joined(separator: ", ")))
    }
    return found
  }
}
