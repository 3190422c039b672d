// The program `workbook-run check` builds from your `Exercises/StrokedCutOut.swift`: it
// hands your code to the check of exercise 2.3. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter2Borders
import Workbook

/// Where you write your answers: `Exercises/StrokedCutOut.swift` extends it.
enum StudentWork {}

@main enum RunStrokedCutOut {
  static func main() {
    Student.$cutOutMaskPath.withValue(StudentWork.cutOutMaskPath) {
      ExerciseProgram.run(chapter2, exercise: "2.3")
    }
  }
}
