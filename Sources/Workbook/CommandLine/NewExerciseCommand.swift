import BookTools
import Classroom
import Foundation
import Workbook

/// `workbook-run new-exercise chapterN NAME`: scaffolds an exercise's four files and
/// registers it, failing loudly until the instructor fills it in.
enum NewExerciseCommand {
  static let command = Command(
    "new-exercise", abstract: "scaffold a new exercise (for instructors)",
    arguments: [Argument("chapterN"), Argument("NAME")],
    discussion: """
      Creates a new exercise in a chapter, numbered after the chapter's last one:
        Exercises/<Name>.swift          the starter students edit
        Starters/<Name>.swift           its untouched copy (for reset; keep equal)
        Solutions/<Name>Solution.swift  the reference solution
        Checks/<Name>Check.swift        title, task, hints, figure and check
        Exercises/Run/Run<Name>.swift   the program that runs the student's code
      and adds it to the chapter's list in Checks/AllExercises.swift and to Package.swift. \
      NAME is words with hyphens, like ticket-notches (giving TicketNotches). Existing \
      files are never replaced. Until every TODO is filled in, swift test fails and says \
      what is missing.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let chapterName = session.positional[0]
    guard let chapter = session.context.chapter(named: chapterName) else {
      throw .usage(
        "there is no chapter '\(chapterName)'; the chapters are: \(session.context.chapterNames)")
    }
    let name = try typeName(session.positional[1])
    let id = "\(chapter.number).\(chapter.exercises.count + 1)"
    let created = try scaffold(
      in: chapter.directory, chapterNumber: chapter.number, id: id, name: name)
    session.console.out("Created exercise \(id) (\(name)):")
    for file in created { session.console.out("  \(file.path)") }
    session.console.out(
      """

      Next: fill in every TODO (the starter and its copy in Starters/ must stay equal),
      then run 'swift test' (it fails until the exercise is complete: a title, a task,
      two hints, a solution that passes and a starter that fails) and
      'swift run workbook-run book' to add the exercise to book.md.
      """)
    return .success
  }

  /// `ticket-notches` -> `TicketNotches`; letters, digits and hyphens only.
  static func typeName(_ text: String) throws(CommandError) -> String {
    let words = text.split(separator: "-")
    let valid =
      !words.isEmpty && text.first?.isLetter == true
      && text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
    guard valid else {
      throw .usage(
        "the exercise name '\(text)' must be letters, digits and hyphens, starting with a letter (like ticket-notches)"
      )
    }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// Writes the four files and registers the exercise; returns the files written.
  static func scaffold(in directory: URL, chapterNumber: Int, id: String, name: String)
    throws(CommandError) -> [URL]
  {
    let moduleName = directory.lastPathComponent
    let function = name.prefix(1).lowercased() + name.dropFirst()
    let files = [
      directory.appendingPathComponent("Exercises/\(name).swift"),
      directory.appendingPathComponent("Starters/\(name).swift"),
      directory.appendingPathComponent("Solutions/\(name)Solution.swift"),
      directory.appendingPathComponent("Checks/\(name)Check.swift"),
      directory.appendingPathComponent("Exercises/Run/Run\(name).swift"),
    ]
    let existing = files.filter { FileManager.default.fileExists(atPath: $0.path) }
    guard existing.isEmpty else {
      throw .usage(
        "not replacing existing files: \(existing.map(\.path).joined(separator: ", "))")
    }
    let list = directory.appendingPathComponent("Checks/AllExercises.swift")
    let marker = "  // new exercises go above this line"
    guard let listText = try? String(contentsOf: list, encoding: .utf8), listText.contains(marker)
    else {
      throw .usage(
        "cannot register the exercise: \(list.path) needs the line '\(marker)' in its list")
    }
    let starter = """
      import Workbook

      // Exercise \(id): TODO a title.
      //   Check your work:  swift run workbook-run check chapter\(chapterNumber)
      //   Stuck?            swift run workbook-run hint \(id)

      extension StudentWork {
        /// TODO: say what this function must do.
        static func \(function)() -> UIBezierPath {
          // Write your code here.
          UIBezierPath()
        }
      }

      """
    let solution = """
      import Workbook

      extension Solutions {
        static func \(function)() -> UIBezierPath {
          // TODO: the reference solution.
          UIBezierPath()
        }
      }

      """
    let check = """
      import Workbook

      extension Student {
        /// The student's `\(function)()`, while their exercise program runs.
        @TaskLocal public static var \(function): @Sendable () -> UIBezierPath = {
          missing("\(function)()")
        }
      }

      let \(function)Exercise = Exercise(
        id: "\(id)", name: "\(name)", title: "TODO a title",
        task: \"\"\"
          TODO: what the student must do, in a few sentences.
          \"\"\",
        hints: [
          "TODO: a gentle hint.",
          "TODO: a more explicit hint.",
        ],
        figure: { attempt in
          let path = attempt.pick(student: Student.\(function), solution: Solutions.\(function))()
          let layer = CAShapeLayer()
          layer.bounds = CGRect(x: 0, y: 0, width: 96, height: 64)
          layer.path = path.cgPath
          return Figure(of: layer)
        },
        check: { attempt in
          // TODO: check behaviour, for example:
          //   let path = attempt.pick(student: Student.\(function), solution: Solutions.\(function))()
          //   return CheckResult.sequence([{ Expect.inside(CGPoint(x: 10, y: 10), of: path) }])
          .fail("the check of exercise \(id) is not written yet: edit Checks/\(name)Check.swift")
        })

      """
    let runner = """
      // The program `workbook-run check` builds from your `Exercises/\(name).swift`: it
      // hands your code to the check of exercise \(id). Written by `workbook-run new-exercise`;
      // there is nothing to change here.
      @_exported import \(moduleName)
      import Workbook

      /// Where you write your answers: `Exercises/\(name).swift` extends it.
      enum StudentWork {}

      @main enum Run\(name) {
        static func main() {
          Student.$\(function).withValue(StudentWork.\(function)) {
            ExerciseProgram.run(chapter\(chapterNumber), exercise: "\(id)")
          }
        }
      }

      """
    let manifest = directory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Package.swift")
    guard let manifestText = try? String(contentsOf: manifest, encoding: .utf8),
      let registeredManifest = registering(name, module: moduleName, in: manifestText)
    else {
      throw .usage(
        "cannot register the exercise's program: \(manifest.path) needs a line like "
          + "(\"\(moduleName)\", \(chapterNumber), [\"...\"]), in its chapters list")
    }
    do {
      for (file, text) in zip(files, [starter, starter, solution, check, runner]) {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .withoutOverwriting)
      }
      let registered = listText.replacingOccurrences(
        of: marker, with: "  \(function)Exercise,\n" + marker)
      try Data(registered.utf8).write(to: list, options: .atomic)
      try Data(registeredManifest.utf8).write(to: manifest, options: .atomic)
    } catch {
      throw .couldNotDo("could not write the exercise: \(error.localizedDescription)")
    }
    return files + [list, manifest]
  }

  /// The manifest with `name` added to the chapter's exercise list (the line
  /// `("Chapter1Holes", 1, ["EvenOddHole", ...]),`), or nil if there is no such line.
  static func registering(_ name: String, module: String, in manifest: String) -> String? {
    var lines = manifest.components(separatedBy: "\n")
    guard
      let index = lines.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("(\"\(module)\",")
          && $0.hasSuffix("]),")
      })
    else { return nil }
    let line = lines[index]
    guard let opening = line.range(of: "[") else { return nil }
    let inside = line[opening.upperBound..<line.index(line.endIndex, offsetBy: -3)]
    let separator = inside.trimmingCharacters(in: .whitespaces).isEmpty ? "" : ", "
    lines[index] = line.dropLast(3) + separator + "\"\(name)\"" + "]),"
    return lines.joined(separator: "\n")
  }
}
