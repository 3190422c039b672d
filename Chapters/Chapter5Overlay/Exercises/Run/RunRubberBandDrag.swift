// The program `workbook-run check` builds from your `Exercises/RubberBandDrag.swift`: it
// hands your code to the check of exercise 5.2. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter5Overlay
import Workbook

/// Where you write your answers: `Exercises/RubberBandDrag.swift` extends it.
enum StudentWork {}

@main enum RunRubberBandDrag {
  static func main() {
    Student.$pannedHeight.withValue(StudentWork.pannedHeight) {
      ExerciseProgram.run(chapter5, exercise: "5.2")
    }
  }
}
