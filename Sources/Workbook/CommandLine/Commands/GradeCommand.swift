import Classroom
import Foundation
import Workbook

/// `workbook-run grade DIR...`: checks a class's exercises with the instructor's own
/// engine, chapters and checks. Only each student's exercise files are taken from their
/// folder; each is built into a program of its own against the instructor's engine
/// (`Grading.Programs`) and checked in its own process.
enum GradeCommand {
  static let format = Option.choice(
    "format", ["text", "csv", "json"],
    help: "text (the default: a line per student and a line per exercise), csv (see below) "
      + "or json (a list of objects: student, exercise, name, result, message)")
  static let jobs = Option.integer(
    "jobs", in: 1...64,
    help: "how many students are graded at once, each by a process of its own (default: "
      + "the machine's cores, at most one a student; 1 grades one after another in this "
      + "process)")
  static let worker = Option.flag(
    "worker",
    help: "grade in this process, one student after another, without preparing the "
      + "engine: what --jobs runs for each student")

  static let command = Command(
    "grade", abstract: "grade a class's exercises with your checks (instructors)",
    arguments: [Argument("DIR", .oneOrMore)], options: [format, jobs, worker],
    discussion: """
      Grades each DIR: a student's checkout of the workbook, or a folder holding their \
      exercise files (RoundHole.swift, ...). Only those files are taken: your engine, \
      chapters and checks judge them, so a check, test or engine edited in a student's copy \
      changes nothing. Each exercise is built and run on its own: a file that does not \
      compile, crashes or loops is an error for that exercise only. A missing file, or \
      the untouched starter, is not-started (nothing of it is built or run).

      Each file is built with your engine into a program of its own, kept in \
      .workbook/grading/programs for the next run: a file handed in by several students \
      is built once, and about 0.4 s goes to each other file. Students are graded several \
      at once (--jobs), each by a process of its own. The results are in the order the \
      folders were given, however many run at once.

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
    let isWorker = session.flag(worker)
    if isWorker, session.integer(jobs) != nil {
      throw .usage("--worker grades in this process: it takes no --jobs")
    }
    guard let builder = ProgramBuilder(context: context) else {
      throw .couldNotDo(
        "grade builds students' programs against the engine SwiftPM built it with: run it "
          + "with `swift run workbook-run grade ...`")
    }
    let started = Date()
    if !isWorker {
      if let why = builder.prepare() {
        throw .couldNotDo("the engine library cannot be built: \(why)")
      }
      // The copies of the package an older workbook graded in (each hundreds of MB).
      let manager = FileManager.default
      for name in (try? manager.contentsOfDirectory(atPath: base.path)) ?? []
      where name == "package" || name == "build" || Int(name) != nil {
        let folder = base.appendingPathComponent(name)
        if (try? manager.removeItem(at: folder)) != nil {
          session.console.err("removed \(context.relative(folder)), a copy an older workbook kept")
        }
      }
    }
    guard
      let programs = Grading.Programs(
        base: base.appendingPathComponent("programs"), builder: builder)
    else {
      throw .couldNotDo("there is no engine library, \(builder.libraryFile.path)")
    }
    if !isWorker {
      _ = programs.removeStale()
      // A starter always compiles: if the first does not, nothing will, and it is not the
      // students' doing.
      if let (chapter, exercise) = context.exercises.first,
        let starter = try? Data(contentsOf: exercise.files(in: chapter.directory).pristineStarter),
        case .failed(let failure) = programs.program(for: starter, exercise, chapter)
      {
        throw .couldNotDo(
          "exercise programs cannot be built here (exercise \(exercise.id)'s starter does not "
            + "build): \(failure.message)")
      }
    }
    // Workers are this program started again; without it, this process grades.
    let workers =
      isWorker || context.program == nil
      ? 1
      : min(session.integer(jobs) ?? ProcessInfo.processInfo.activeProcessorCount, folders.count)
    var rows: [Grading.Row] = []
    var times: [Double] = []
    if workers == 1 {
      for (folder, name) in zip(folders, names) {
        let begin = Date()
        rows += Grading.grade(folder, as: name, programs: programs, context: context)
        times.append(Date().timeIntervalSince(begin))
        session.console.err(String(format: "graded %@ in %.1f s", name, times.last ?? 0))
      }
    } else if let program = context.program {
      let console = session.console
      let outcomes = Grading.inParallel(folders.count, slots: workers) { index, _ in
        (program, ["grade", "--worker", "--format", "json", folders[index].path])
      } finished: { index, outcome in
        console.err(String(format: "graded %@ in %.1f s", names[index], outcome.seconds))
      }
      for (index, outcome) in outcomes.enumerated() {
        rows += Grading.rows(from: outcome, student: names[index], exercises: exercises)
        times.append(outcome.seconds)
      }
    }
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
