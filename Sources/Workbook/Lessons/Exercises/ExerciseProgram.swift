import Foundation

/// The student's side of a check: each exercise is its own small program (the student's
/// file, in a target of its own, plus a generated runner in `Exercises/Run/`), so a file
/// that does not compile stops only that exercise. The program holds the student's code
/// and the engine, and nothing of the check: `workbook-run` runs the check and, through
/// `StudentCalls`, asks this program to call the student's functions.
///
/// The conversation, one JSON message a line: on standard input the program reads
/// `{"call": NAME, "arguments": [...]}`, and a `{"reply": VALUE}` to each callback it
/// asked for; on the standard output it had when it started it writes
/// `{"callback": N, "arguments": [...]}` when the student's code calls a function the
/// check handed it, and `{"result": VALUE, "states": [...]}` when the call is done.
/// Whatever the student's code prints goes to the standard error, which `workbook-run`
/// shows them. The program ends when its input ends.
@MainActor public enum ExerciseProgram {
  /// One of the student's functions, as the program serves it.
  public struct Served {
    let name: String
    let run: @MainActor ([WireTree], WireLink) throws -> (WireTree, [WireTree])

    /// Serves `function` under `name` (the check's slot).
    public static func function<each Argument: Wire, Result: Wire>(
      _ name: String, _ function: @escaping @MainActor (repeat each Argument) -> Result
    ) -> Served {
      Served(name: name) { trees, link in
        let cursor = Cursor(trees)
        let arguments = (repeat try cursor.next((each Argument).self, link))
        let result = function(repeat each arguments)
        var states: [WireTree] = []
        for argument in repeat each arguments {
          states.append(try argument.stateAfterCall(link) ?? .null)
        }
        return (try result.wire(link), states)
      }
    }

    /// Serves a function that returns nothing (it changes its arguments).
    public static func function<each Argument: Wire>(
      _ name: String, _ function: @escaping @MainActor (repeat each Argument) -> Void
    ) -> Served {
      Served(name: name) { trees, link in
        let cursor = Cursor(trees)
        let arguments = (repeat try cursor.next((each Argument).self, link))
        function(repeat each arguments)
        var states: [WireTree] = []
        for argument in repeat each arguments {
          states.append(try argument.stateAfterCall(link) ?? .null)
        }
        return (.null, states)
      }
    }
  }

  @MainActor private final class Cursor {
    let trees: [WireTree]
    var index = 0
    init(_ trees: [WireTree]) { self.trees = trees }
    func next<T: Wire>(_ type: T.Type, _ link: WireLink) throws -> T {
      defer { index += 1 }
      guard trees.indices.contains(index) else {
        throw WireError("too few arguments: \(trees.count)")
      }
      return try T.unwire(trees[index], link)
    }
  }

  /// Whether a call is under way: the student's code runs only inside one.
  private static var serving = false

  /// Answers calls to `functions` until the input ends.
  public static func serve(_ functions: [Served]) -> Never {
    // Started again from the student's code: refused.
    guard !serving else {
      FileHandle.standardError.write(Data("the exercise's runner was started again\n".utf8))
      _exit(4)
    }
    serving = true
    // The channel to workbook-run is the standard output as it was; from now on what
    // the student's code prints goes to the standard error.
    let channel = dup(1)
    dup2(2, 1)
    // Line by line, so what the code printed before it crashed is not lost in a buffer.
    // (The C library's `stdout`, found by name: Swift 6 refuses the global itself.)
    #if canImport(Darwin)
      let name = "__stdoutp"
    #else
      let name = "stdout"
    #endif
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), name) {
      setvbuf(symbol.load(as: UnsafeMutablePointer<FILE>.self), nil, _IOLBF, 0)
    }
    func send(_ tree: WireTree) {
      var bytes = [UInt8](tree.line)
      bytes.append(UInt8(ascii: "\n"))
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(channel, $0.baseAddress, $0.count) }
        if written <= 0 { _exit(0) }
        offset += written
      }
    }
    func receive() -> WireTree? {
      guard let line = Swift.readLine(strippingNewline: true) else { return nil }
      return try? WireTree.parse(Array(line.utf8))
    }
    let link = WireLink { number, arguments in
      fflush(nil)
      send(.object(["callback": .number(Double(number)), "arguments": .array(arguments)]))
      guard let reply = receive(), let value = reply["reply"] else { _exit(0) }
      return value
    }
    let table = Dictionary(functions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    while let message = receive() {
      guard case .string(let name)? = message["call"],
        case .array(let arguments)? = message["arguments"]
      else {
        send(.object(["error": .string("not a call")]))
        continue
      }
      guard let served = table[name] else {
        send(.object(["error": .string("this program has no function \(name)")]))
        continue
      }
      do {
        let (result, states) = try served.run(arguments, link)
        fflush(nil)
        send(.object(["result": result, "states": .array(states)]))
      } catch {
        fflush(nil)
        send(.object(["error": .string("\(error)")]))
      }
    }
    fflush(nil)
    _exit(0)
  }
}
