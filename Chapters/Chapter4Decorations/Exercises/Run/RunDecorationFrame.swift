// The program `workbook-run check` builds from your `Exercises/DecorationFrame.swift`: it
// hands your code to the check of exercise 4.1. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter4Decorations
import Workbook

/// Where you write your answers: `Exercises/DecorationFrame.swift` extends it.
enum StudentWork {}

@main enum RunDecorationFrame {
  static func main() {
    Student.$decorationFrame.withValue(StudentWork.decorationFrame) {
      ExerciseProgram.run(chapter4, exercise: "4.1")
    }
  }
}
