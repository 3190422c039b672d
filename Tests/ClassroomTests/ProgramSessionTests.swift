import Foundation
import Testing
import Workbook

@testable import Classroom

/// The tests of this file, as one suite: `swift test --filter ProgramSessionTests`.
@Suite struct ProgramSessionTests {}

// The judging side of a check survives whatever the student's program does: it crashes,
// loops, ends early, answers nonsense, calls back a function it was not given, or prints
// while it answers. Each case is a small shell script standing in for the program.

/// Runs `script` as an exercise's program for one call of `f`; what came back, and how
/// the session ended.
private func session(_ script: String, timeout: Double = 2) throws -> (
  reply: (result: WireTree, states: [WireTree])?, failure: ProgramSession.Failure?,
  printed: String
) {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "workbook-session-\(UUID().uuidString).sh")
  try Data(("#!/bin/sh\n" + script + "\n").utf8).write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: file.path)
  let running = ProgramSession(program: file, timeout: timeout, environment: nil)
  let reply = running.call("f", [.number(1)], link: WireLink())
  let (failure, printed) = running.finish()
  return (reply, failure, String(decoding: printed, as: UTF8.self))
}

extension ProgramSessionTests {
  @Test func anAnswerComesBackAndWhatWasPrintedIsKeptApart() throws {
    let outcome = try session(
      #"read call; echo "hello from the student" >&2; echo '{"result":2,"states":[null]}'"#)
    #expect(outcome.failure == nil)
    #expect(outcome.reply?.result == .number(2))
    #expect(outcome.printed.contains("hello from the student"))
  }

  @Test func aCrashIsTheSessionsFailureNotTheJudges() throws {
    let outcome = try session("read call; kill -SEGV $$")
    #expect(outcome.reply == nil)
    guard case .crashed(let signal)? = outcome.failure else {
      Issue.record("expected a crash, got \(String(describing: outcome.failure))")
      return
    }
    #expect(signal == SIGSEGV)
  }

  @Test func anEndlessLoopIsStoppedAtTheTimeLimit() throws {
    let started = Date()
    let outcome = try session("while :; do :; done", timeout: 0.3)
    #expect(outcome.reply == nil)
    guard case .timedOut? = outcome.failure else {
      Issue.record("expected a timeout, got \(String(describing: outcome.failure))")
      return
    }
    #expect(Date().timeIntervalSince(started) < 8)
  }

  @Test func aProgramThatEndsBeforeAnsweringSaysItsStatus() throws {
    let outcome = try session("exit 3")
    guard case .ended(let status)? = outcome.failure else {
      Issue.record("expected an early end, got \(String(describing: outcome.failure))")
      return
    }
    #expect(status == 3)
  }

  @Test(arguments: [
    "echo 'this is not JSON'",
    #"echo '{"something":"else"}'"#,
    #"echo '{"callback":7,"arguments":[]}'"#,
    #"echo '{"result":1}'"#,
  ])
  func anAnswerThatIsNotOneFailsTheSession(answer: String) throws {
    // `exec`: the program is one process, as a student's is (a shell's child would be
    // left a zombie for the group's end to wait out where nothing reaps orphans).
    let outcome = try session("read call; \(answer); exec sleep 3")
    #expect(outcome.reply == nil)
    guard case .misbehaved? = outcome.failure else {
      Issue.record("expected a refusal, got \(String(describing: outcome.failure))")
      return
    }
  }

  /// A student's file that reaches for the chapter's solution builds, but does not link:
  /// the message names what it used and why it is not there.
  @Test func aLinkErrorSaysTheProgramHasNoChapter() throws {
    let file = "/class/Chapters/Chapter1Holes/Exercises/RoundHole.swift"
    let text = """
      error: link command failed with exit code 1 (use -v to see invocation)
      \(file):6: error: undefined reference to \
      '$s13Chapter1Holes9SolutionsO13roundHolePath2in10UIKitModel08UIBezierF0C10Foundation6CGRectV_tFZ'
      """
    let message = try #require(
      BuildDiagnosis.undefinedSymbol(
        text, file: file, shown: "Chapters/Chapter1Holes/Exercises/RoundHole.swift"))
    #expect(message.hasPrefix("Chapters/Chapter1Holes/Exercises/RoundHole.swift:6: "))
    #expect(message.contains("`Chapter1Holes.Solutions.roundHolePath`"))
    let topLevel = try #require(
      BuildDiagnosis.undefinedSymbol(
        "\(file):3: error: undefined reference to '$s13Chapter1Holes8chapter17Lessons7ChapterVvp'",
        file: file, shown: "RoundHole.swift"))
    #expect(topLevel.contains("`Chapter1Holes.chapter1`,"))
    #expect(
      BuildDiagnosis.undefinedSymbol("error: cannot find 'x' in scope", file: file, shown: "")
        == nil)
  }
}
