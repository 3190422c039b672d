// The program `workbook-run check` builds from your `Exercises/ContentInset.swift`: it
// hands your code to the check of exercise 5.5. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter5Overlay
import Workbook

/// Where you write your answers: `Exercises/ContentInset.swift` extends it.
enum StudentWork {}

@main enum RunContentInset {
  static func main() {
    Student.$heldOffset.withValue(StudentWork.heldOffset) {
      ExerciseProgram.run(chapter5, exercise: "5.5")
    }
  }
}
