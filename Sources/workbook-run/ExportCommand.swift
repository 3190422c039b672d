import BookChapters
import Foundation
import Workbook

/// `workbook-run export student DIR`: a copy of the workbook to hand out, without the
/// reference solutions. What the checks and the goal figures take from the solutions is
/// recorded first (`Answers`), so the copy builds, draws its goals and checks as this
/// one does.
enum ExportCommand {
  static let help = """
    USAGE: workbook-run export student DIR
           workbook-run export app DIR [chapterN ...]   (see export app --help)

    Writes a student edition of this workbook into DIR (a new or empty folder):
    the same chapters, engine, book and tests, every exercise at its untouched
    starter, and no reference solutions. Each Solutions/ file holds the starter
    instead, and StudentEdition/<chapter>.json what the checks compare with and
    the goal figures, recorded from your solutions now. In the copy the checks pass a
    correct answer and fail the starters, the goal figures are the ones in
    book.md, and hints never point at a solution.

    Instructors' parts stay behind: .ci/, Tests/Grading/ and
    Tests/StudentEdition/.

    EXAMPLE:
      swift run workbook-run export student ~/class/handout
    """

  /// What of this package goes into the edition.
  static let parts = [
    "Package.swift", "README.md", "book.md", ".gitignore", "Sources", "Chapters", "Tests",
    "Benchmarks",
  ]
  /// Left out: the instructors' CI and the proof that grading is honest.
  static let leftOut = ["Tests/Grading", "Tests/StudentEdition"]

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(words, command: "export", valueOptions: [], flagOptions: ["help"])
    if arguments.flag("help") && arguments.positional.first != "app" {
      output.help(help)
      return ExitStatus.success
    }
    if arguments.positional.first == "app" {
      if arguments.flag("help") {
        output.help(AppExport.help)
        return ExitStatus.success
      }
      return try AppExport.run(Array(arguments.positional.dropFirst()), output: &output)
    }
    guard arguments.positional.count == 2, arguments.positional[0] == "student" else {
      throw UsageError(
        "export takes 'student DIR' or 'app DIR': 'workbook-run export student ~/class/handout'")
    }
    let target = URL(fileURLWithPath: arguments.positional[1]).standardizedFileURL
    guard let root = allChapters.first?.packageRoot else {
      throw UsageError("there are no chapters to export")
    }
    if allChapters.contains(where: { Answers.isStudentEdition(chapterDirectory: $0.directory) }) {
      throw UsageError("this is a student edition already: it has no solutions to record")
    }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: target.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue,
        ((try? manager.contentsOfDirectory(atPath: target.path)) ?? []).isEmpty
      else {
        throw UsageError(
          "'\(target.path)' is not an empty folder; the student edition goes into a new or "
            + "empty one, so that nothing is overwritten")
      }
    }
    if target.path.hasPrefix(root.standardizedFileURL.path + "/") {
      throw UsageError(
        "the student edition cannot go inside this package; choose a folder outside it")
    }
    do {
      let (answers, exercises) = try record()
      try copy(from: root, to: target)
      for chapter in allChapters where !chapter.exercises.isEmpty {
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
      try Data((studentNote + text).utf8).write(to: readme)
      output.out(
        "Wrote the student edition to \(target.path): \(exercises) exercises at their "
          + "starters, no solutions, \(answers.values.map(\.count).reduce(0, +)) recorded "
          + "answers. Try it: cd \(target.path) && swift run workbook-run check")
    } catch let error as UsageError {
      throw error
    } catch {
      output.err("workbook-run: could not write the student edition: \(error)")
      return ExitStatus.checkFailed
    }
    return ExitStatus.success
  }

  static let studentNote = """
    > **Student edition.** The reference solutions are not in this copy: each
    > `Solutions/` file holds the starter, and what the checks compare your work with is
    > recorded in `StudentEdition/`. Everything else works as described below.

    """

  /// Runs each exercise's check and goal figure on the reference solution, recording
  /// what they take from it; returns the answers by chapter, and the exercise count.
  static func record() throws -> ([Int: [String: String]], Int) {
    var answers: [Int: [String: String]] = [:]
    var count = 0
    for chapter in allChapters {
      let recorder = Answers.Recorder()
      for exercise in chapter.exercises {
        count += 1
        let result = Answers.$recorder.withValue(recorder) { () -> CheckResult in
          _ = exercise.figure(.solution)
          return exercise.check(.solution)
        }
        guard result.passed else {
          throw UsageError(
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
    for part in leftOut { try? manager.removeItem(at: target.appendingPathComponent(part)) }
  }
}
