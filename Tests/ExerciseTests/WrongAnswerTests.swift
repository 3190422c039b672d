import BookChapters
import ExerciseAuthoring
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

/// The tests of this file, as one suite: `swift test --filter WrongAnswerTests`.
@Suite struct WrongAnswerTests {}

/// A wrong answer of `WrongAnswers.swift`: the exercise it answers, its file, and its
/// functions as its exercise's runner would serve them.
struct WrongAnswer {
  let exercise: String
  let file: String
  let served: @MainActor () -> [ExerciseProgram.Served]
}

extension WrongAnswerTests {
  /// Every wrong answer an exercise lists fails its check: on the check's own inputs, and on
  /// inputs drawn afresh as grading draws them (three draws). That is when `thorough`; a
  /// student's run takes the last exercise of each chapter, on the check's own inputs. Each
  /// runs in this process, its values crossing as they would from its program (`LocalProgram`). Not in a student
  /// edition: there a check has only the answers it recorded, and a near miss that fits
  /// those is caught when graded.
  @Test(
    .enabled(if: hasSolutions, "a student edition's checks draw no fresh inputs"),
    arguments: thorough ? allExercises : lastOfEachChapter)
  func everyWrongAnswerFailsItsCheck(shown: ShownExercise) {
    let exercise = shown.exercise
    let answers = wrongAnswers.filter { $0.exercise == exercise.name }
    var starts = FreshInputs(0x3A57_0BAD)
    for answer in answers {
      for draw in 0..<(thorough ? 4 : 1) {
        let program = LocalProgram(answer.served())
        let start = starts.next()
        let result =
          draw == 0
          ? exercise.check(student: program)
          : Answers.$freshInputs.withValue(start) { exercise.check(student: program) }
        let inputs = draw == 0 ? "its own inputs" : "the inputs drawn from \(start)"
        #expect(
          program.failure == nil,
          "\(answer.file) could not be judged on \(inputs): \(program.failure ?? "")")
        #expect(
          !result.passed,
          "\(answer.file) passes exercise \(exercise.id)'s check on \(inputs): strengthen the check"
        )
      }
    }
  }

  /// Every wrong answer the tests serve belongs to an exercise of the book, so none is
  /// proven against a check that is not there.
  @Test func everyWrongAnswerAnswersAnExerciseOfTheBook() {
    let served = Set(wrongAnswers.map(\.exercise))
    #expect(!served.isEmpty)
    #expect(served.isSubset(of: Set(allExercises.map(\.exercise.name))))
  }
}
