import Foundation
import Workbook

/// Grading a class: each student's exercise files checked by the instructor's own engine,
/// chapters and checks. Only the exercise files are taken from a student's folder; each
/// is built into a program of its own against the instructor's engine (`Programs`), and
/// checked in its own process. Several students are graded at once, each by a worker
/// process, and the rows come out in the order the students were given, however the
/// workers finish (`inParallel`).
public enum Grading {
  /// An exercise's grade.
  public enum Result: String, Codable, Sendable, CaseIterable {
    /// The check passed.
    case pass
    /// The code ran, and the check said no.
    case fail
    /// It did not compile, crashed, looped, ended the program early, or could not be read.
    case error
    /// Not handed in (no file), or handed in as the untouched starter: nothing was built
    /// or run.
    case notStarted = "not-started"

    init(_ verdict: ExerciseRunner.Verdict) {
      switch verdict {
      case .pass: self = .pass
      case .fail: self = .fail
      case .error: self = .error
      }
    }
  }

  public struct Row: Codable, Equatable, Sendable {
    public let student: String
    /// The exercise's id (`1.2`).
    public let exercise: String
    /// The exercise's name (`RoundHole`), which renumbering leaves alone.
    public let name: String
    public let result: Result
    public let message: String

    public init(
      student: String, exercise: String, name: String = "", result: Result, message: String
    ) {
      self.student = student
      self.exercise = exercise
      self.name = name
      self.result = result
      self.message = message
    }
  }

  /// The largest exercise file taken from a student, in bytes.
  public static let largestFile = 1_000_000

  /// Names for the rows: each folder's own name, or more of its path where two share one.
  public static func studentNames(_ folders: [URL]) -> [String] {
    let last = folders.map(\.lastPathComponent)
    return folders.enumerated().map { index, folder in
      last.filter { $0 == last[index] }.count == 1 ? last[index] : folder.path
    }
  }

  /// The student's file for an exercise: in a checkout, where the workbook keeps it;
  /// in a folder of files, by its name.
  public static func studentFile(_ exercise: Exercise, _ chapter: Chapter, in folder: URL) -> URL? {
    let candidates = [
      folder.appendingPathComponent(
        "Chapters/\(chapter.moduleName)/Exercises/\(exercise.name).swift"),
      folder.appendingPathComponent("\(exercise.name).swift"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// Whether a student's file is the exercise's starter, untouched: the same text as
  /// `pristine` but for its header comment (which holds the exercise's number, and so
  /// differs in a copy handed out before a list was renumbered), line endings (a
  /// checkout on Windows) and trailing spaces.
  public static func isUntouchedStarter(_ data: Data, pristine: Data) -> Bool {
    func normalized(_ data: Data) -> [String] {
      var lines = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        .components(separatedBy: "\n")
      if let start = lines.firstIndex(where: { $0.hasPrefix("// Exercise ") }),
        let end = lines[start...].firstIndex(where: { $0.hasPrefix("//   Stuck?") })
      {
        lines.removeSubrange(start...end)
      }
      lines = lines.map { line in
        var line = Substring(line)
        while line.last?.isWhitespace == true { line.removeLast() }
        return String(line)
      }
      return lines.filter { !$0.isEmpty }
    }
    return normalized(data) == normalized(pristine)
  }

  /// The rows of the student whose files are in `folder`, under `name`: each file they
  /// handed in built (or found built) in `programs`, and checked in a process of its own.
  public static func grade(
    _ folder: URL, as name: String, programs: Programs, context: Context
  ) -> [Row] {
    var checking = context
    // Beside the inputs a student edition records, each check tries some drawn for this
    // run: a table of the recorded answers does not pass.
    checking.freshInputs = true
    var rows: [Row] = []
    for (chapter, exercise) in context.exercises {
      func row(_ result: Result, _ message: String) {
        rows.append(
          Row(
            student: name, exercise: exercise.id, name: exercise.name, result: result,
            message: message))
      }
      guard let file = studentFile(exercise, chapter, in: folder) else {
        row(.notStarted, "not handed in: no \(exercise.name).swift in the folder")
        continue
      }
      let size =
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
      guard size <= largestFile, let data = try? Data(contentsOf: file),
        String(data: data, encoding: .utf8) != nil
      else {
        row(.error, "\(exercise.name).swift is not UTF-8 text of at most \(largestFile) bytes")
        continue
      }
      if let pristine = try? Data(
        contentsOf: exercise.files(in: chapter.directory).pristineStarter),
        isUntouchedStarter(data, pristine: pristine)
      {
        row(.notStarted, "the starter, untouched")
        continue
      }
      switch programs.program(for: data, exercise, chapter) {
      case .failed(let failure):
        row(.error, "does not compile: \(failure.message)")
      case .program(let program):
        let (result, _, verdict) = ExerciseRunner.checkOutcome(
          chapter, exercise, context: checking, buildFailure: nil, program: program)
        row(Result(verdict), result.passed ? "" : result.message)
      }
    }
    return rows
  }

  // MARK: - Output

  /// A student's total: how many exercises passed, of how many, and how many of each
  /// other result.
  public struct Total: Equatable, Sendable {
    public let student: String
    public let passed: Int
    public let exercises: Int
    public let counts: [Result: Int]

    /// "12 of 21 passed; 4 fail, 1 error, 4 not-started" (results with none left out).
    public var summary: String {
      let others = [Result.fail, .error, .notStarted].compactMap { result in
        counts[result].map { "\($0) \(result.rawValue)" }
      }
      return "\(passed) of \(exercises) passed"
        + (others.isEmpty ? "" : "; " + others.joined(separator: ", "))
    }
  }

  /// Each student's total, in the order the students first appear in `rows`.
  public static func totals(_ rows: [Row]) -> [Total] {
    var order: [String] = []
    var byStudent: [String: [Row]] = [:]
    for row in rows {
      if byStudent[row.student] == nil { order.append(row.student) }
      byStudent[row.student, default: []].append(row)
    }
    return order.map { student in
      let mine = byStudent[student] ?? []
      let counts = Dictionary(grouping: mine, by: \.result).mapValues(\.count)
      return Total(
        student: student, passed: counts[.pass] ?? 0, exercises: mine.count, counts: counts)
    }
  }

  /// The CSV header: what `--help` and the README document.
  public static let csvHeader = "student,exercise,result,message"

  /// `student,exercise,result,message`: a row per student and exercise (result `pass`,
  /// `fail`, `error` or `not-started`), then the student's total on a row whose exercise
  /// is `total`, whose result is the number of exercises passed, and whose message is
  /// "12 of 21 passed; 4 fail, 1 error, 4 not-started". Fields are quoted where they
  /// hold a comma, a quote or a line break (RFC 4180); a line ends in a line feed alone
  /// (a carriage return before one is dropped, any other becomes a space).
  public static func csv(_ rows: [Row]) -> String {
    func field(_ text: String) -> String {
      let flat = text.replacingOccurrences(of: "\r\n", with: "\n")
        .replacingOccurrences(of: "\r", with: " ")
      guard flat.contains(where: { ",\"\n".contains($0) }) else { return flat }
      return "\"" + flat.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    func line(_ fields: [String]) -> String { fields.map(field).joined(separator: ",") }
    var lines = [csvHeader]
    for total in totals(rows) {
      for row in rows where row.student == total.student {
        lines.append(line([row.student, row.exercise, row.result.rawValue, row.message]))
      }
      lines.append(line([total.student, "total", "\(total.passed)", total.summary]))
    }
    return lines.joined(separator: "\n")
  }

  /// The rows as a list of objects (`student`, `exercise`, `name`, `result`, `message`).
  public static func json(_ rows: [Row]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: (try? encoder.encode(rows)) ?? Data("[]".utf8), as: UTF8.self)
  }

  /// A line per student (passed, and the exercises that failed, were errors or were not
  /// started), then a line per exercise (how many passed).
  public static func text(_ rows: [Row], students: [String], exercises: [Exercise]) -> String {
    let nameWidth = min(24, max(7, students.map(\.count).max() ?? 7))
    var lines = ["student".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  passed"]
    for student in students {
      let mine = rows.filter { $0.student == student }
      let passed = mine.filter { $0.result == .pass }.count
      var line =
        String(student.prefix(nameWidth)).padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        + "  \(passed)/\(mine.count)"
      var detail: [String] = []
      for (result, word) in [
        (Result.fail, "failed"), (.error, "errors"), (.notStarted, "not started"),
      ] {
        let ids = mine.filter { $0.result == result }.map(\.exercise)
        if !ids.isEmpty { detail.append(word + " " + ids.joined(separator: " ")) }
      }
      // The lists wrap under themselves, to fit 80 columns.
      let indent = String(repeating: " ", count: nameWidth + 9)
      let pieces = wrap(detail.joined(separator: "; "), width: 80 - indent.count)
      line = line.padding(toLength: indent.count, withPad: " ", startingAt: 0)
      lines.append((line + (pieces.first ?? "")).trimmingCharacters(in: .whitespaces))
      lines += pieces.dropFirst().map { indent + $0 }
    }
    lines.append("")
    lines.append("(why each failed: --format csv or json)")
    lines.append("")
    lines.append("exercise  passed  title")
    for exercise in exercises {
      let mine = rows.filter { $0.exercise == exercise.id }
      let passed = mine.filter { $0.result == .pass }.count
      lines.append(
        exercise.id.padding(toLength: 10, withPad: " ", startingAt: 0)
          + "\(passed)/\(mine.count)".padding(toLength: 8, withPad: " ", startingAt: 0)
          + exercise.title)
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Grading at once

  /// How a worker process ended: its exit status (or the signal that ended it), what it
  /// wrote on its standard output and error, and how long it took.
  public struct WorkerOutcome: Sendable {
    public let status: Int32
    public let crashed: Bool
    public let output: Data
    public let errors: Data
    public let seconds: Double
  }

  /// Runs `count` jobs as processes, at most `slots` at a time. `command(index, slot)`
  /// gives job `index`'s program and arguments; `slot` (from 1) is one no other job holds
  /// while it runs, so a job can own what the slot names (a workspace). `finished` is told
  /// of each job as it ends, in whatever order they end; the outcomes come back in the
  /// jobs' order, so what is made of them does not depend on how many ran at once or
  /// which was quicker. Each job's output goes to a file (no pipe to fill), removed
  /// afterwards. While they run, Ctrl-C or SIGTERM asks each to end (`ChildProcesses`),
  /// which lets a worker end its own children first.
  public static func inParallel(
    _ count: Int, slots: Int, command: (_ index: Int, _ slot: Int) -> (URL, [String]),
    finished: (_ index: Int, _ outcome: WorkerOutcome) -> Void = { _, _ in }
  ) -> [WorkerOutcome] {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent(
      "workbook-grade-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: folder) }
    let ended = Ended()
    ChildProcesses.installSignalHandlers()
    struct Running {
      let process: Process
      let slot: Int
      let output: URL
      let errors: URL
      let started: Date
    }
    var running: [Int: Running] = [:]
    var free = Array((1...max(1, slots)).reversed())
    var outcomes = [WorkerOutcome?](repeating: nil, count: count)
    var next = 0
    func collect(_ index: Int, _ job: Running) {
      job.process.waitUntilExit()
      ChildProcesses.remove(job.process.processIdentifier)
      let outcome = WorkerOutcome(
        status: job.process.terminationStatus,
        crashed: job.process.terminationReason == .uncaughtSignal,
        output: (try? Data(contentsOf: job.output)) ?? Data(),
        errors: (try? Data(contentsOf: job.errors)) ?? Data(),
        seconds: Date().timeIntervalSince(job.started))
      try? manager.removeItem(at: job.output)
      try? manager.removeItem(at: job.errors)
      outcomes[index] = outcome
      free.append(job.slot)
      finished(index, outcome)
    }
    while next < count || !running.isEmpty {
      while next < count, let slot = free.popLast() {
        let index = next
        next += 1
        let (program, arguments) = command(index, slot)
        let output = folder.appendingPathComponent("\(index).out")
        let errors = folder.appendingPathComponent("\(index).err")
        _ = manager.createFile(atPath: output.path, contents: nil)
        _ = manager.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let outputHandle = FileHandle(forWritingAtPath: output.path)
        let errorHandle = FileHandle(forWritingAtPath: errors.path)
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.terminationHandler = { _ in ended.add(index) }
        let job = Running(
          process: process, slot: slot, output: output, errors: errors, started: Date())
        do {
          try ChildProcesses.start(process)
          ChildProcesses.add(process.processIdentifier, gentle: true)
          running[index] = job
        } catch {
          try? manager.removeItem(at: output)
          try? manager.removeItem(at: errors)
          let failed = WorkerOutcome(
            status: -1, crashed: false, output: Data(),
            errors: Data("\(program.path) could not start: \(error.localizedDescription)".utf8),
            seconds: 0)
          outcomes[index] = failed
          free.append(slot)
          finished(index, failed)
        }
        try? outputHandle?.close()
        try? errorHandle?.close()
      }
      guard !running.isEmpty else { continue }
      let index = ended.take()
      if let job = running.removeValue(forKey: index) { collect(index, job) }
    }
    return outcomes.map {
      $0 ?? WorkerOutcome(status: -1, crashed: false, output: Data(), errors: Data(), seconds: 0)
    }
  }

  /// The jobs that have ended and not been collected yet, in the order they ended.
  nonisolated private final class Ended: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: [Int] = []
    private let signal = DispatchSemaphore(value: 0)
    func add(_ index: Int) {
      lock.withLock { indices.append(index) }
      signal.signal()
    }
    /// The next job to end (waits for one).
    func take() -> Int {
      signal.wait()
      return lock.withLock { indices.removeFirst() }
    }
  }

  /// The rows of a student graded by a worker (`grade --workspace N --format json`),
  /// under `name`; if the worker did not finish, an error for every exercise, saying why.
  public static func rows(
    from outcome: WorkerOutcome, student name: String, exercises: [Exercise]
  ) -> [Row] {
    if !outcome.crashed, outcome.status == 0,
      let rows = try? JSONDecoder().decode([Row].self, from: outcome.output),
      rows.map(\.exercise) == exercises.map(\.id)
    {
      return rows.map {
        Row(
          student: name, exercise: $0.exercise, name: $0.name, result: $0.result,
          message: $0.message)
      }
    }
    let said = ExerciseRunner.lastLines(String(decoding: outcome.errors, as: UTF8.self), 3)
    let why =
      outcome.crashed
      ? "the grading process crashed (signal \(outcome.status))"
      : "the grading process ended with status \(outcome.status)"
    return exercises.map {
      Row(
        student: name, exercise: $0.id, name: $0.name, result: .error,
        message: "not graded: \(why)" + (said.isEmpty ? "" : ": " + said))
    }
  }
}
