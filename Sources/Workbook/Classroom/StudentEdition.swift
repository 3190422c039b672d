import Foundation
import Workbook

/// Something a classroom task could not do, worded for the instructor.
public struct ClassroomError: Error, CustomStringConvertible, Sendable {
  public let description: String
  public init(_ description: String) { self.description = description }
}

/// A copy of the workbook to hand out, without the reference solutions. What the checks
/// and the goal figures take from the solutions is recorded first (`Answers`), so the
/// copy builds, draws its goals and checks as the instructor's does.
public enum StudentEdition {
  /// What of the package goes into the edition.
  static let parts = [
    "Package.swift", "README.md", "CONTRIBUTING.md", "Documentation", "book.md", ".gitignore",
    ".swift-format", "Sources", "Chapters", "Tests", "Benchmarks",
  ]
  /// Left out: the instructors' manual, and CI's proofs that grading is honest, that a
  /// release build checks as a debug one does, and of the edition itself.
  static let leftOut = [
    "Documentation/Instructors.md", "Tests/Grading", "Tests/Release", "Tests/StudentEdition",
  ]

  /// What was written.
  public struct Summary: Sendable {
    public let exercises: Int
    public let answers: Int
  }

  /// Writes the edition of `chapters` (in the package at `root`) into `target`, which the
  /// caller has checked is a new or empty folder outside the package.
  public static func write(chapters: [Chapter], root: URL, to target: URL) throws -> Summary {
    let manager = FileManager.default
    let (answers, exercises) = try record(chapters)
    try copy(from: root, to: target)
    for chapter in chapters where !chapter.exercises.isEmpty {
      let folder = target.appendingPathComponent("Chapters/\(chapter.moduleName)")
      for exercise in chapter.exercises {
        let starter = try String(
          contentsOf: exercise.files(in: chapter.directory).pristineStarter, encoding: .utf8)
        try Data(starter.utf8).write(
          to: folder.appendingPathComponent("Exercises/\(exercise.name).swift"))
        try Data(stub(fromStarter: starter, exercise: exercise).utf8).write(
          to: folder.appendingPathComponent("Solutions/\(exercise.name)Solution.swift"))
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let file = target.appendingPathComponent(
        "\(Answers.folderName)/\(chapter.moduleName).json")
      try manager.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try encoder.encode(answers[chapter.number] ?? [:]).write(to: file)
    }
    let readme = target.appendingPathComponent("README.md")
    let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
    try Data((studentNote + forStudents(readme: text)).utf8).write(to: readme)
    return Summary(exercises: exercises, answers: answers.values.map(\.count).reduce(0, +))
  }

  static let studentNote = """
    > **Student edition.** The reference solutions are not in this copy: each
    > `Solutions/` file holds the starter, and what the checks compare your work with is
    > recorded in `StudentEdition/`. Everything else works as described below.
    >
    > To keep your work in git: `git init && git add -A && git commit -m "The handout"`
    > (`.gitignore` already leaves out `.build/` and your progress in `.workbook/`), then
    > commit as you solve the exercises. Start with `swift run workbook-run watch`.

    """

  /// The README without what only instructors need (the sections whose heading names
  /// instructors: grading, handing out, adding exercises), which also name files the
  /// edition does not have.
  public static func forStudents(readme text: String) -> String {
    var kept: [String] = []
    var skipping = false
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("## ") { skipping = line.lowercased().contains("instructors") }
      if !skipping { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }

  /// Runs each exercise's check and goal figure on the reference solution, recording
  /// what they take from it; returns the answers by chapter, and the exercise count.
  static func record(_ chapters: [Chapter]) throws(ClassroomError) -> ([Int: [String: String]], Int)
  {
    var answers: [Int: [String: String]] = [:]
    var count = 0
    for chapter in chapters {
      let recorder = Answers.Recorder()
      for exercise in chapter.exercises {
        count += 1
        let result = Answers.$recorder.withValue(recorder) { () -> CheckResult in
          _ = exercise.figure(.solution)
          return exercise.check(.solution)
        }
        guard result.passed else {
          throw ClassroomError(
            "the reference solution of \(exercise.id) fails its own check (\(result.message)); "
              + "fix that before handing out an edition: swift run workbook-run check "
              + "\(exercise.id) --solution")
        }
      }
      answers[chapter.number] = recorder.values
    }
    return (answers, count)
  }

  /// The starter, as the `Solutions` namespace: the same declarations, so the chapter
  /// builds, and none of the solution.
  static func stub(fromStarter starter: String, exercise: Exercise) -> String {
    "// Student edition: the reference solution of exercise \(exercise.id) is not here. This\n"
      + "// is the starter under the solutions' name, so that the chapter builds; the checks\n"
      + "// take what they need from StudentEdition/ at the package's root.\n"
      + starter.replacingOccurrences(of: "extension StudentWork", with: "extension Solutions")
  }

  static func copy(from root: URL, to target: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: target, withIntermediateDirectories: true)
    for part in parts {
      let from = root.appendingPathComponent(part)
      guard manager.fileExists(atPath: from.path) else { continue }
      let to = target.appendingPathComponent(part)
      try manager.copyItem(at: from, to: to)
    }
    // A part left out that cannot be removed would ship in the edition: that is an error.
    for part in leftOut {
      let path = target.appendingPathComponent(part)
      if manager.fileExists(atPath: path.path) { try manager.removeItem(at: path) }
    }
  }
}
