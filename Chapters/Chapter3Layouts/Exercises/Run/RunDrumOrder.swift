// The program `workbook-run check` builds from your `Exercises/DrumOrder.swift`: it
// hands your code to the check of exercise 3.4. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter3Layouts
import Workbook

/// Where you write your answers: `Exercises/DrumOrder.swift` extends it.
enum StudentWork {}

@main enum RunDrumOrder {
  static func main() {
    Student.$drumZIndex.withValue(StudentWork.drumZIndex) {
      ExerciseProgram.run(chapter3, exercise: "3.4")
    }
  }
}
