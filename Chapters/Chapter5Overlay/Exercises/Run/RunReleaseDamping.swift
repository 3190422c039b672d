// The program `workbook-run check` builds from your `Exercises/ReleaseDamping.swift`: it
// hands your code to the check of exercise 5.3. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter5Overlay
import Workbook

/// Where you write your answers: `Exercises/ReleaseDamping.swift` extends it.
enum StudentWork {}

@main enum RunReleaseDamping {
  static func main() {
    Student.$dampingRatio.withValue(StudentWork.dampingRatio) {
      ExerciseProgram.run(chapter5, exercise: "5.3")
    }
  }
}
