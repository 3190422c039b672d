/// How long the class's machinery lets a child process run, in one place. The check's
/// limit is the student's to change (`WORKBOOK_CHECK_TIMEOUT`), so it is read from the
/// environment `Context` holds (`Context.limits`); the others are fixed.
public struct Limits: Sendable, Equatable {
  /// Seconds an exercise's program may run before it is stopped (a check, a figure).
  public var checkSeconds: Double

  /// The check's limit when the environment does not set one.
  public static let defaultCheckSeconds: Double = 10
  /// Seconds SwiftPM may take to build one exercise's program.
  public static let exerciseBuildSeconds: Double = 600
  /// Seconds the compiler may take to build one exercise's program without SwiftPM
  /// (`ProgramBuilder`: two files, compiled and linked).
  public static let compileSeconds: Double = 300
  /// Seconds `new-exercise` waits for its build of the new exercise.
  public static let newExerciseBuildSeconds: Double = 120
  /// Seconds one benchmark run in a child process may take.
  public static let benchmarkRunSeconds: Double = 600

  /// The limits an environment sets: `WORKBOOK_CHECK_TIMEOUT`, a positive number of
  /// seconds, changes the check's.
  public init(environment: [String: String]) {
    let text = environment["WORKBOOK_CHECK_TIMEOUT"] ?? ""
    if let value = Double(text), value.isFinite, value > 0 {
      checkSeconds = value
    } else {
      checkSeconds = Limits.defaultCheckSeconds
    }
  }
}
