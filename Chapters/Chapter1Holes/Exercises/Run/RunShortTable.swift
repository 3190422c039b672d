// The program `workbook-run check` builds from your `Exercises/ShortTable.swift`: it
// hands your code to the check of exercise 1.4. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter1Holes
import Workbook

/// Where you write your answers: `Exercises/ShortTable.swift` extends it.
enum StudentWork {}

@main enum RunShortTable {
  static func main() {
    Student.$keepRowsOnGradient.withValue(StudentWork.keepRowsOnGradient) {
      ExerciseProgram.run(chapter1, exercise: "1.4")
    }
  }
}
