import BookChapters
import BookTools
import Foundation
import Testing
import Workbook

/// No check is vacuous: each reference solution passes it and each untouched starter
/// fails it.
///
/// A student who solves an exercise changes its starter, so "the starter fails" is only
/// asserted while the starter is untouched (equal to its copy in `Starters/`): solving
/// exercises never turns a student's `swift test` red. In CI (`CI` set) every starter
/// must be untouched, so both halves are always proven there.
@Test(arguments: allExercises)
func referenceSolutionPassesItsCheck(shown: ShownExercise) {
  let result = shown.exercise.check(.solution)
  #expect(
    result.passed,
    "the reference solution of \(shown.exercise.id) fails its own check: \(result.message)")
}

@Test(arguments: allExercises)
func untouchedStarterFailsItsCheck(shown: ShownExercise) {
  let exercise = shown.exercise
  guard let untouched = exercise.starterIsUntouched(in: shown.chapter.directory) else {
    let files = exercise.files(in: shown.chapter.directory)
    Issue.record(
      "exercise \(exercise.id) needs both \(files.starter.path) and \(files.pristineStarter.path)")
    return
  }
  if ProcessInfo.processInfo.environment["CI"] != nil {
    #expect(
      untouched,
      "in CI every starter must be untouched: Exercises/\(exercise.name).swift differs from Starters/\(exercise.name).swift"
    )
  }
  guard untouched else { return }  // a student's work in progress (or solution)
  let result = exercise.check(.student)
  #expect(
    !result.passed,
    "the untouched starter of \(exercise.id) passes its check, so the check proves nothing")
}

@Test(arguments: allExercises)
func exerciseIsComplete(shown: ShownExercise) throws {
  let exercise = shown.exercise
  let todo = "TODO"
  #expect(!exercise.title.isEmpty && !exercise.title.contains(todo), "\(exercise.id) needs a title")
  #expect(
    exercise.task.count >= 40 && !exercise.task.contains(todo),
    "\(exercise.id) needs a task of a few sentences")
  #expect(exercise.hints.count >= 2, "\(exercise.id) needs at least two hints, gentle to explicit")
  #expect(
    exercise.hints.allSatisfy { !$0.isEmpty && !$0.contains(todo) },
    "\(exercise.id) has an unwritten hint")
  #expect(Set(exercise.hints).count == exercise.hints.count, "\(exercise.id) repeats a hint")
  let files = exercise.files(in: shown.chapter.directory)
  for file in [files.starter, files.pristineStarter, files.solution, files.check] {
    #expect(
      FileManager.default.fileExists(atPath: file.path), "\(exercise.id) is missing \(file.path)")
  }
  let starter = try String(contentsOf: files.pristineStarter, encoding: .utf8)
  let solution = try String(contentsOf: files.solution, encoding: .utf8)
  #expect(
    essentialCode(starter) != essentialCode(solution),
    "the solution of \(exercise.id) is the same code as its starter")
  #expect(!solution.contains(todo), "the solution of \(exercise.id) still has a TODO")
  #expect(!exercise.figure(.solution).art.isEmpty, "\(exercise.id) has an empty goal figure")
}

@Test func exerciseIdsAreUniqueAndNumberedInChapterOrder() {
  for chapter in allChapters {
    let ids = chapter.exercises.map(\.id)
    #expect(
      ids == (0..<ids.count).map { "\(chapter.number).\($0 + 1)" },
      "chapter \(chapter.number): \(ids)")
    let names = chapter.exercises.map { $0.name.lowercased() }
    #expect(Set(names).count == names.count, "chapter \(chapter.number) repeats an exercise name")
  }
}

@Test func chapterOneHasAtLeastFourExercises() {
  #expect((allChapters.first { $0.number == 1 }?.exercises.count ?? 0) >= 4)
}
