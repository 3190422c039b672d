import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

/// Every exercise of every chapter, for parameterised tests.
nonisolated struct ShownExercise: Sendable, CustomTestStringConvertible {
  let chapter: Chapter
  let exercise: Exercise
  var testDescription: String { "\(exercise.id) \(exercise.name)" }
}

nonisolated let allExercises: [ShownExercise] = allChapters.flatMap { chapter in
  chapter.exercises.map { ShownExercise(chapter: chapter, exercise: $0) }
}

/// False in a student edition (`workbook-run export student`), which has no reference
/// solutions: the tests of the solutions themselves are skipped there.
nonisolated let hasSolutions = !allChapters.contains {
  Answers.isStudentEdition(chapterDirectory: $0.directory)
}

/// Records a failed `CheckResult` as a test issue with its message (and figure).
/// Use it with the `Expect` helpers:
///
///     require(Expect.transparent(CGPoint(x: 48, y: 32), in: view, what: "the hole's centre"))
func require(_ result: CheckResult, sourceLocation: SourceLocation = #_sourceLocation) {
  if !result.passed {
    let figure = result.figure.map { "\n\($0)" } ?? ""
    Issue.record("\(result.message)\(figure)", sourceLocation: sourceLocation)
  }
}

/// Source text with comments, blank lines and the namespace names removed, so a
/// solution can be compared with its starter.
func essentialCode(_ text: String) -> String {
  text.components(separatedBy: "\n")
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty && !$0.hasPrefix("//") }
    .joined(separator: "\n")
    .replacingOccurrences(of: "StudentWork", with: "")
    .replacingOccurrences(of: "Student", with: "")
    .replacingOccurrences(of: "Solutions", with: "")
}

/// The last exercise of each chapter: where `new-exercise` adds one.
nonisolated let lastOfEachChapter: [ShownExercise] = allChapters.compactMap { chapter in
  allExercises.last { $0.chapter.number == chapter.number }
}
