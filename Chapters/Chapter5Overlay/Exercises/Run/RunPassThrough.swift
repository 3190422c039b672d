// The program `workbook-run check` builds from your `Exercises/PassThrough.swift`: it
// hands your code to the check of exercise 5.4. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter5Overlay
import Workbook

/// Where you write your answers: `Exercises/PassThrough.swift` extends it.
enum StudentWork {}

@main enum RunPassThrough {
  static func main() {
    Student.$makeTouchContainer.withValue({ StudentWork.TouchContainer(frame: $0) }) {
      ExerciseProgram.run(chapter5, exercise: "5.4")
    }
  }
}
