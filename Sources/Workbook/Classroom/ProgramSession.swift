import Foundation
import Workbook

/// An exercise's program running as a child process while `workbook-run` checks it: the
/// check calls the student's functions through it (`StudentCalls`), and judges what
/// comes back here, where the program cannot reach. A crash, an endless loop, an early
/// end or a message that is not an answer ends the session; every later call returns
/// a stand-in at once, and `finish()` says what happened.
final class ProgramSession: StudentCalls {
  /// Why the program could not be judged.
  enum Failure {
    case crashed(signal: Int32)
    case ended(status: Int32)
    case timedOut(seconds: Double)
    case misbehaved(String)
    case couldNotStart(String)
  }

  private let process = Process()
  private let input = Pipe()
  private let replies = Pipe()
  private let printedPipe = Pipe()
  private let lines = LineQueue()
  private let printed = IsolatedRun.Collector()
  private let writer = DispatchQueue(label: "workbook.program-session.writer")
  private let deadline: DispatchTime
  private let timeout: Double
  private var failure: Failure?
  private var pid: pid_t = 0
  private let exited = DispatchSemaphore(value: 0)
  /// Whether `exited` has been seen to signal: the program is gone.
  private var hasEnded = false

  /// The largest message taken from the program.
  nonisolated static let longestLine = 64 << 20

  init(program: URL, timeout: Double, environment: [String: String]?) {
    self.timeout = timeout
    deadline = .now() + timeout
    process.executableURL = program
    process.arguments = []
    if let environment { process.environment = environment }
    process.standardInput = input
    process.standardOutput = replies
    process.standardError = printedPipe
    process.terminationHandler = { [exited] _ in exited.signal() }
    ChildProcesses.installSignalHandlers()
    signal(SIGPIPE, SIG_IGN)
    do {
      try ChildProcesses.start(process)
    } catch {
      failure = .couldNotStart("\(program.path): \(error.localizedDescription)")
      return
    }
    pid = process.processIdentifier
    ChildProcesses.add(pid)
    let (lines, printed) = (self.lines, self.printed)
    let replyHandle = replies.fileHandleForReading
    Thread.detachNewThread {
      var buffer = Data()
      while true {
        let chunk = replyHandle.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          lines.push(Data(buffer[buffer.startIndex..<newline]))
          buffer.removeSubrange(buffer.startIndex...newline)
        }
        if buffer.count > ProgramSession.longestLine {
          lines.push(nil)
          buffer.removeAll()
        }
      }
      lines.close()
    }
    let printedHandle = printedPipe.fileHandleForReading
    Thread.detachNewThread {
      while true {
        let chunk = printedHandle.availableData
        if chunk.isEmpty { break }
        printed.append(chunk)
      }
    }
  }

  func fail(_ reason: String) {
    if failure == nil { failure = .misbehaved(reason) }
  }

  func call(_ name: String, _ arguments: [WireTree], link: WireLink)
    -> (result: WireTree, states: [WireTree])?
  {
    guard failure == nil else { return nil }
    send(.object(["call": .string(name), "arguments": .array(arguments)]))
    while true {
      guard let message = receive() else { return nil }
      if case .number(let number)? = message["callback"],
        case .array(let values)? = message["arguments"]
      {
        do {
          let answer = try link.answer(Int(number), values)
          send(.object(["reply": answer]))
        } catch {
          fail("the student's code called back with something the check cannot use: \(error)")
          return nil
        }
        continue
      }
      if let result = message["result"] {
        guard case .array(let states)? = message["states"] else {
          fail("the program's answer is not in the check's form")
          return nil
        }
        return (result, states)
      }
      if case .string(let why)? = message["error"] {
        fail("the exercise's program could not call \(name): \(why)")
        return nil
      }
      fail("the program sent something that is not an answer")
      return nil
    }
  }

  private func send(_ tree: WireTree) {
    let data = tree.line + Data("\n".utf8)
    let handle = input.fileHandleForWriting
    // On a queue of its own: a program that stops reading cannot stop this one.
    writer.async { try? handle.write(contentsOf: data) }
  }

  /// The next message, or nil (the failure kept) if none comes in time.
  private func receive() -> WireTree? {
    switch lines.pop(until: deadline) {
    case .line(let data):
      guard let tree = try? WireTree.parse(data) else {
        fail("the program sent something that is not an answer")
        return nil
      }
      return tree
    case .tooLong:
      fail("the program sent an answer longer than \(ProgramSession.longestLine) bytes")
      return nil
    case .timedOut:
      failure = .timedOut(seconds: timeout)
      ChildProcesses.end(pid)
      return nil
    case .closed:
      // The program ended before answering.
      hasEnded = exited.wait(timeout: .now() + 5) == .success
      if process.isRunning {
        failure = .misbehaved("the program closed its output before answering")
      } else if process.terminationReason == .uncaughtSignal {
        failure = .crashed(signal: process.terminationStatus)
      } else {
        failure = .ended(status: process.terminationStatus)
      }
      return nil
    }
  }

  /// Ends the program (its input closed; stopped if it does not end at once) and says
  /// how the session went, with what the student's code printed.
  func finish() -> (failure: Failure?, printed: Data) {
    if pid != 0 {
      writer.sync { try? input.fileHandleForWriting.close() }
      // A program that misbehaved is not waited for; one that answered gets a moment to
      // end on its own, its input closed.
      // (One seen to end already is not waited for again: its one signal is taken.)
      if !hasEnded, failure != nil || exited.wait(timeout: .now() + 2) == .timedOut {
        ChildProcesses.end(pid)
        _ = exited.wait(timeout: .now() + 2)
      }
      ChildProcesses.remove(pid)
      if failure == nil, process.terminationReason == .uncaughtSignal {
        failure = .crashed(signal: process.terminationStatus)
      }
    }
    // What is left of the printed text, once the program is gone.
    usleep(20_000)
    return (failure, printed.bytes)
  }
}

/// Lines from the program, handed from the reading thread to the check.
nonisolated private final class LineQueue: @unchecked Sendable {
  enum Next { case line(Data), tooLong, timedOut, closed }
  private let lock = NSLock()
  private let available = DispatchSemaphore(value: 0)
  private var items: [Data?] = []
  private var isClosed = false

  func push(_ line: Data?) {
    lock.withLock { items.append(line) }
    available.signal()
  }

  func close() {
    lock.withLock { isClosed = true }
    available.signal()
  }

  func pop(until deadline: DispatchTime) -> Next {
    while true {
      let next: Next? = lock.withLock {
        if !items.isEmpty {
          let item = items.removeFirst()
          return item.map { .line($0) } ?? .tooLong
        }
        return isClosed ? .closed : nil
      }
      if let next { return next }
      if available.wait(timeout: deadline) == .timedOut { return .timedOut }
    }
  }
}
