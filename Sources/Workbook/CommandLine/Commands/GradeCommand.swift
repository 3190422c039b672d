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
    help: "text (the default: a line per student and a line per exercise), csv (see below) "
      + "or json (a list of objects: student, exercise, name, result, message)")
  static let jobs = Option.integer(
    "jobs", in: 1...64,
    help: "how many students are graded at once, each in a copy of the package of its own "
      + "(default: the machine's cores, at most one a student; 1 grades one after another "
      + "in this process)")
  static let workspace = Option.integer(
    "workspace", in: 1...64,
    help: "grade in copy N (.workbook/grading/N), in this process, one student after "
      + "another: what --jobs runs for each student")

  static let command = Command(
    "grade", abstract: "grade a class's exercises with your checks (instructors)",
    arguments: [Argument("DIR", .oneOrMore)], options: [format, jobs, workspace],
    discussion: """
      Grades each DIR: a student's checkout of the workbook, or a folder holding their \
      exercise files (RoundHole.swift, ...). Only those files are taken: your engine, \
      chapters and checks judge them, so a check, test or engine edited in a student's copy \
      changes nothing. Each exercise is built and run on its own: a file that does not \
      compile, crashes or loops is an error for that exercise only. A missing file, or \
      the untouched starter, is not-started (nothing of it is built or run).

      Students are graded several at once (--jobs), each by a process that owns a copy \
      of your package in .workbook/grading/N, built once and kept for the next run (the \
      first build of each copy takes minutes, and each copy's build folder takes disk \
      space). The results are in the order the folders were given, however many run at \
      once.

      CSV columns: student, exercise (its number, like 1.2), result (pass, fail, error or \
      not-started) and message (why it failed; empty for a pass). After each student's \
      exercises, a row whose exercise is "total" gives the number passed as its result \
      and "12 of 21 passed; 4 fail, 1 error, 4 not-started" as its message. Fields with \
      a comma, a quote or a line break are quoted.

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
    let exercises = context.exercises.map(\.exercise)
    let base = root.appendingPathComponent(".workbook/grading")
    let chosen = session.integer(workspace)
    if chosen != nil, session.integer(jobs) != nil {
      throw .usage("--workspace grades in one copy, in this process: it takes no --jobs")
    }
    // Workers are this program started again; without it, one copy, in this process.
    let workers =
      chosen != nil || context.program == nil
      ? 1
      : min(
        session.integer(jobs) ?? ProcessInfo.processInfo.activeProcessorCount, folders.count)
    let numbers = chosen.map { [$0] } ?? Array(1...max(1, workers))
    let copies = numbers.map {
      Grading.Workspace.worker(
        $0, under: base, source: root, swift: ExerciseRunner.swiftCommand(context),
        chapters: context.chapters)
    }
    // The single copy an older workbook kept (.workbook/grading/package and /build).
    for legacy in ["package", "build"] {
      let folder = base.appendingPathComponent(legacy)
      if FileManager.default.fileExists(atPath: folder.path) {
        try? FileManager.default.removeItem(at: folder)
        session.console.err("removed \(folder.path), the copy an older workbook kept")
      }
    }
    let started = Date()
    for copy in copies {
      do {
        try copy.sync()
      } catch {
        throw .couldNotDo("cannot prepare \(copy.package.path): \(error)")
      }
    }
    var rows: [Grading.Row] = []
    var times: [Double] = []
    if workers == 1 {
      for (folder, name) in zip(folders, names) {
        let begin = Date()
        rows += Grading.grade(folder, as: name, in: copies[0], context: context)
        times.append(Date().timeIntervalSince(begin))
        session.console.err(String(format: "graded %@ in %.1f s", name, times.last ?? 0))
      }
    } else if let program = context.program {
      // A copy never built is built before the class is shared out, one after another
      // (a build uses every core), so that what each student takes is theirs alone. (A
      // copy built before is brought up to date by its first student's build.)
      for copy in copies where !copy.hasBeenBuilt {
        let begin = Date()
        let (built, text) = copy.build()
        guard built else {
          throw .couldNotDo(
            "your package does not build in \(copy.package.path): "
              + (ExerciseRunner.firstCompilerError(text, root: copy.package)
                ?? ExerciseRunner.lastLines(text, 3)))
        }
        session.console.err(
          String(
            format: "prepared %@ in %.1f s", context.relative(copy.root),
            Date().timeIntervalSince(begin)))
      }
      let console = session.console
      let outcomes = Grading.inParallel(folders.count, slots: workers) { index, slot in
        (program, ["grade", "--workspace", "\(slot)", "--format", "json", folders[index].path])
      } finished: { index, outcome in
        console.err(String(format: "graded %@ in %.1f s", names[index], outcome.seconds))
      }
      for (index, outcome) in outcomes.enumerated() {
        rows += Grading.rows(from: outcome, student: names[index], exercises: exercises)
        times.append(outcome.seconds)
      }
    }
    // Leave each copy with the starters, so the next class starts from the same files.
    for copy in copies { copy.restoreStarters() }
    switch format {
    case "csv": session.console.out(Grading.csv(rows))
    case "json": session.console.out(Grading.json(rows))
    default:
      session.console.out(Grading.text(rows, students: names, exercises: exercises))
    }
    let elapsed = Date().timeIntervalSince(started)
    let each = times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count)
    session.console.err(
      String(
        format: "graded %d student%@ in %.1f s, %d at once: %.1f s a student, each taking %.1f s",
        names.count, names.count == 1 ? "" : "s", elapsed, workers,
        elapsed / Double(max(1, names.count)), each))
    return .success
  }

}
