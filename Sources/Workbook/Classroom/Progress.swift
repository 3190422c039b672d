import Foundation
import Workbook

/// A student's progress: which exercises have passed (and when they first did), what
/// their last check said, and how many hints were shown. Kept in `progress.json` in the
/// state folder (`.workbook/` at the package root, ignored by git; `WORKBOOK_STATE_DIR`
/// moves it). Only `check` (and `watch`) record checks.
///
/// Keyed by the exercise's name (`RoundHole`, the name of its files), never by its id
/// (`1.2`, its place in the chapter's list), so an exercise inserted before it or a list
/// put in another order keeps every pass where it was earned.
///
/// A pass once earned stays: a later check that fails (a typo), `reset` or
/// `reset --restore` changes what the last check said, never that the exercise was
/// passed, nor when. Totals count what was earned; where the file fails now, the status
/// says so beside the pass ("passed on 2026-11-26; your file fails now").
public struct StudentProgress: Codable, Equatable, Sendable {
  /// What is known of one exercise: its first pass, its last check, the hints seen.
  public struct Entry: Codable, Equatable, Sendable {
    /// Whether the exercise has ever passed a check here. Never taken back.
    public var earned = false
    /// When it first passed: ISO 8601 with the local offset, as recorded
    /// (`2026-11-26T14:03:09+01:00`); nil if it passed before dates were kept (a
    /// progress file converted from the numbered format).
    public var firstPassed: String?
    /// What the last check said; nil when never checked, or not since a `reset`.
    public var lastCheck: LastCheck?
    /// How many of its hints the student has seen.
    public var hintsSeen = 0
    /// Nothing known yet.
    public init() {}

    /// How the last check went.
    public enum LastCheck: String, Codable, Sendable { case pass, fail }

    /// Records a check's verdict at `date`: a pass is earned at the first one, and kept.
    public mutating func record(passed: Bool, at date: Date = Date()) {
      lastCheck = passed ? .pass : .fail
      if passed, !earned {
        earned = true
        firstPassed = StudentProgress.stamp(date)
      }
    }

    /// The date of the first pass, as recorded (`2026-11-26`): the student's own day.
    public var firstPassedDay: String? { firstPassed.map { String($0.prefix(10)) } }

    /// "passed on 2026-11-26" (or "passed" when the date is not known); nil if not
    /// earned.
    public var passedOn: String? {
      guard earned else { return nil }
      return firstPassedDay.map { "passed on \($0)" } ?? "passed"
    }

    /// What stands against an earned pass now, if anything: "your file fails now" after
    /// a failing check, "your file is the starter again" after a reset to it, "not
    /// checked since" after another. `untouched` says whether the file is the starter.
    public func since(untouched: Bool?) -> String? {
      guard earned else { return nil }
      switch lastCheck {
      case .pass: return nil
      case .fail:
        return untouched == true ? "your file is the starter again" : "your file fails now"
      case nil: return untouched == true ? "your file is the starter again" : "not checked since"
      }
    }

    /// The exercise's mark in a list: `ok`, `ok, fails now`, `ok, reset` (the file is the
    /// starter again), `ok, not checked since`, or `-` when it has not been passed.
    public func mark(untouched: Bool?) -> String {
      guard earned else { return "-" }
      switch (lastCheck, untouched == true) {
      case (.pass, _): return "ok"
      case (_, true): return "ok, reset"
      case (.fail, false): return "ok, fails now"
      case (nil, false): return "ok, not checked since"
      }
    }

    /// The whole status of an earned pass: "passed on 2026-11-26; your file fails now".
    public func status(untouched: Bool?) -> String? {
      guard let passedOn else { return nil }
      return passedOn + (since(untouched: untouched).map { "; " + $0 } ?? "")
    }
  }

  /// 2: keyed by exercise names. (1, keyed by ids, is read once and converted.)
  public var version = StudentProgress.currentVersion
  /// By exercise name (`RoundHole`).
  public var exercises: [String: Entry] = [:]

  /// The format's version this workbook writes.
  public static let currentVersion = 2

  /// No progress yet.
  public init() {}

  /// The entry of the exercise named `name` (`RoundHole`).
  public subscript(name name: String) -> Entry {
    get { exercises[name] ?? Entry() }
    set { exercises[name] = newValue }
  }

  /// The entry of `exercise` (an empty one if there is none); set to record it.
  public subscript(exercise: Exercise) -> Entry {
    get { self[name: exercise.name] }
    set { self[name: exercise.name] = newValue }
  }

  /// How many of `chapter`'s exercises have been passed (earned, whatever the last
  /// check said).
  public func passedCount(in chapter: Chapter) -> Int {
    chapter.exercises.filter { self[$0].earned }.count
  }

  /// `date` as recorded: ISO 8601 in the local time zone, so its first ten characters
  /// are the student's own date.
  public static func stamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone.current
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }

  /// Progress as version 1 kept it (keyed by ids, `passed` meaning the last check
  /// passed), converted through `names` (id to name, from the current lists). Ids no
  /// list has now are left out (the old file is kept beside the new one).
  static func converted(fromNumbered old: Numbered, names: [String: String]) -> StudentProgress {
    var progress = StudentProgress()
    for (id, entry) in old.exercises {
      guard let name = names[id] else { continue }
      var new = Entry()
      new.hintsSeen = entry.hintsSeen ?? 0
      if entry.passed == true {
        new.earned = true
        new.lastCheck = .pass
      }
      progress[name: name] = new
    }
    return progress
  }

  /// The numbered format (version 1).
  struct Numbered: Decodable {
    struct Entry: Decodable {
      var passed: Bool?
      var hintsSeen: Int?
    }
    var exercises: [String: Entry]
  }

  /// Only the version, to tell the formats apart.
  struct Versioned: Decodable { var version: Int? }
}

/// Reads and writes `StudentProgress` in a state folder.
public struct ProgressStore: Sendable {
  /// The state folder.
  public let directory: URL
  /// Each exercise's id and name (`1.2`, `RoundHole`) in the current lists: how a
  /// progress file keyed by ids is converted.
  public let names: [String: String]

  /// A store in `directory`; `exercises` converts a progress file keyed by ids.
  public init(directory: URL, exercises: [Exercise] = []) {
    self.directory = directory
    names = Dictionary(exercises.map { ($0.id, $0.name) }) { first, _ in first }
  }

  /// The state folder: `WORKBOOK_STATE_DIR` if set, else `.workbook` in `packageRoot`.
  /// - Parameter environment: the environment to read `WORKBOOK_STATE_DIR` from
  ///   (`Context.environment`).
  public static func standard(
    packageRoot: URL, exercises: [Exercise] = [], environment: [String: String]
  ) -> ProgressStore {
    if let override = environment["WORKBOOK_STATE_DIR"], !override.isEmpty {
      return ProgressStore(directory: URL(fileURLWithPath: override), exercises: exercises)
    }
    return ProgressStore(
      directory: packageRoot.appendingPathComponent(".workbook"), exercises: exercises)
  }

  /// The progress file.
  public var file: URL { directory.appendingPathComponent("progress.json") }
  /// Where earlier progress files are kept.
  public var backups: URL { directory.appendingPathComponent("backups") }
  /// Where a progress file keyed by ids is kept once it has been converted.
  public var numberedFile: URL { directory.appendingPathComponent("progress.numbered.json") }

  /// The saved progress; a missing file is a fresh start. A file keyed by ids (version
  /// 1) is converted to names through the current lists, saved in the new format, and
  /// kept as `progress.numbered.json`, with a note. A file that cannot be read as
  /// progress is moved aside (never deleted) and the start is fresh, with a note.
  public func load() -> (progress: StudentProgress, note: String?) {
    guard let data = try? Data(contentsOf: file) else { return (StudentProgress(), nil) }
    let version = (try? JSONDecoder().decode(StudentProgress.Versioned.self, from: data))?.version
    if version == StudentProgress.currentVersion,
      let progress = try? JSONDecoder().decode(StudentProgress.self, from: data)
    {
      return (progress, nil)
    }
    if version == 1 || version == nil,
      let old = try? JSONDecoder().decode(StudentProgress.Numbered.self, from: data)
    {
      return convert(old, data)
    }
    let why =
      (version ?? 0) > StudentProgress.currentVersion
      ? "was written by a newer workbook" : "could not be read as progress"
    // Moved aside under a name no earlier unreadable file has, so none is lost.
    var aside = directory.appendingPathComponent("progress.unreadable.json")
    var number = 1
    while FileManager.default.fileExists(atPath: aside.path) {
      number += 1
      aside = directory.appendingPathComponent("progress.unreadable-\(number).json")
    }
    do {
      try FileManager.default.moveItem(at: file, to: aside)
    } catch {
      return (
        StudentProgress(),
        "\(file.path) \(why), and it could not be moved aside (\(error.localizedDescription)): "
          + "copy it somewhere else, or the next save replaces it"
      )
    }
    return (StudentProgress(), "\(file.path) \(why); it was moved to \(aside.path)")
  }

  /// Converts a numbered progress file, saves the new one and keeps the old.
  private func convert(_ old: StudentProgress.Numbered, _ data: Data) -> (
    progress: StudentProgress, note: String?
  ) {
    let progress = StudentProgress.converted(fromNumbered: old, names: names)
    let lost = old.exercises.keys.filter { names[$0] == nil }.sorted()
    guard !names.isEmpty else {
      // Nothing to convert through (no lists): leave the file as it is.
      return (progress, nil)
    }
    do {
      if !FileManager.default.fileExists(atPath: numberedFile.path) {
        try data.write(to: numberedFile, options: .withoutOverwriting)
      }
      try save(progress)
    } catch {
      return (
        progress,
        "\(file.path) is keyed by exercise numbers and could not be rewritten by name "
          + "(\(error.localizedDescription)); it is read as it is"
      )
    }
    return (
      progress,
      "your progress is now kept by exercise name, not number; the old file is kept as "
        + numberedFile.path
        + (lost.isEmpty
          ? ""
          : " (\(lost.joined(separator: ", ")) \(lost.count == 1 ? "names" : "name") no exercise now)")
    )
  }

  /// Writes `progress` to `file`, creating the folder if it must.
  public func save(_ progress: StudentProgress) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(progress).write(to: file, options: .atomic)
  }
}
