import Foundation
import Graphics
@_spi(Engine) import UIKitModel

/// Which implementation an exercise's check runs: the student's, or the reference
/// solution.
public enum Attempt: String, Sendable, Codable, CaseIterable {
  case student
  case solution

  /// Picks the implementation for this attempt: `attempt.pick(student: StudentWork.f,
  /// solution: Solutions.f)`.
  public func pick<Work>(student: Work, solution: Work) -> Work {
    self == .student ? student : solution
  }
}

/// An exercise: a task a student solves by editing Swift, with hints, a reference
/// solution, and a check of behaviour (not of text).
///
/// Its files, inside the chapter's module folder (`name` is the file name without
/// `.swift`):
///
/// - `Exercises/<name>.swift`: the starter, which the student edits;
/// - `Starters/<name>.swift`: an untouched copy of the starter (not compiled), used to
///   reset the exercise and to know whether the student has changed it;
/// - `Solutions/<name>Solution.swift`: the reference solution;
/// - `Checks/<name>Check.swift`: this value.
///
/// (SwiftPM needs every file name in a module to differ, hence the suffixes.)
///
/// The chapter's `exercises.txt` lists the names in order; the generated
/// `Checks/AllExercises.swift` gives each value its place there as its id and its name
/// (`numbered(_:name:)`), so a check file holds neither.
public struct Exercise: Sendable {
  /// What a reader types: `1.2`; the exercise's place in its chapter's `exercises.txt`.
  public private(set) var id = ""
  /// The file name shared by the exercise's files, without `.swift`: `CircleHole`.
  public private(set) var name = ""
  /// A short title for lists and headings: "A round window".
  public let title: String
  /// What to do, in a few sentences of Markdown.
  public let task: String
  /// From gentle to explicit; at least two.
  public let hints: [String]
  /// What the goal (the reference solution's figure) shows, in a sentence or two of
  /// words: what a reader who cannot see the picture is told, on the web its
  /// alternative text. Nil where the check file gives none.
  public let goal: String?
  private let drawing: @MainActor @Sendable (Attempt) -> Figure
  private let checking: @MainActor @Sendable (Attempt) -> CheckResult
  /// A student edition's recorded answers, where it has them.
  private let answers: [String: String]?
  /// Binds the check's slots for the student's code to the functions of their program.
  private var binding: (@MainActor @Sendable (any StudentCalls, @MainActor () -> Void) -> Void)?

  /// An exercise, as its check file declares it (the chapter's generated list numbers it).
  ///
  /// - Parameters:
  ///   - title: a short title: "A round window".
  ///   - task: what to do, in a few sentences of Markdown.
  ///   - hints: two or more, from gentle to explicit.
  ///   - goal: what the solution's figure shows, in words (its alternative text).
  ///   - figure: draws what an attempt (`.student` or `.solution`) makes, for the goal
  ///     and "yours" panels.
  ///   - check: judges an attempt; `attempt.pick(student:solution:)` chooses the code.
  ///   - sourceFile: the check file's path (the default, `#filePath`, is right): a
  ///     student edition's recorded answers are found beside it (`Answers`).
  public init(
    title: String, task: String, hints: [String], goal: String? = nil,
    figure: @escaping @MainActor @Sendable (Attempt) -> Figure,
    check: @escaping @MainActor @Sendable (Attempt) -> CheckResult,
    sourceFile: String = #filePath
  ) {
    self.title = title
    self.task = task
    self.hints = hints
    self.goal = goal
    self.drawing = figure
    self.checking = check
    self.answers = Answers.load(checkFile: sourceFile)
  }

  /// This exercise with its id (`1.2`) and name (`RoundHole`), as the chapter's
  /// generated list gives them.
  ///
  /// - Parameters:
  ///   - id: the exercise's id, `<chapter>.<place in exercises.txt>`.
  ///   - name: the name its files share (`RoundHole`).
  ///   - student: binds the check's slots (`Student.$slot.withValue(...)`) to the
  ///     student's functions, as `calls` reaches them in the exercise's program, around
  ///     `body`.
  public func numbered(
    _ id: String, name: String,
    student: @escaping @MainActor @Sendable (any StudentCalls, @MainActor () -> Void) -> Void
  ) -> Exercise {
    var numbered = self
    numbered.id = id
    numbered.name = name
    numbered.binding = student
    return numbered
  }

  /// Runs `body` with the check's slots bound to the student's functions behind `calls`.
  @MainActor private func withStudent<T>(_ calls: any StudentCalls, _ body: @MainActor () -> T)
    -> T?
  {
    guard let binding else { return nil }
    var result: T?
    binding(calls) { result = body() }
    return result
  }

  /// The student's figure, their functions called through `calls`.
  @MainActor package func figure(student calls: any StudentCalls) -> Figure {
    withStudent(calls) { figure(.student) } ?? Figure(art: [])
  }

  /// Checks the student's functions, called through `calls`.
  @MainActor package func check(student calls: any StudentCalls) -> CheckResult {
    withStudent(calls) { check(.student) }
      ?? .fail("exercise \(id) has no slots for the student's code")
  }

  /// The figure the attempt draws (the solution's is the goal shown in the chapter).
  package var figure: @MainActor @Sendable (Attempt) -> Figure {
    // The goal is the solution's figure: recorded in a student edition, under the
    // exercise's name ("RoundHole goal"), which renumbering leaves alone.
    let (name, drawing, answers) = (name, drawing, answers)
    return { attempt in
      Exercise.withAnswers(answers) {
        ModelScope.isolated {
          attempt == .solution
            ? Answers.figure("\(name) goal") { drawing(.solution) } : drawing(attempt)
        }
      }
    }
  }

  /// Checks the attempt's behaviour.
  package var check: @MainActor @Sendable (Attempt) -> CheckResult {
    let (checking, answers) = (checking, answers)
    return { attempt in
      Exercise.withAnswers(answers) { ModelScope.isolated { checking(attempt) } }
    }
  }

  /// Runs `body` with a student edition's recorded answers, where it has them (else
  /// with whatever is in force).
  private static func withAnswers<T>(_ answers: [String: String]?, _ body: () -> T) -> T {
    guard let answers else { return body() }
    return Answers.$recorded.withValue(answers, operation: body)
  }
}

extension Exercise {
  /// Where each of the exercise's files lives, given the chapter's folder.
  package struct Files: Sendable {
    /// The student's file, `Exercises/<Name>.swift`.
    package let starter: URL
    /// The untouched copy of the starter, `Starters/<Name>.swift`.
    package let pristineStarter: URL
    /// The reference solution, `Solutions/<Name>Solution.swift`.
    package let solution: URL
    /// The check, `Checks/<Name>Check.swift`.
    package let check: URL
    /// The exercise program's runner, which hands the student's code to the check.
    package let runner: URL
  }

  /// The exercise's files in the chapter whose folder is `chapterDirectory`.
  package func files(in chapterDirectory: URL) -> Files {
    Files(
      starter: chapterDirectory.appendingPathComponent("Exercises/\(name).swift"),
      pristineStarter: chapterDirectory.appendingPathComponent("Starters/\(name).swift"),
      solution: chapterDirectory.appendingPathComponent("Solutions/\(name)Solution.swift"),
      check: chapterDirectory.appendingPathComponent("Checks/\(name)Check.swift"),
      runner: chapterDirectory.appendingPathComponent("Exercises/Run/Run\(name).swift"))
  }

  /// Whether the student's starter file is exactly the untouched starter; nil when either
  /// file cannot be read.
  package func starterIsUntouched(in chapterDirectory: URL) -> Bool? {
    let files = files(in: chapterDirectory)
    guard let current = try? Data(contentsOf: files.starter),
      let pristine = try? Data(contentsOf: files.pristineStarter)
    else { return nil }
    return current == pristine
  }
}

extension Chapter {
  /// The exercise with `id` (`1.2`) or `name` (`CircleHole`, any case).
  package func exercise(_ key: String) -> Exercise? {
    exercises.first { $0.id == key || $0.name.lowercased() == key.lowercased() }
  }
}
