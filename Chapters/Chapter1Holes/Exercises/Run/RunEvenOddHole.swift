// The program `workbook-run check` builds from your `Exercises/EvenOddHole.swift`: it
// hands your code to the check of exercise 1.1. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter1Holes
import Workbook

/// Where you write your answers: `Exercises/EvenOddHole.swift` extends it.
enum StudentWork {}

@main enum RunEvenOddHole {
  static func main() {
    Student.$cutEvenOddHole.withValue(StudentWork.cutEvenOddHole) {
      ExerciseProgram.run(chapter1, exercise: "1.1")
    }
  }
}
