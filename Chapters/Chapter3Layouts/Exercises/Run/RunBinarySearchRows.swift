// The program `workbook-run check` builds from your `Exercises/BinarySearchRows.swift`: it
// hands your code to the check of exercise 3.2. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter3Layouts
import Workbook

/// Where you write your answers: `Exercises/BinarySearchRows.swift` extends it.
enum StudentWork {}

@main enum RunBinarySearchRows {
  static func main() {
    Student.$visibleRows.withValue(StudentWork.visibleRows) {
      ExerciseProgram.run(chapter3, exercise: "3.2")
    }
  }
}
