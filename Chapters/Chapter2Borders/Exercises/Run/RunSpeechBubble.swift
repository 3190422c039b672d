// The program `workbook-run check` builds from your `Exercises/SpeechBubble.swift`: it
// hands your code to the check of exercise 2.4. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter2Borders
import Workbook

/// Where you write your answers: `Exercises/SpeechBubble.swift` extends it.
enum StudentWork {}

@main enum RunSpeechBubble {
  static func main() {
    Student.$speechBubblePath.withValue(StudentWork.speechBubblePath) {
      ExerciseProgram.run(chapter2, exercise: "2.4")
    }
  }
}
