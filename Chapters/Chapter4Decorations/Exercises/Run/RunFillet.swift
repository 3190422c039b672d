// The program `workbook-run check` builds from your `Exercises/Fillet.swift`: it
// hands your code to the check of exercise 4.4. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter4Decorations
import Workbook

/// Where you write your answers: `Exercises/Fillet.swift` extends it.
enum StudentWork {}

@main enum RunFillet {
  static func main() {
    Student.$filletPath.withValue(StudentWork.filletPath) {
      ExerciseProgram.run(chapter4, exercise: "4.4")
    }
  }
}
