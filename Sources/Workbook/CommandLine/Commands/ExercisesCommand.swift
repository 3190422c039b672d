import Classroom
import ExerciseAuthoring
import Foundation
import Workbook

/// `workbook-run exercises [--check | --write [--starters]]`: the files written from the
/// chapters' lists of exercises (`ExerciseList`), and the untouched starters.
enum ExercisesCommand {
  static let check = Option.flag(
    "check",
    help: "say which files differ from what the lists give, and which starters differ from "
      + "their untouched copies (exit 1 if any); the default")
  static let write = Option.flag(
    "write",
    help: "write them; a student's Exercises/ file that differs from its untouched copy in "
      + "Starters/ is reported and left as it is")
  static let starters = Option.flag(
    "starters",
    help: "with --write: first make the current Exercises/ files the untouched copies in "
      + "Starters/, after editing a starter (asks; never in a checkout where exercises were "
      + "solved)")
  static let yes = Option.flag("yes", help: "with --starters, do not ask")

  static let command = Command(
    "exercises", abstract: "the files made from the exercise lists: verify, or --write",
    options: [check, write, starters, yes],
    discussion: """
      For instructors: each chapter's exercises.txt lists its exercises in order (an \
      exercise's place there is its id). From those lists come Package.swift's list of \
      chapters, each chapter's Checks/AllExercises.swift, the runners in Exercises/Run/ and \
      the starters' headers (in Starters/ and Exercises/). Starters/<Name>.swift is the \
      untouched copy of each starter, which reset restores and the proof that every starter \
      fails is run on.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    guard !(session.flag(check) && session.flag(write)) else {
      throw .usage("exercises takes --check or --write, not both")
    }
    guard session.flag(write) || !(session.flag(starters) || session.flag(yes)) else {
      throw .usage("--starters and --yes go with --write")
    }
    guard let root = session.context.packageRoot else {
      throw .couldNotDo("there is no package with exercises here")
    }
    let differing = session.context.exercises.filter { chapter, exercise in
      exercise.starterIsUntouched(in: chapter.directory) != true
    }
    var adopted: [String] = []
    if session.flag(write), session.flag(starters), !differing.isEmpty {
      guard let written = try adoptStarters(differing, session: session) else { return .success }
      adopted = written
    }
    do throws(ExerciseListError) {
      let list = try ExerciseList.read(packageRoot: root)
      guard session.flag(write) else {
        let differences = try list.differences()
        var lines = differences.map { "\($0)" } + list.wrongAnswerProblems()
        lines += differing.map { chapter, exercise in
          let files = exercise.files(in: chapter.directory)
          return "\(exercise.id): \(session.context.relative(files.starter)) differs from "
            + session.context.relative(files.pristineStarter)
        }
        lines.append(
          lines.isEmpty
            ? "Every file written from the lists of exercises is in sync, and every starter "
              + "is untouched."
            : "Run 'swift run workbook-run exercises --write' to write what is generated "
              + "(with --starters to make edited starters the untouched copies); wrong answers "
              + "are written by hand, in Chapters/<Module>/WrongAnswers/<Name>/.")
        session.say(lines.joined(separator: "\n"))
        return lines.count == 1 ? .success : .checkFailed
      }
      let report = try list.write()
      // A copy adopted above may be written again with its header: said once.
      var lines = (adopted + report.written.filter { !adopted.contains($0) }).map { "Wrote \($0)." }
      lines += report.keptStudentWork.map {
        "Left \($0) as it is: it differs from its untouched copy in Starters/."
      }
      if lines.isEmpty {
        lines.append("Every file written from the lists of exercises is in sync; nothing to write.")
      }
      session.say(lines.joined(separator: "\n"))
      return report.keptStudentWork.isEmpty ? .success : .checkFailed
    } catch {
      throw error.commandError
    }
  }

  /// Makes the current `Exercises/` files of `differing` the untouched copies, asking
  /// first unless `--yes`; the files written (relative to the package), or nil if the
  /// instructor said no.
  static func adoptStarters(_ differing: [(chapter: Chapter, exercise: Exercise)], session: Session)
    throws(CommandError) -> [String]?
  {
    if !session.flag(yes) {
      session.say(
        "Make these files the untouched starters? "
          + differing.map(\.exercise.id).joined(separator: ", ") + " [y/N]")
      let answer = session.console.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        session.say("Nothing changed.")
        return nil
      }
    }
    var written: [String] = []
    for (chapter, exercise) in differing {
      let files = exercise.files(in: chapter.directory)
      do {
        let data = try Data(contentsOf: files.starter)
        try FileManager.default.createDirectory(
          at: files.pristineStarter.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: files.pristineStarter, options: .atomic)
        written.append(session.context.relative(files.pristineStarter))
      } catch {
        throw .couldNotDo("could not write the copy of \(exercise.id): \(error)")
      }
    }
    return written
  }
}
