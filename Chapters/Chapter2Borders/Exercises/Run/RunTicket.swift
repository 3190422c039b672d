// The program `workbook-run check` builds from your `Exercises/Ticket.swift`: it
// hands your code to the check of exercise 2.1. Written by `workbook-run new-exercise`;
// there is nothing to change here.
@_exported import Chapter2Borders
import Workbook

/// Where you write your answers: `Exercises/Ticket.swift` extends it.
enum StudentWork {}

@main enum RunTicket {
  static func main() {
    Student.$ticketPath.withValue(StudentWork.ticketPath) {
      ExerciseProgram.run(chapter2, exercise: "2.1")
    }
  }
}
