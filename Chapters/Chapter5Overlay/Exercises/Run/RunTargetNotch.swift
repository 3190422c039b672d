// The program `workbook-run check` builds from your `Exercises/TargetNotch.swift`: it
// hands your code to the check of exercise 5.1. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter5Overlay
import Workbook

/// Where you write your answers: `Exercises/TargetNotch.swift` extends it.
enum StudentWork {}

@main enum RunTargetNotch {
  static func main() {
    Student.$chooseNotch.withValue(StudentWork.chooseNotch) {
      ExerciseProgram.run(chapter5, exercise: "5.1")
    }
  }
}
