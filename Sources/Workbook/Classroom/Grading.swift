import BookTools
import Foundation
import Workbook

/// Grading a class: each student's exercise files checked by the instructor's own engine,
/// chapters and checks. Only the exercise files are taken from a student's folder; they
/// are built and checked in a private copy of the instructor's package (one build folder
/// for the whole class), each check in its own process.
public enum Grading {
  public struct Row: Codable, Equatable, Sendable {
    public let student: String
    public let exercise: String
    public let result: ExerciseRunner.Verdict
    public let message: String
  }

  /// The largest exercise file taken from a student, in bytes.
  public static let largestFile = 1_000_000

  /// Names for the rows: each folder's own name, or more of its path where two share one.
  public static func studentNames(_ folders: [URL]) -> [String] {
    let last = folders.map(\.lastPathComponent)
    return folders.enumerated().map { index, folder in
      last.filter { $0 == last[index] }.count == 1 ? last[index] : folder.path
    }
  }

  /// The student's file for an exercise: in a checkout, where the workbook keeps it;
  /// in a folder of files, by its name.
  public static func studentFile(_ exercise: Exercise, _ chapter: Chapter, in folder: URL) -> URL? {
    let candidates = [
      folder.appendingPathComponent(
        "Chapters/\(chapter.moduleName)/Exercises/\(exercise.name).swift"),
      folder.appendingPathComponent("\(exercise.name).swift"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  public static func grade(
    _ folder: URL, as name: String, in workspace: Workspace, context: Context
  )
    -> [Row]
  {
    var rows: [String: Row] = [:]
    var taken: [(Chapter, Exercise)] = []
    for chapter in context.chapters {
      for exercise in chapter.exercises {
        func error(_ message: String) {
          rows[exercise.id] = Row(
            student: name, exercise: exercise.id, result: .error, message: message)
          workspace.useStarter(exercise, chapter)
        }
        guard let file = studentFile(exercise, chapter, in: folder) else {
          error("not handed in: no \(exercise.name).swift in the folder")
          continue
        }
        let size =
          (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= largestFile, let data = try? Data(contentsOf: file),
          String(data: data, encoding: .utf8) != nil
        else {
          error("\(exercise.name).swift is not UTF-8 text of at most \(largestFile) bytes")
          continue
        }
        workspace.write(data, for: exercise, chapter)
        taken.append((chapter, exercise))
      }
    }
    // Build everything; an exercise that does not compile goes back to its starter, and
    // the rest are built again, until the build succeeds.
    var failures: [String: ExerciseRunner.BuildFailure] = [:]
    var attempts = 0
    while true {
      attempts += 1
      let (ok, text) = workspace.build()
      if ok { break }
      let broken = taken.filter { chapter, exercise in
        failures[exercise.id] == nil
          && (text.contains("Exercises/\(exercise.name).swift:")
            || text.contains("Exercises/Run/Run\(exercise.name).swift:"))
      }
      guard !broken.isEmpty, attempts <= taken.count + 1 else {
        // Not an exercise's fault (or it keeps failing): every exercise is an error.
        let why =
          ExerciseRunner.firstCompilerError(text, root: workspace.package)
          ?? ExerciseRunner.lastLines(text, 3)
        for (_, exercise) in taken where failures[exercise.id] == nil {
          failures[exercise.id] = ExerciseRunner.BuildFailure(message: "the build failed: \(why)")
        }
        break
      }
      for (chapter, exercise) in broken {
        // Their file, or the runner that calls it (a renamed function).
        let directory = workspace.target(exercise, chapter).deletingLastPathComponent()
          .deletingLastPathComponent()
        failures[exercise.id] = ExerciseRunner.BuildFailure(
          message: BuildDiagnosis.message(
            text, exercise: exercise, chapterDirectory: directory, root: workspace.package))
        workspace.useStarter(exercise, chapter)
      }
    }
    var checking = context
    checking.program = workspace.programFolder.appendingPathComponent("workbook-run")
    // Beside the inputs a student edition records, each check tries some drawn for this
    // run: a table of the recorded answers does not pass.
    checking.freshInputs = true
    for (chapter, exercise) in taken {
      let failure = failures[exercise.id]
      if let failure {
        rows[exercise.id] = Row(
          student: name, exercise: exercise.id, result: .error,
          message: "does not compile: \(failure.message)")
        continue
      }
      let (result, _, verdict) = ExerciseRunner.checkOutcome(
        chapter, exercise, context: checking, buildFailure: nil)
      rows[exercise.id] = Row(
        student: name, exercise: exercise.id, result: verdict,
        message: result.passed ? "" : result.message)
    }
    return context.chapters.flatMap(\.exercises).compactMap { rows[$0.id] }
  }

  // MARK: - Output

  public static func csv(_ rows: [Row]) -> String {
    func field(_ text: String) -> String {
      let flat = text.replacingOccurrences(of: "\r", with: " ")
      guard flat.contains(where: { ",\"\n".contains($0) }) else { return flat }
      return "\"" + flat.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    return
      (["student,exercise,result,message"]
      + rows.map {
        [$0.student, $0.exercise, $0.result.rawValue, $0.message].map(field)
          .joined(separator: ",")
      }).joined(separator: "\n")
  }

  public static func json(_ rows: [Row]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: (try? encoder.encode(rows)) ?? Data("[]".utf8), as: UTF8.self)
  }

  /// A line per student (passed, and the exercises that failed or were errors), then a
  /// line per exercise (how many passed).
  public static func text(_ rows: [Row], students: [String], exercises: [Exercise]) -> String {
    let nameWidth = min(24, max(7, students.map(\.count).max() ?? 7))
    var lines = ["student".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  passed"]
    for student in students {
      let mine = rows.filter { $0.student == student }
      let passed = mine.filter { $0.result == .pass }.count
      var line =
        String(student.prefix(nameWidth)).padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        + "  \(passed)/\(mine.count)"
      let failed = mine.filter { $0.result == .fail }.map(\.exercise)
      let errors = mine.filter { $0.result == .error }.map(\.exercise)
      var detail: [String] = []
      if !failed.isEmpty { detail.append("failed " + failed.joined(separator: " ")) }
      if !errors.isEmpty { detail.append("errors " + errors.joined(separator: " ")) }
      // The lists wrap under themselves, to fit 80 columns.
      let indent = String(repeating: " ", count: nameWidth + 9)
      let pieces = wrap(detail.joined(separator: "; "), width: 80 - indent.count)
      line = line.padding(toLength: indent.count, withPad: " ", startingAt: 0)
      lines.append((line + (pieces.first ?? "")).trimmingCharacters(in: .whitespaces))
      lines += pieces.dropFirst().map { indent + $0 }
    }
    lines.append("")
    lines.append("(why each failed: --format csv or json)")
    lines.append("")
    lines.append("exercise  passed  title")
    for exercise in exercises {
      let mine = rows.filter { $0.exercise == exercise.id }
      let passed = mine.filter { $0.result == .pass }.count
      lines.append(
        exercise.id.padding(toLength: 10, withPad: " ", startingAt: 0)
          + "\(passed)/\(mine.count)".padding(toLength: 8, withPad: " ", startingAt: 0)
          + exercise.title)
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - The grading copy

  /// A private copy of the instructor's package, kept between runs, where students'
  /// files are put in place of the starters and built.
  public struct Workspace {
    public let root: URL
    public let source: URL
    public let swift: String
    public let chapters: [Chapter]

    public init(root: URL, source: URL, swift: String, chapters: [Chapter]) {
      self.root = root
      self.source = source
      self.swift = swift
      self.chapters = chapters
    }
    public var package: URL { root.appendingPathComponent("package") }
    var scratch: URL { root.appendingPathComponent("build") }
    var programFolder: URL { scratch.appendingPathComponent("debug") }

    /// What of the instructor's package is copied (everything a build reads).
    static let parts = ["Package.swift", "Sources", "Chapters", "Tests"]

    /// Brings the copy up to date with the instructor's package: files written only
    /// where they differ (so the build redoes only what changed), stale ones removed.
    public func sync() throws {
      let manager = FileManager.default
      try manager.createDirectory(at: package, withIntermediateDirectories: true)
      var wanted: Set<String> = []
      for part in Workspace.parts {
        for relative in files(under: source, part) {
          wanted.insert(relative)
          let from = source.appendingPathComponent(relative)
          let to = package.appendingPathComponent(relative)
          let data = try Data(contentsOf: from)
          if (try? Data(contentsOf: to)) != data {
            try manager.createDirectory(
              at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: to)
          }
        }
      }
      for part in Workspace.parts {
        for relative in files(under: package, part) where !wanted.contains(relative) {
          try? manager.removeItem(at: package.appendingPathComponent(relative))
        }
      }
    }

    /// Files under `part` of `base`, relative to `base` (hidden ones left out).
    func files(under base: URL, _ part: String) -> [String] {
      let start = base.appendingPathComponent(part)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: start.path, isDirectory: &isDirectory) else {
        return []
      }
      guard isDirectory.boolValue else { return [part] }
      guard
        let walker = FileManager.default.enumerator(
          at: start, includingPropertiesForKeys: [.isRegularFileKey],
          options: [.skipsHiddenFiles])
      else { return [] }
      var found: [String] = []
      let prefix = base.standardizedFileURL.path + "/"
      for case let url as URL in walker {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        else { continue }
        found.append(url.standardizedFileURL.path.replacingOccurrences(of: prefix, with: ""))
      }
      return found.sorted()
    }

    func target(_ exercise: Exercise, _ chapter: Chapter) -> URL {
      package.appendingPathComponent(
        "Chapters/\(chapter.moduleName)/Exercises/\(exercise.name).swift")
    }

    /// Puts a student's file in place (only if it differs, so an unchanged one is not
    /// rebuilt).
    func write(_ data: Data, for exercise: Exercise, _ chapter: Chapter) {
      let to = target(exercise, chapter)
      if (try? Data(contentsOf: to)) != data { try? data.write(to: to) }
    }

    func useStarter(_ exercise: Exercise, _ chapter: Chapter) {
      let pristine = exercise.files(in: chapter.directory).pristineStarter
      if let data = try? Data(contentsOf: pristine) { write(data, for: exercise, chapter) }
    }

    public func restoreStarters() {
      for chapter in chapters {
        for exercise in chapter.exercises { useStarter(exercise, chapter) }
      }
    }

    /// `swift build` of the copy (every program); whether it succeeded, and its output.
    func build() -> (Bool, String) {
      let outcome = IsolatedRun.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        [swift, "build", "--package-path", package.path, "--scratch-path", scratch.path],
        timeout: 3600, directory: package)
      switch outcome {
      case .finished(let status, let out, let errors):
        return (status == 0, String(decoding: out + errors, as: UTF8.self))
      case .crashed, .timedOut, .couldNotStart:
        return (false, "swift build could not run")
      }
    }
  }
}
