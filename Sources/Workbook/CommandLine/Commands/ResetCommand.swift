import Book
import Classroom
import Foundation
import Terminal
import Workbook

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
    // Paths as a reader finds them from the package, and every sentence fitted to the
    // terminal (broken between words, never inside a path).
    let shown = session.context.relative(files.starter)
    let current = try? Data(contentsOf: files.starter)
    if current == replacement {
      session.say("\(shown) is already \(what); nothing to do.")
      return .success
    }
    // Kept: whatever is there that is the student's (not a missing file, not the starter).
    let pristine = try? Data(contentsOf: files.pristineStarter)
    let keeps = current != nil && current != pristine
    let backup = backupURL(for: exercise.name, in: store.backups)
    if !session.flag(yes) {
      session.say(
        current == nil
          ? "Put \(what) at \(shown) (there is no file there now)? [y/N]"
          : "Replace \(shown) with \(what)? "
            + (keeps
              ? "Your version will be kept as \(session.context.relative(backup)). [y/N]"
              : "It is the untouched starter; nothing of yours is lost. [y/N]"))
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
      session.save(progress)
    }
    session.say(session.flag(restore) ? "Put \(what) back at \(shown)." : "Reset \(shown).")
    if keeps { session.say("Your version is in \(session.context.relative(backup)).") }
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
