// The program `workbook-run check` builds from your `Exercises/ShadowedCard.swift`: it
// hands your code to the check of exercise 2.2. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter2Borders
import Workbook

/// Where you write your answers: `Exercises/ShadowedCard.swift` extends it.
enum StudentWork {}

@main enum RunShadowedCard {
  static func main() {
    Student.$styleCard.withValue(StudentWork.styleCard) {
      ExerciseProgram.run(chapter2, exercise: "2.2")
    }
  }
}
