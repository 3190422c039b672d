import BookChapters
import BookTools
import Foundation
import Workbook

/// `workbook-run exercises [--check | --write]`: the files written from the chapters'
/// lists of exercises (`ExerciseList`).
enum ExercisesCommand {
  static let help = """
    USAGE: workbook-run exercises [--check | --write]

    For instructors: each chapter's exercises.txt lists its exercises in order (an
    exercise's place there is its id). From those lists come Package.swift's list of
    chapters, each chapter's Checks/AllExercises.swift, the runners in Exercises/Run/
    and the starters' headers (in Starters/ and Exercises/).
      --check   say which of those files differ from what the lists give (exit 1 if
                any); the default
      --write   write them; a student's Exercises/ file that differs from its
                untouched copy in Starters/ is reported and left as it is
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    guard let arguments = try checkOrWrite(words, command: "exercises", help: help, output: &output)
    else { return ExitStatus.success }
    guard let root = allChapters.first?.packageRoot else { return ExitStatus.checkFailed }
    do throws(ExerciseListError) {
      let list = try ExerciseList.read(packageRoot: root)
      guard arguments.flag("write") else {
        let differences = try list.differences()
        for difference in differences { output.out("\(difference)") }
        output.out(
          differences.isEmpty
            ? "Every file written from the lists of exercises is in sync."
            : "Run 'swift run workbook-run exercises --write' to write them.")
        return differences.isEmpty ? ExitStatus.success : ExitStatus.checkFailed
      }
      let report = try list.write()
      for file in report.written { output.out("Wrote \(file).") }
      for file in report.keptStudentWork {
        output.out("Left \(file) as it is: it differs from its untouched copy in Starters/.")
      }
      if report.written.isEmpty, report.keptStudentWork.isEmpty {
        output.out("Every file written from the lists of exercises is in sync; nothing to write.")
      }
      return report.keptStudentWork.isEmpty ? ExitStatus.success : ExitStatus.checkFailed
    } catch {
      output.err("workbook-run: \(error)")
      return ExitStatus.checkFailed
    }
  }

  /// An instructors' command's `[--check | --write]` and `flags`; nil once --help is shown.
  static func checkOrWrite(
    _ words: [String], command: String, help: String, flags: [String] = [],
    output: inout Output
  ) throws(UsageError) -> Arguments? {
    let arguments = try Arguments(
      words, command: command, valueOptions: [], flagOptions: ["check", "write", "help"] + flags)
    if arguments.flag("help") {
      output.help(help)
      return nil
    }
    guard arguments.positional.isEmpty, !(arguments.flag("check") && arguments.flag("write"))
    else {
      throw UsageError(
        "\(command) takes --check or --write; see 'workbook-run \(command) --help'")
    }
    return arguments
  }
}
