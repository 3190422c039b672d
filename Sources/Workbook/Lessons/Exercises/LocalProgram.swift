import Foundation

/// An exercise's program without the process: functions served as a runner serves them,
/// called in this process, every value still crossing as a line of JSON. The tests prove
/// with it that each exercise's wrong answers fail its check (`Tests/ExerciseTests`),
/// quickly, without building a program for each; `workbook-run` itself always runs the
/// student's code in its own process (`ProgramSession`).
///
/// Unlike a program, it does not survive what it runs: a function that crashes or never
/// returns takes the caller with it. Use it only for code the instructor wrote.
@MainActor package final class LocalProgram: StudentCalls {
  private let functions: [String: ExerciseProgram.Served]
  /// Why the functions could not be judged, if they could not.
  package private(set) var failure: String?

  package init(_ functions: [ExerciseProgram.Served]) {
    self.functions = Dictionary(
      functions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  package func fail(_ reason: String) {
    if failure == nil { failure = reason }
  }

  package func call(_ name: String, _ arguments: [WireTree], link: WireLink)
    -> (result: WireTree, states: [WireTree])?
  {
    guard failure == nil else { return nil }
    guard let function = functions[name] else {
      fail("there is no function \(name)")
      return nil
    }
    do {
      let sent = try arguments.map(Self.acrossTheWire)
      let studentSide = WireLink { number, values in
        (try? Self.acrossTheWire(link.answer(number, values.map(Self.acrossTheWire)))) ?? .null
      }
      let (result, states) = try function.run(sent, studentSide)
      return (try Self.acrossTheWire(result), try states.map(Self.acrossTheWire))
    } catch {
      fail("\(name): \(error)")
      return nil
    }
  }

  /// A value as the other side reads it: written as a line, and parsed.
  static func acrossTheWire(_ tree: WireTree) throws -> WireTree {
    try WireTree.parse(tree.line)
  }
}
