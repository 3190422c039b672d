// The program `workbook-run check` builds from your `Exercises/SnapRule.swift`: it
// hands your code to the check of exercise 3.1. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter3Layouts
import Workbook

/// Where you write your answers: `Exercises/SnapRule.swift` extends it.
enum StudentWork {}

@main enum RunSnapRule {
  static func main() {
    Student.$snappedOffset.withValue(StudentWork.snappedOffset) {
      ExerciseProgram.run(chapter3, exercise: "3.1")
    }
  }
}
