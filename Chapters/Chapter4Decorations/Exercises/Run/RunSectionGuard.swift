// The program `workbook-run check` builds from your `Exercises/SectionGuard.swift`: it
// hands your code to the check of exercise 4.2. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter4Decorations
import Workbook

/// Where you write your answers: `Exercises/SectionGuard.swift` extends it.
enum StudentWork {}

@main enum RunSectionGuard {
  static func main() {
    Student.$returnsDecoration.withValue(StudentWork.returnsDecoration) {
      ExerciseProgram.run(chapter4, exercise: "4.2")
    }
  }
}
