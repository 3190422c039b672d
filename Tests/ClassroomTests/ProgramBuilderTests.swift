import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom

/// The tests of this file, as one suite: `swift test --filter ProgramBuilderTests`.
@Suite struct ProgramBuilderTests {}

// An exercise's program built with the compiler alone, against the engine library SwiftPM
// built beside this test bundle: it is checked as SwiftPM's program is, and it can import
// the engine but not the chapter. (Grading a class with such programs, and the student's
// edition checking them, are proven by Tests/Grading/prove and Tests/StudentEdition/prove.)

extension ProgramBuilderTests {
  /// The builder for the programs beside this test bundle, and exercise 1.2.
  private func roundHole() throws -> (ProgramBuilder, Chapter, Exercise) {
    let me = try #require(builtProduct("workbook-run"))
    let context = Context(chapters: allChapters, packageRoot: packageRoot, program: me)
    let builder = try #require(ProgramBuilder(context: context))
    try #require(FileManager.default.fileExists(atPath: builder.libraryFile.path))
    let (chapter, exercise) = try #require(context.exercise("1.2"))
    return (builder, chapter, exercise)
  }

  /// The reference solution of `exercise`, as a student's file.
  private func solution(_ exercise: Exercise, _ chapter: Chapter) throws -> Data {
    let text = try String(
      contentsOf: exercise.files(in: chapter.directory).solution, encoding: .utf8)
    return Data(
      text.replacingOccurrences(of: "extension Solutions", with: "extension StudentWork").utf8)
  }

  @Test func aProgramBuiltByTheCompilerAloneIsCheckedAndCannotImportTheChapter() throws {
    let (builder, chapter, exercise) = try roundHole()
    let runner = exercise.files(in: chapter.directory).runner
    try withTemporaryFolder { folder in
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let student = folder.appendingPathComponent("RoundHole.swift")
      let program = folder.appendingPathComponent("RoundHoleExercise")
      let build = {
        builder.build(
          student: student, runner: runner, program: program, named: "RoundHoleExercise",
          kit: builder.kit(of: chapter))
      }
      try solution(exercise, chapter).write(to: student)
      #expect(build() == .built)
      // (A student edition's solution is the starter: it fails.)
      let solved = !Answers.isStudentEdition(chapterDirectory: chapter.directory)
      #expect(try runExerciseProgram(program, exercise)?.passed == solved)
      // Only the student's file and the program are left: the build's own files are gone.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
          == ["RoundHole.swift", "RoundHoleExercise"])

      // The chapter (its checks, its solutions) is not there to import; the program
      // built before is left as it was.
      try Data(
        """
        import Chapter1Holes
        import Workbook

        extension StudentWork {
          static func roundHolePath(in square: CGRect) -> UIBezierPath {
            _ = chapter1.exercises
            return UIBezierPath(ovalIn: square)
          }
        }
        """.utf8
      ).write(to: student)
      guard case .failed(let text) = build() else {
        Issue.record("a file that imports the chapter built")
        return
      }
      #expect(text.contains("\(student.path):1:8: error: no such module 'Chapter1Holes'"))
      #expect(try runExerciseProgram(program, exercise)?.passed == solved)
    }
  }

  @Test func gradingBuildsAFileOnceAndKeepsWhatTheCompilerSaid() throws {
    let (builder, chapter, exercise) = try roundHole()
    try withTemporaryFolder { folder in
      let programs = try #require(Grading.Programs(base: folder, builder: builder))
      let broken = Data("extension StudentWork { static func roundHolePath(".utf8)
      guard case .failed(let first) = programs.program(for: broken, exercise, chapter) else {
        Issue.record("a file that does not parse built")
        return
      }
      // Said against the student's file, as their own check says it.
      #expect(first.message.hasPrefix("Chapters/Chapter1Holes/Exercises/RoundHole.swift:1:"))
      // The second student with the same file is told the same, without a build: the
      // compiler is not there any more.
      let noCompiler = try #require(
        ProgramBuilder(
          context: Context(
            chapters: allChapters, packageRoot: packageRoot,
            program: builder.products.appendingPathComponent("workbook-run"),
            environment: ["WORKBOOK_SWIFT": "/nonexistent/swift"])))
      let again = try #require(Grading.Programs(base: folder, builder: noCompiler))
      guard case .failed(let second) = again.program(for: broken, exercise, chapter) else {
        Issue.record("the kept failure was not found")
        return
      }
      #expect(second.message == first.message)
      // Another file is built (and here cannot be).
      guard case .failed(let other) = again.program(for: broken + Data(" ".utf8), exercise, chapter)
      else {
        Issue.record("a new file was not built")
        return
      }
      #expect(other.message.hasPrefix("it could not be built here: the compiler could not start"))
      // Nothing is left half made.
      let left = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent(try #require(builder.libraryStamp)).path)
      #expect(left.count == 1 && left.allSatisfy { $0.hasPrefix("RoundHole-") })
    }
  }
}
