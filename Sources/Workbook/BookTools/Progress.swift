import Foundation
import Workbook

/// A student's progress: which exercises passed their last check and how many hints
/// were shown. Kept in `progress.json` in the state folder (`.workbook/` at the package
/// root, ignored by git; `WORKBOOK_STATE_DIR` moves it). Only `check` records passes.
public struct StudentProgress: Codable, Equatable, Sendable {
  public struct Entry: Codable, Equatable, Sendable {
    public var passed = false
    public var hintsSeen = 0
    public init() {}
  }

  public var version = 1
  public var exercises: [String: Entry] = [:]

  public init() {}

  public subscript(id: String) -> Entry {
    get { exercises[id] ?? Entry() }
    set { exercises[id] = newValue }
  }

  /// How many of `chapter`'s exercises passed their last check.
  public func passedCount(in chapter: Chapter) -> Int {
    chapter.exercises.filter { self[$0.id].passed }.count
  }
}

/// Reads and writes `StudentProgress` in a state folder.
public struct ProgressStore: Sendable {
  public let directory: URL

  public init(directory: URL) { self.directory = directory }

  /// The state folder: `WORKBOOK_STATE_DIR` if set, else `.workbook` in `packageRoot`.
  public static func standard(packageRoot: URL) -> ProgressStore {
    if let override = ProcessInfo.processInfo.environment["WORKBOOK_STATE_DIR"], !override.isEmpty {
      return ProgressStore(directory: URL(fileURLWithPath: override))
    }
    return ProgressStore(directory: packageRoot.appendingPathComponent(".workbook"))
  }

  public var file: URL { directory.appendingPathComponent("progress.json") }
  public var backups: URL { directory.appendingPathComponent("backups") }

  /// The saved progress; a missing file is a fresh start. A file that cannot be read as
  /// progress is moved aside (never deleted) and the start is fresh, with a note.
  public func load() -> (progress: StudentProgress, note: String?) {
    guard let data = try? Data(contentsOf: file) else { return (StudentProgress(), nil) }
    if let progress = try? JSONDecoder().decode(StudentProgress.self, from: data) {
      return (progress, nil)
    }
    let aside = directory.appendingPathComponent("progress.unreadable.json")
    try? FileManager.default.removeItem(at: aside)
    try? FileManager.default.moveItem(at: file, to: aside)
    return (
      StudentProgress(), "\(file.path) could not be read as progress; it was moved to \(aside.path)"
    )
  }

  public func save(_ progress: StudentProgress) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(progress).write(to: file, options: .atomic)
  }
}
