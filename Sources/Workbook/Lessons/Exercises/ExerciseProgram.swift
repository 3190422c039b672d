import Foundation

/// The student's side of `workbook-run check`: each exercise is its own small program
/// (the student's file, in a target of its own, plus a runner in `Exercises/Run/`), so a
/// file that does not compile stops only that exercise.
///
/// `workbook-run` runs the program as `<program> check|figure RESULT-FILE` and reads
/// the outcome from RESULT-FILE, never from the program's output: whatever the
/// student's code prints is only shown to them. Run without arguments (`swift run
/// RoundHoleExercise`), the program prints the check's outcome for a person.
@MainActor public enum ExerciseProgram {
  /// Arguments the program accepts, for the usage message.
  static let usage = "usage: <exercise program> [check|figure RESULT-FILE]"

  public static func run(_ chapter: Chapter, exercise id: String) {
    guard let exercise = chapter.exercise(id) else {
      FileHandle.standardError.write(Data("no exercise \(id) in chapter \(chapter.number)\n".utf8))
      exit(2)
    }
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch (arguments.first, arguments.count) {
    case (nil, _):
      let result = exercise.check(.student)
      print("\(exercise.id) \(exercise.title): \(result.passed ? "ok" : "FAIL")")
      if !result.message.isEmpty { print(result.message) }
      if let figure = result.figure { print(figure) }
      exit(result.passed ? 0 : 1)
    case ("check", 2):
      // The seal is read before any of the student's code runs, and kept only here.
      let seal = Swift.readLine(strippingNewline: true)
      var result = exercise.check(.student)
      result.seal = seal
      write((try? JSONEncoder().encode(result)) ?? Data(), to: arguments[1])
    case ("figure", 2):
      let yours = Figure(art: exercise.figure(.student).art, title: "yours")
      let goal = Figure(art: exercise.figure(.solution).art, title: "the goal")
      write(Data(Figure.sideBySide([yours, goal]).rendered().utf8), to: arguments[1])
    default:
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      exit(2)
    }
  }

  /// Writes the outcome where `workbook-run` will look; a program that cannot is a
  /// failure it reports (exit status 3).
  private static func write(_ data: Data, to path: String) {
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      FileHandle.standardError.write(Data("cannot write the result to \(path): \(error)\n".utf8))
      exit(3)
    }
  }
}
