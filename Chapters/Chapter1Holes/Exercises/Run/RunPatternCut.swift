// The program `workbook-run check` builds from your `Exercises/PatternCut.swift`: it
// hands your code to the check of exercise 1.3. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter1Holes
import Workbook

/// Where you write your answers: `Exercises/PatternCut.swift` extends it.
enum StudentWork {}

@main enum RunPatternCut {
  static func main() {
    Student.$erase.withValue(StudentWork.erase) {
      ExerciseProgram.run(chapter1, exercise: "1.3")
    }
  }
}
