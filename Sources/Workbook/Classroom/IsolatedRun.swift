import Foundation

/// Runs a program as a child process with a time limit, so that code which crashes or
/// never returns (a student's exercise, say) cannot take the caller down with it.
///
/// Foundation starts each child in a process group of its own, so a Ctrl-C at the
/// terminal reaches only `workbook-run`. `ChildProcesses` makes SIGINT and SIGTERM end
/// every running child (and its own children) before `workbook-run` itself ends.
///
/// Nothing here touches the main actor's state: a caller off it (a grading worker's
/// builds, a test) waits for its child without holding up the main actor.
nonisolated public enum IsolatedRun {
  public enum Outcome {
    case finished(status: Int32, output: Data, errors: Data)
    case crashed(signal: Int32, output: Data, errors: Data)
    case timedOut(seconds: Double, output: Data)
    case couldNotStart(String)
  }

  /// Collects a pipe's bytes on a background queue, so a chatty child never blocks on a
  /// full pipe.
  nonisolated final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    /// At most this much is kept: a program that prints forever cannot fill the memory.
    private let limit = 1 << 20
    func append(_ more: Data) {
      lock.withLock { if data.count < limit { data.append(more.prefix(limit - data.count)) } }
    }
    var bytes: Data { lock.withLock { data } }
  }

  /// - Parameter input: what the program reads on its standard input (nothing if nil).
  public static func run(
    _ program: URL, _ arguments: [String], timeout: Double,
    environment: [String: String]? = nil, directory: URL? = nil, input: Data? = nil
  ) -> Outcome {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    let output = Collector()
    let errors = Collector()
    let reading = DispatchGroup()
    for (pipe, collector) in [(outputPipe, output), (errorPipe, errors)] {
      reading.enter()
      let handle = pipe.fileHandleForReading
      DispatchQueue.global().async {
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          collector.append(chunk)
        }
        reading.leave()
      }
    }
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    ChildProcesses.installSignalHandlers()
    do {
      try ChildProcesses.start(process)
    } catch {
      try? outputPipe.fileHandleForWriting.close()
      try? errorPipe.fileHandleForWriting.close()
      return .couldNotStart("\(program.path): \(error.localizedDescription)")
    }
    if let inputPipe, let input {
      // A program that ends before reading must not take this one down with SIGPIPE:
      // the write then fails quietly instead.
      signal(SIGPIPE, SIG_IGN)
      // Small (a line): it fits in the pipe at once; then the program sees its end.
      try? inputPipe.fileHandleForWriting.write(contentsOf: input)
      try? inputPipe.fileHandleForWriting.close()
    }
    let pid = process.processIdentifier
    ChildProcesses.add(pid)
    defer { ChildProcesses.remove(pid) }
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      ChildProcesses.end(pid)
      _ = finished.wait(timeout: .now() + 2)
      _ = reading.wait(timeout: .now() + 2)
      return .timedOut(seconds: timeout, output: output.bytes)
    }
    _ = reading.wait(timeout: .now() + 5)
    if process.terminationReason == .uncaughtSignal {
      return .crashed(signal: process.terminationStatus, output: output.bytes, errors: errors.bytes)
    }
    return .finished(status: process.terminationStatus, output: output.bytes, errors: errors.bytes)
  }

  /// A sentence about a crash: the signal, the runtime's own message if it printed one
  /// ("Fatal error: Index out of range"), and where in the student's own file it
  /// happened, when the runtime's backtrace names a line of `studentFile`.
  public static func describeCrash(signal: Int32, errors: Data, studentFile: String? = nil)
    -> String
  {
    let name: String
    switch signal {
    case SIGILL, SIGTRAP:
      name = "a Swift runtime trap (unwrapping nil, an index out of range, fatalError, ...)"
    case SIGSEGV, SIGBUS: name = "a memory fault (often endless recursion)"
    case SIGABRT: name = "an abort"
    case SIGKILL: name = "being killed (out of memory?)"
    default: name = "signal \(signal)"
    }
    let lines = String(decoding: errors, as: UTF8.self).components(separatedBy: "\n")
    let detail = lines.first {
      $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed")
    }
    .map { line -> String in
      // "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range" names
      // the standard library's file, which means nothing to a student: keep the message.
      // So does "RoundHoleExercise/RoundHole.swift:5: Fatal error", the module's name before
      // the file: where it happened follows, from the backtrace.
      guard let range = line.range(of: "Fatal error") ?? line.range(of: "Precondition failed")
      else { return line }
      return String(line[range.lowerBound...])
    }
    var sentence =
      "crashed with \(name)"
      + (detail.map { ": \($0.trimmingCharacters(in: .whitespaces))" } ?? "")
    if let studentFile, let place = placeInBacktrace(lines, file: studentFile) {
      sentence += ", at \(place)"
    }
    return sentence
  }

  /// The first `file:line` of `file` in a backtrace's frames ("... at /path/File.swift:12:5").
  static func placeInBacktrace(_ lines: [String], file: String) -> String? {
    let name = (file as NSString).lastPathComponent
    for line in lines {
      guard let at = line.range(of: " at ", options: .backwards) else { continue }
      let location = line[at.upperBound...].trimmingCharacters(in: .whitespaces)
      let parts = location.split(separator: ":")
      guard parts.count >= 2, parts[0].hasSuffix("/" + name) || parts[0] == name,
        let number = Int(parts[1])
      else { continue }
      return "\(file):\(number)"
    }
    return nil
  }
}

/// The children running now, so that SIGINT (Ctrl-C) and SIGTERM end them with
/// `workbook-run`. Each child leads a process group of its own (Foundation starts it so),
/// and the whole group is killed: a `swift build` takes its compilers with it.
nonisolated public enum ChildProcesses {
  private static let capacity = 64
  /// A fixed table the signal handler can read without allocating: 0 is a free slot.
  nonisolated(unsafe) private static let table: UnsafeMutablePointer<pid_t> = {
    let table = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    table.initialize(repeating: 0, count: capacity)
    return table
  }()
  /// Children that are `workbook-run` itself (grading workers): asked to end with
  /// SIGTERM, so that they end their own children first.
  nonisolated(unsafe) private static let gentle: UnsafeMutablePointer<pid_t> = {
    let table = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    table.initialize(repeating: 0, count: capacity)
    return table
  }()
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed = false

  /// - Parameter gentle: the child is `workbook-run` (it ends its own children on
  ///   SIGTERM), so it is sent SIGTERM rather than killed with its group.
  static func add(_ pid: pid_t, gentle isGentle: Bool = false) {
    let chosen = isGentle ? gentle : table
    lock.withLock {
      if let slot = (0..<capacity).first(where: { chosen[$0] == 0 }) { chosen[slot] = pid }
    }
  }

  static func remove(_ pid: pid_t) {
    lock.withLock {
      for slot in 0..<capacity where table[slot] == pid { table[slot] = 0 }
      for slot in 0..<capacity where gentle[slot] == pid { gentle[slot] = 0 }
    }
  }

  /// Ends a child and its group: SIGTERM, then SIGKILL if any of them is still there
  /// after 200 ms (looked for every 5 ms, so a child that ends at once is not waited for).
  static func end(_ pid: pid_t) {
    kill(-pid, SIGTERM)
    kill(pid, SIGTERM)
    for _ in 0..<40 {
      if kill(-pid, 0) != 0, kill(pid, 0) != 0 { return }
      usleep(5_000)
    }
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
  }

  /// Starts `process` with no signal blocked. A child takes the signal mask of the thread
  /// that starts it (Foundation on Linux does not reset it: swift-corelibs-foundation
  /// issue 4772), and a thread of Dispatch's blocks SIGTERM and SIGINT: a child started
  /// from one would not end when asked, only when killed. The mask is cleared on this
  /// thread for the start, and put back.
  public static func start(_ process: Process) throws {
    var none = sigset_t()
    var kept = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &kept)
    defer { pthread_sigmask(SIG_SETMASK, &kept, nil) }
    try process.run()
  }

  public static func installSignalHandlers() {
    lock.withLock {
      guard !installed else { return }
      installed = true
      for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
        signal(signalNumber) { received in
          for slot in 0..<ChildProcesses.capacity {
            let pid = ChildProcesses.table[slot]
            if pid > 0 {
              kill(-pid, SIGKILL)
              kill(pid, SIGKILL)
            }
            let worker = ChildProcesses.gentle[slot]
            if worker > 0 { kill(worker, SIGTERM) }
          }
          signal(received, SIG_DFL)
          raise(received)
        }
      }
    }
  }
}
