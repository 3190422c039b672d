import Classroom
import Foundation
import Workbook

/// `workbook-run grade DIR...`: checks a class's exercises with the instructor's own
/// engine, chapters and checks. Only each student's exercise files are taken from their
/// folder; they are built and checked in a private copy of the instructor's package
/// (one build folder for the whole class), each check in its own process.
enum GradeCommand {
  static let format = Option.choice(
    "format", ["text", "csv", "json"],
    help: "text (the default: a line per student and a line per exercise), csv "
      + "(student,exercise,result,message, with result pass, fail or error) or json (the same "
      + "fields)")

  static let command = Command(
    "grade", abstract: "grade a class's exercises with your checks (instructors)",
    arguments: [Argument("DIR", .oneOrMore)], options: [format],
    discussion: """
      Grades each DIR: a student's checkout of the workbook, or a folder holding their \
      exercise files (RoundHole.swift, ...). Only those files are taken: your engine, \
      chapters and checks judge them, so a check, test or engine edited in a student's copy \
      changes nothing. Each exercise is built and run on its own: a file that does not \
      compile, crashes or loops is an error for that exercise only; a missing file is an \
      error too.

      The work happens in .workbook/grading/ beside your package: a copy of it, built once \
      and reused for every student (the first build takes minutes).

      The table goes to standard output; the progress and timing to standard error. Exit \
      status: 0 when every folder was graded.
      """,
    epilogue: {
      """
      EXAMPLE:
        swift run workbook-run grade ~/class/alice ~/class/bob --format csv > grades.csv
      """
    }, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let format = session.text(GradeCommand.format) ?? "text"
    var folders: [URL] = []
    for path in session.positional {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw .usage("'\(path)' is not a folder; grade takes students' folders")
      }
      folders.append(URL(fileURLWithPath: path).standardizedFileURL)
    }
    let context = session.context
    guard let root = context.packageRoot else {
      throw .couldNotDo("there are no chapters, so nothing to grade")
    }
    let names = Grading.studentNames(folders)
    let workspace = Grading.Workspace(
      root: root.appendingPathComponent(".workbook/grading"), source: root,
      swift: ExerciseRunner.swiftCommand(context), chapters: context.chapters)
    let started = Date()
    do {
      try workspace.sync()
    } catch {
      throw .couldNotDo("cannot prepare \(workspace.package.path): \(error)")
    }
    var rows: [Grading.Row] = []
    var times: [Double] = []
    for (folder, name) in zip(folders, names) {
      let begin = Date()
      rows += Grading.grade(folder, as: name, in: workspace, context: context)
      times.append(Date().timeIntervalSince(begin))
      session.console.err(String(format: "graded %@ in %.1f s", name, times.last ?? 0))
    }
    // Leave the copy with the starters, so the next class starts from the same files.
    workspace.restoreStarters()
    switch format {
    case "csv": session.console.out(Grading.csv(rows))
    case "json": session.console.out(Grading.json(rows))
    default:
      session.console.out(
        Grading.text(rows, students: names, exercises: context.exercises.map(\.exercise)))
    }
    let later = times.dropFirst()
    session.console.err(
      String(
        format: "graded %d student%@ in %.1f s", names.count, names.count == 1 ? "" : "s",
        Date().timeIntervalSince(started))
        + (later.isEmpty
          ? ""
          : String(
            format: " (the first %.1f s, then %.1f s each)", times[0],
            later.reduce(0, +) / Double(later.count))))
    return .success
  }

}
