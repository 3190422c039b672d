// The program `workbook-run check` builds from your `Exercises/OneShadow.swift`: it
// hands your code to the check of exercise 4.3. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter4Decorations
import Workbook

/// Where you write your answers: `Exercises/OneShadow.swift` extends it.
enum StudentWork {}

@main enum RunOneShadow {
  static func main() {
    Student.$fillAsOne.withValue(StudentWork.fillAsOne) {
      ExerciseProgram.run(chapter4, exercise: "4.3")
    }
  }
}
