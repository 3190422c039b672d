import Foundation

/// How a check, run by `workbook-run`, calls the student's functions: each runs in the
/// exercise's own program, another process, and what it returns comes back as a value
/// (`Wire`). The check, the reference solution and its answers stay in `workbook-run`;
/// the exercise's program holds only the student's file, the engine and a runner
/// (`ExerciseProgram.serve`).
///
/// When the program cannot answer (it crashed, looped, ended, or sent something that is
/// not an answer), the call returns a stand-in value and the failure is kept: the
/// runner then reports it instead of the check's verdict.
@MainActor public protocol StudentCalls: AnyObject, Sendable {
  /// The student's function `name` called with `arguments`: what it returned, and the
  /// state of each argument afterwards (`.null` where there is none); nil if the program
  /// could not answer.
  func call(_ name: String, _ arguments: [WireTree], link: WireLink)
    -> (result: WireTree, states: [WireTree])?
  /// Keeps the first reason the student's side could not be judged.
  func fail(_ reason: String)
}

extension StudentCalls {
  /// The student's function `name`, as a function of this process.
  public func function<each Argument: Wire, Result: Wire>(_ name: String)
    -> @MainActor @Sendable (repeat each Argument) -> Result
  {
    { (arguments: repeat each Argument) in
      guard let states = self.send(name, repeat each arguments) else { return Result.placeholder }
      do {
        return try Result.unwire(states.result, WireLink())
      } catch {
        self.fail("\(name) returned a value the check cannot use: \(error)")
        return Result.placeholder
      }
    }
  }

  /// The student's function `name` that returns nothing (it changes its arguments).
  public func function<each Argument: Wire>(_ name: String)
    -> @MainActor @Sendable (repeat each Argument) -> Void
  {
    { (arguments: repeat each Argument) in _ = self.send(name, repeat each arguments) }
  }

  private func send<each Argument: Wire>(_ name: String, _ arguments: repeat each Argument)
    -> (result: WireTree, states: [WireTree])?
  {
    let link = WireLink()
    var trees: [WireTree] = []
    do {
      for argument in repeat each arguments { trees.append(try argument.wire(link)) }
    } catch {
      fail("the check could not send \(name) its arguments: \(error)")
      return nil
    }
    guard let reply = call(name, trees, link: link) else { return nil }
    var index = 0
    for argument in repeat each arguments {
      if index < reply.states.count, reply.states[index] != .null {
        do {
          try argument.takeState(reply.states[index], link)
        } catch {
          fail("\(name) left its argument in a state the check cannot use: \(error)")
        }
      }
      index += 1
    }
    return reply
  }
}
