import Foundation

/// Runs a program as a child process with a time limit, so that code which crashes or
/// never returns (a student's exercise, say) cannot take the caller down with it.
enum IsolatedRun {
  enum Outcome {
    case finished(status: Int32, output: Data, errors: Data)
    case crashed(signal: Int32, errors: Data)
    case timedOut(seconds: Double)
    case couldNotStart(String)
  }

  /// Collects a pipe's bytes on a background queue, so a chatty child never blocks on a
  /// full pipe.
  private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var bytes: Data { lock.withLock { data } }
  }

  static func run(_ program: URL, _ arguments: [String], timeout: Double) -> Outcome {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
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
        collector.append(handle.readDataToEndOfFile())
        reading.leave()
      }
    }
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      try? outputPipe.fileHandleForWriting.close()
      try? errorPipe.fileHandleForWriting.close()
      return .couldNotStart("\(program.path): \(error.localizedDescription)")
    }
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      if finished.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        _ = finished.wait(timeout: .now() + 2)
      }
      _ = reading.wait(timeout: .now() + 2)
      return .timedOut(seconds: timeout)
    }
    _ = reading.wait(timeout: .now() + 5)
    if process.terminationReason == .uncaughtSignal {
      return .crashed(signal: process.terminationStatus, errors: errors.bytes)
    }
    return .finished(status: process.terminationStatus, output: output.bytes, errors: errors.bytes)
  }

  /// A sentence about a crash: the signal, and the runtime's own message if it printed
  /// one ("Fatal error: Unexpectedly found nil ... at file:line").
  static func describeCrash(signal: Int32, errors: Data) -> String {
    let name: String
    switch signal {
    case SIGILL, SIGTRAP:
      name = "a Swift runtime trap (unwrapping nil, an index out of range, fatalError, ...)"
    case SIGSEGV, SIGBUS: name = "a memory fault (often endless recursion)"
    case SIGABRT: name = "an abort"
    case SIGKILL: name = "being killed (out of memory?)"
    default: name = "signal \(signal)"
    }
    let text = String(decoding: errors, as: UTF8.self)
    let detail = text.components(separatedBy: "\n").first {
      $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed")
    }
    return "crashed with \(name)"
      + (detail.map { ": \($0.trimmingCharacters(in: .whitespaces))" } ?? "")
  }
}
