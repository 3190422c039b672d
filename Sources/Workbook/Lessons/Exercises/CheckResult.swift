import Graphics
import UIKitModel

/// The outcome of a check: passed or not, what was expected and what came, and for a
/// figure comparison the two figures with the differing cells marked.
public struct CheckResult: Sendable, Codable, Equatable {
  /// Whether the attempt passed.
  public var passed: Bool
  /// One or two sentences: what was expected, and what came instead.
  public var message: String
  /// A side-by-side comparison of figures, when the check compared figures.
  public var figure: String?

  /// A result: passed or not, why, and the figures to show if any.
  public init(passed: Bool, message: String, figure: String? = nil) {
    self.passed = passed
    self.message = message
    self.figure = figure
  }

  /// A pass, with an optional remark.
  public static func pass(_ message: String = "") -> CheckResult {
    CheckResult(passed: true, message: message)
  }

  /// A failure that says `message`, with `figure`, the rendered comparison of figures
  /// (yours beside the goal, the differing cells marked), if the check compared figures.
  public static func fail(_ message: String, figure: String? = nil) -> CheckResult {
    CheckResult(passed: false, message: message, figure: figure)
  }

  /// The first failure among `results`, or a pass if there is none.
  public static func all(_ results: [CheckResult]) -> CheckResult {
    results.first { !$0.passed }
      ?? .pass(results.map(\.message).filter { !$0.isEmpty }.joined(separator: " "))
  }

  /// Runs `checks` in order and stops at the first failure (later checks may depend on
  /// earlier ones holding).
  public static func sequence(_ checks: [() -> CheckResult]) -> CheckResult {
    for check in checks {
      let result = check()
      if !result.passed { return result }
    }
    return .pass()
  }
}
