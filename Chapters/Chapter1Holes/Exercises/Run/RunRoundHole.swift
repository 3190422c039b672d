// The program `workbook-run check` builds from your `Exercises/RoundHole.swift`: it
// hands your code to the check of exercise 1.2. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter1Holes
import Workbook

/// Where you write your answers: `Exercises/RoundHole.swift` extends it.
enum StudentWork {}

@main enum RunRoundHole {
  static func main() {
    Student.$roundHolePath.withValue(StudentWork.roundHolePath) {
      ExerciseProgram.run(chapter1, exercise: "1.2")
    }
  }
}
