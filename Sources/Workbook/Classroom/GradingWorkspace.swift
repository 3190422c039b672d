import Book
import Foundation
import Workbook

/// The grading copy: where a worker puts students' files and builds them.
extension Grading {
  /// A private copy of the instructor's package, kept between runs, where students'
  /// files are put in place of the starters and built. Each worker grading at once owns
  /// one (`.workbook/grading/1`, `/2`, ...): the package's sources (about 5 MB) and a
  /// build folder of its own, which is most of its size.
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

    /// The copy for worker `number` (from 1) under `base` (`.workbook/grading`).
    public static func worker(
      _ number: Int, under base: URL, source: URL, swift: String, chapters: [Chapter]
    ) -> Workspace {
      Workspace(
        root: base.appendingPathComponent("\(number)"), source: source, swift: swift,
        chapters: chapters)
    }

    /// Brings the copy up to date with the instructor's package: files written only
    /// where they differ (so the build redoes only what changed), stale ones removed.
    /// The students' exercise files are the untouched starters (not the instructor's own
    /// working copies), as `restoreStarters` leaves them.
    public func sync() throws {
      let manager = FileManager.default
      try manager.createDirectory(at: package, withIntermediateDirectories: true)
      var starters: [String: URL] = [:]
      for chapter in chapters {
        for exercise in chapter.exercises {
          let pristine = exercise.files(in: chapter.directory).pristineStarter
          guard manager.fileExists(atPath: pristine.path) else { continue }
          starters["Chapters/\(chapter.moduleName)/Exercises/\(exercise.name).swift"] = pristine
        }
      }
      var wanted: Set<String> = []
      for part in Workspace.parts {
        for relative in files(under: source, part) {
          wanted.insert(relative)
          let from = starters[relative] ?? source.appendingPathComponent(relative)
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
    /// rebuilt); throws if it cannot be written, since another file would be graded.
    func write(_ data: Data, for exercise: Exercise, _ chapter: Chapter) throws {
      let to = target(exercise, chapter)
      if (try? Data(contentsOf: to)) != data { try data.write(to: to) }
    }

    func useStarter(_ exercise: Exercise, _ chapter: Chapter) {
      let pristine = exercise.files(in: chapter.directory).pristineStarter
      // Not reported: the copy's file was written a moment ago by `write`. (If it could
      // not be put back, this student's file would stay in the copy's next build.)
      if let data = try? Data(contentsOf: pristine) { try? write(data, for: exercise, chapter) }
    }

    public func restoreStarters() {
      for chapter in chapters {
        for exercise in chapter.exercises { useStarter(exercise, chapter) }
      }
    }

    /// Whether the copy has been built before (it may be out of date).
    public var hasBeenBuilt: Bool {
      FileManager.default.fileExists(
        atPath: programFolder.appendingPathComponent("workbook-run").path)
    }

    /// `swift build` of the copy (every program); whether it succeeded, and its output.
    public func build() -> (Bool, String) {
      let outcome = IsolatedRun.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        [swift, "build", "--package-path", package.path, "--scratch-path", scratch.path],
        timeout: Limits.gradingBuildSeconds, directory: package)
      switch outcome {
      case .finished(let status, let out, let errors):
        return (status == 0, String(decoding: out + errors, as: UTF8.self))
      case .crashed, .timedOut, .couldNotStart:
        return (false, "swift build could not run")
      }
    }
  }
}
