import Foundation

/// The student's side of `workbook-run check`: each exercise is its own small program
/// (the student's file, in a target of its own, plus a runner in `Exercises/Run/`), so a
/// file that does not compile stops only that exercise. `CheckProtocol` says how the
/// parent and the program talk.
@MainActor public enum ExerciseProgram {
  /// Whether a check is under way: the student's code runs only inside one.
  private static var running = false

  public static func run(_ chapter: Chapter, exercise id: String) {
    // Started again from the student's code (to run the check on made-up answers and
    // read what it expects): refused, and the program ends without a result.
    guard !running else {
      FileHandle.standardError.write(
        Data("the check was started again from inside the code it checks\n".utf8))
      _exit(CheckProtocol.Status.reentered)
    }
    running = true
    guard let exercise = chapter.exercise(id) else {
      FileHandle.standardError.write(Data("no exercise \(id) in chapter \(chapter.number)\n".utf8))
      exit(CheckProtocol.Status.usage)
    }
    switch CheckProtocol.request(Array(CommandLine.arguments.dropFirst())) {
    case .forPerson:
      let result = exercise.check(.student)
      print("\(exercise.id) \(exercise.title): \(result.passed ? "ok" : "FAIL")")
      if !result.message.isEmpty { print(result.message) }
      if let figure = result.figure { print(figure) }
      exit(result.passed ? 0 : 1)
    case .check(let file):
      // The seal is read before any of the student's code runs, and kept only here.
      let seal = Swift.readLine(strippingNewline: true)
      let fresh = Swift.readLine(strippingNewline: true) == "fresh"
      let result =
        fresh
        ? Answers.$freshInputs.withValue(CheckProtocol.freshInputs(seal: seal ?? "")) {
          exercise.check(.student)
        } : exercise.check(.student)
      write(CheckProtocol.encode(result, seal: seal), to: file)
      // Ends here: no exit handler, deferred code or thread of the student's code may
      // run after the result is written (what they printed is flushed first).
      fflush(nil)
      _exit(0)
    case .figure(let file):
      let yours = ExercisePanels.panel(exercise.figure(.student), title: "yours")
      let goal = ExercisePanels.panel(exercise.figure(.solution), title: "the goal")
      let renderings = ExercisePanels.Renderings(Figure.sideBySide([yours, goal]))
      write((try? JSONEncoder().encode(renderings)) ?? Data(), to: file)
    case nil:
      FileHandle.standardError.write(Data((CheckProtocol.usage + "\n").utf8))
      exit(CheckProtocol.Status.usage)
    }
  }

  /// Writes the outcome where `workbook-run` will look; a program that cannot is a
  /// failure it reports.
  private static func write(_ data: Data, to file: URL) {
    do {
      try data.write(to: file, options: .atomic)
    } catch {
      FileHandle.standardError.write(
        Data("cannot write the result to \(file.path): \(error)\n".utf8))
      exit(CheckProtocol.Status.cannotWrite)
    }
  }
}
