import BookChapters
import ExerciseAuthoring
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom
@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter ClassCommandTests`.
@Suite struct ClassCommandTests {}

// The instructor's commands: `grade`, `export student`, `exercises --check` and `new-exercise`.

extension ClassCommandTests {
  @Test func exercisesCheckFindsTheGeneratedFilesInSync() {
    let run = workbook(["exercises", "--check", "--columns", "1000"])
    // A student's edited exercise may differ from its untouched copy; nothing else may.
    let lines = run.out.split(separator: "\n").dropLast()
    #expect(
      lines.allSatisfy { $0.hasSuffix("not rewritten") || $0.contains(" differs from Chapters/") },
      "\(run.out)")
    #expect(run.status == (lines.isEmpty ? 0 : 1))
    #expect(workbook(["exercises", "--check", "--write"]).status == 2)
  }

  @Test(arguments: ["ticket-notches", "speech-bubble2"])
  func exerciseNamesBecomeTypeNames(name: String) throws {
    let type = try ExerciseList.typeName(fromWords: name)
    #expect(type.first?.isUppercase == true && !type.contains("-"))
  }

  @Test(arguments: ["", "9lives", "has space", "semi;colon", "ünï"])
  func badExerciseNamesAreRefused(name: String) {
    #expect(throws: ExerciseListError.self) { try ExerciseList.typeName(fromWords: name) }
  }

  @Test func newExerciseForAnUnknownChapterIsAUsageError() {
    let run = workbook(["new-exercise", "chapter9", "thing"])
    #expect(run.status == 2)
    #expect(run.message.contains("chapter1"))
  }

  @Test func gradeCSVQuotesWhatNeedsQuoting() {
    let rows = [
      Grading.Row(student: "a,b", exercise: "1.1", result: .fail, message: "said \"no\", twice"),
      Grading.Row(student: "c", exercise: "1.2", result: .pass, message: ""),
    ]
    #expect(
      Grading.csv(rows)
        == "student,exercise,result,message\n\"a,b\",1.1,fail,\"said \"\"no\"\", twice\"\n"
        + "\"a,b\",total,0,0 of 1 passed; 1 fail\nc,1.2,pass,\nc,total,1,1 of 1 passed"
    )
  }

  @Test func gradeNamesStudentsByFolderAndFindsTheirFilesEitherWay() throws {
    let names = Grading.studentNames([
      URL(fileURLWithPath: "/class/a/alice"), URL(fileURLWithPath: "/class/b/alice"),
      URL(fileURLWithPath: "/class/bob"),
    ])
    #expect(names == ["/class/a/alice", "/class/b/alice", "bob"])
    let (chapter, exercise) = try #require(Context(chapters: allChapters).exercise("1.2"))
    let checkout = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: checkout) }
    let inside = checkout.appendingPathComponent("Chapters/Chapter1Holes/Exercises/RoundHole.swift")
    try FileManager.default.createDirectory(
      at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("// mine".utf8).write(to: inside)
    #expect(Grading.studentFile(exercise, chapter, in: checkout) == inside)
    let loose = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: loose) }
    try FileManager.default.createDirectory(at: loose, withIntermediateDirectories: true)
    try Data("// mine".utf8).write(to: loose.appendingPathComponent("RoundHole.swift"))
    #expect(
      Grading.studentFile(exercise, chapter, in: loose)
        == loose.appendingPathComponent("RoundHole.swift"))
    #expect(Grading.studentFile(exercise, chapter, in: temporaryFolder()) == nil)
  }

  @Test func gradeTextFitsEightyColumns() {
    let ids = allChapters.flatMap(\.exercises).map(\.id)
    let rows = ["a-student-with-a-long-name", "b"].flatMap { student in
      ids.map { Grading.Row(student: student, exercise: $0, result: .fail, message: "x") }
    }
    let text = Grading.text(
      rows, students: ["a-student-with-a-long-name", "b"],
      exercises: allChapters.flatMap(\.exercises))
    #expect(text.components(separatedBy: "\n").allSatisfy { $0.count <= 80 }, "\(text)")
    #expect(text.contains("0/\(ids.count)"))
  }

  @Test func gradeRefusesWhatIsNotAFolderOrAFormat() {
    let missing = workbook(["grade", "/nonexistent/alice"])
    #expect(missing.status == 2)
    #expect(missing.message.contains("is not a folder"))
    let format = workbook(["grade", NSTemporaryDirectory(), "--format", "xml"])
    #expect(format.status == 2)
    #expect(format.message.contains("text, csv or json"))
    #expect(workbook(["grade"]).status == 2)
  }

  @Test func exportGoesOnlyIntoANewOrEmptyFolderOutsideThePackage() throws {
    let full = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: full) }
    try FileManager.default.createDirectory(at: full, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: full.appendingPathComponent("notes.txt"))
    let refused = workbook(["export", "student", full.path])
    #expect(refused.status == 2)
    // (A student edition refuses sooner: it has no solutions to record.)
    #expect(
      refused.message.contains(hasSolutions ? "not an empty folder" : "a student edition already"))
    #expect(
      try String(contentsOf: full.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    let root = try #require(allChapters.first).packageRoot
    let inside = workbook(["export", "student", root.appendingPathComponent("handout").path])
    #expect(inside.status == 2)
    #expect(workbook(["export", "teacher", full.path]).status == 2)
  }

  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"))
  func exportRecordsEveryAnswerTheChecksTakeFromTheSolutions() throws {
    let (answers, count) = try StudentEdition.record(allChapters)
    #expect(count == allChapters.flatMap(\.exercises).count)
    for chapter in allChapters {
      let table = answers[chapter.number] ?? [:]
      // Each exercise's goal is recorded; replaying the checks from the record, with a
      // recorded table in force, the solutions still pass.
      for exercise in chapter.exercises { #expect(table["\(exercise.name) goal"] != nil) }
      for exercise in chapter.exercises {
        let result = Answers.$recorded.withValue(table) { exercise.check(.solution) }
        #expect(result.passed, "\(exercise.id): \(result.message)")
      }
    }
  }

  /// A student edition's README leaves out the instructors' sections (which name files the
  /// edition does not have) and keeps the rest, with how to start a repository on top.
  @Test func aStudentEditionsReadmeLeavesOutTheInstructorsSections() {
    let readme = """
      # The Workbook

      ## The two commands
      swift test

      ## Exercises: the student's loop
      watch

      ## For instructors
      ### Grading a class
      Tests/Grading/prove

      ## How to read a figure
      half blocks

      ## Adding an exercise (for instructors)
      new-exercise
      """
    let edition = StudentEdition.forStudents(readme: readme)
    #expect(!edition.contains("## For instructors") && !edition.contains("Tests/Grading/prove"))
    #expect(!edition.contains("## Adding an exercise") && !edition.contains("new-exercise"))
    for kept in ["## The two commands", "## Exercises: the student's loop", "half blocks"] {
      #expect(edition.contains(kept), "\(kept)")
    }
    #expect(StudentEdition.forStudents(readme: edition) == edition)
    #expect(StudentEdition.studentNote.contains("git init"))
  }
}
