// The program `workbook-run check` builds from your `Exercises/HeaderFade.swift`: it
// hands your code to the check of exercise 3.3. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter3Layouts
import Workbook

/// Where you write your answers: `Exercises/HeaderFade.swift` extends it.
enum StudentWork {}

@main enum RunHeaderFade {
  static func main() {
    Student.$headerAlpha.withValue(StudentWork.headerAlpha) {
      Student.$headerShift.withValue(StudentWork.headerShift) {
        ExerciseProgram.run(chapter3, exercise: "3.3")
      }
    }
  }
}
