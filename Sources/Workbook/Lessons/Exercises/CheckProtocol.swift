import Foundation

/// How `workbook-run check` and an exercise program talk, written once for both sides.
///
/// The parent runs the program as `<program> check RESULT-FILE` or `<program> figure
/// RESULT-FILE` and reads the outcome from RESULT-FILE, never from the program's output
/// (whatever the student's code prints is only shown to them). For `check`, the parent
/// writes a seal (a secret made for this run) as the first line of the program's standard
/// input, and on the second whether to try fresh inputs (`Answers.fresh`); the program
/// reads both before any of the student's code runs, writes the result
/// followed by its HMAC-SHA-256 under the seal, and ends at once (`_exit`: no exit
/// handler, deferred code or other thread of the student's runs after the check). A
/// result the student's code wrote or changed, before or after, fails the parent's
/// test of the code unless it knows the seal, which it could only read out of the
/// program's memory. Run with no arguments, the program prints the check's outcome for
/// a person.
public enum CheckProtocol {
  /// What the parent asks for.
  public enum Request: Equatable, Sendable {
    /// The check's `CheckResult`, as JSON, sealed.
    case check(resultFile: URL)
    /// The student's figure beside the goal, as `ExercisePanels.Renderings` in JSON.
    case figure(resultFile: URL)
    /// No arguments: the outcome printed for a person.
    case forPerson
  }

  /// The program's exit statuses (the check's own verdict is in the result file).
  public enum Status {
    /// The program was given arguments it does not take.
    public static let usage: Int32 = 2
    /// The program could not write its result file.
    public static let cannotWrite: Int32 = 3
    /// The student's code started the check again from inside it.
    public static let reentered: Int32 = 4
  }

  /// The program's arguments for a request.
  public static func arguments(_ request: Request) -> [String] {
    switch request {
    case .check(let file): ["check", file.path]
    case .figure(let file): ["figure", file.path]
    case .forPerson: []
    }
  }

  /// The request the program's arguments make (nil: not one it takes).
  public static func request(_ arguments: [String]) -> Request? {
    switch (arguments.first, arguments.count) {
    case (nil, _): .forPerson
    case ("check", 2): .check(resultFile: URL(fileURLWithPath: arguments[1]))
    case ("figure", 2): .figure(resultFile: URL(fileURLWithPath: arguments[1]))
    default: nil
    }
  }

  /// The usage message of a program given other arguments.
  public static let usage = "usage: <exercise program> [check|figure RESULT-FILE]"

  /// A new seal: a secret for one run.
  public static func newSeal() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(generator.next(), radix: 36) }.joined()
  }

  /// What the parent writes on the program's standard input for a check: the seal, and
  /// on a second line whether the check draws fresh inputs for this run (grading does:
  /// `Answers.fresh`).
  public static func input(seal: String, freshInputs: Bool = false) -> Data {
    Data((seal + "\n" + (freshInputs ? "fresh" : "") + "\n").utf8)
  }

  /// The number a graded run's fresh inputs come from: drawn from its seal, so every run
  /// has its own.
  public static func freshInputs(seal: String) -> UInt64 {
    SHA256.authenticationCode(Array("fresh inputs".utf8), key: Array(seal.utf8)).prefix(8)
      .reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// A fresh result file for one run of an exercise program, in the temporary folder;
  /// the caller removes it.
  public static func resultFile(_ exercise: Exercise, _ request: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-\(ProcessInfo.processInfo.processIdentifier)-\(exercise.name)-\(request)-"
        + "\(UUID().uuidString.prefix(8)).\(request == "check" ? "json" : "txt")")
  }

  /// The result the program wrote, if it is one and its code is right for `seal`.
  public static func sealedResult(_ data: Data, seal: String?) -> CheckResult? {
    guard let seal, !seal.isEmpty, let newline = data.lastIndex(of: UInt8(ascii: "\n")) else {
      return nil
    }
    let json = data[..<newline]
    let code = String(decoding: data[data.index(after: newline)...], as: UTF8.self)
    guard code == authenticationCode(json, seal: seal) else { return nil }
    return try? JSONDecoder().decode(CheckResult.self, from: json)
  }

  /// The result as the program writes it: its JSON, a newline, and the JSON's HMAC under
  /// the seal it read.
  public static func encode(_ result: CheckResult, seal: String?) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = (try? encoder.encode(result)) ?? Data()
    return json + Data(("\n" + authenticationCode(json, seal: seal ?? "")).utf8)
  }

  static func authenticationCode(_ json: some Collection<UInt8>, seal: String) -> String {
    SHA256.hex(SHA256.authenticationCode(Array(json), key: Array(seal.utf8)))
  }
}
