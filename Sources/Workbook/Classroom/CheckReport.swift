import Book
import Foundation
import Workbook

/// What `workbook-run check` found: per exercise its verdict, what its code printed,
/// where it stands in the student's progress and the advice for it; with the counts the
/// summary gives. Computed here, exercise by exercise (each handed on as it is checked, so
/// a long check shows its progress); the command line only presents it, as text or JSON.
public struct CheckReport {
  /// How an exercise's line reads.
  public enum Kind: Equatable, Sendable {
    /// It passed.
    case passed
    /// It failed: the message, the figure and the advice follow.
    case failed
    /// Its starter is untouched, among several checked: one line, not its failure.
    case notStarted
    /// Its starter is untouched, but a pass earned before stays (said in `standing`).
    case untouchedAfterAPass
  }

  /// One exercise's outcome.
  public struct Entry {
    /// The exercise's chapter.
    public let chapter: Chapter
    /// The exercise checked.
    public let exercise: Exercise
    /// The check's verdict, message and figures.
    public let result: CheckResult
    /// What the student's code printed.
    public let printed: [String]
    /// Pass, fail, or error (a crash, an endless loop, a compile error).
    public let verdict: ExerciseRunner.Verdict
    /// How its line reads.
    public let kind: Kind
    /// A pass earned before that the file no longer makes ("passed on 2026-11-26; your
    /// file fails now"); nil otherwise, and for the reference solutions.
    public let standing: String?
    /// The exercise's progress after this check (nil for the reference solutions).
    public let progress: StudentProgress.Entry?
    /// For a failure: where the code is and how to get a hint (empty otherwise).
    public let advice: [String]
  }

  /// What is handed on while checking.
  public enum Event {
    /// A chapter's exercises come next.
    case chapter(Chapter)
    /// An exercise was checked.
    case exercise(Entry)
  }

  /// Whether these are the reference solutions' results (nothing is recorded).
  public let solutions: Bool
  /// Every exercise's outcome, in order.
  public private(set) var entries: [Entry] = []
  /// The student's progress with this check recorded (to be saved by the caller).
  public private(set) var progress: StudentProgress

  /// Exercises checked.
  public var total: Int { entries.count }
  /// Passed in this check.
  public var passed: Int { entries.count { $0.result.passed } }
  /// Passed in this check or before (the solutions: none).
  public var earned: Int { entries.count { $0.progress?.earned == true } }
  /// Untouched starters said in one line.
  public var notStarted: Int { entries.count { $0.kind == .notStarted } }
  /// Passes earned before that the files no longer make: "1.2 (passed on ...)".
  public var kept: [String] {
    entries.compactMap { entry in entry.standing.map { "\(entry.exercise.id) (\($0))" } }
  }

  /// What `key` selects (a chapter: `chapter1`, `1`, `holes`; an exercise: `1.2`), or
  /// every chapter's exercises when there is no key; nil when `key` names nothing.
  public static func selection(_ key: String?, context: Context) -> [(Chapter, [Exercise])]? {
    guard let key else { return context.chapters.map { ($0, $0.exercises) } }
    if let chapter = context.chapter(named: key) { return [(chapter, chapter.exercises)] }
    if let found = context.exercise(key) { return [(found.chapter, [found.exercise])] }
    return nil
  }

  /// Builds the selected exercises' programs and checks each in a child process (the
  /// reference solutions: in this process), recording the verdicts in `progress`.
  /// - Parameters:
  ///   - selection: the chapters and their exercises to check.
  ///   - solution: check the reference solutions instead (nothing is recorded).
  ///   - progress: the student's progress before the check.
  ///   - each: told of each chapter before its exercises and each exercise once checked.
  public static func check(
    _ selection: [(Chapter, [Exercise])], context: Context, solution: Bool,
    progress: StudentProgress, each: (Event) -> Void = { _ in }
  ) -> CheckReport {
    var report = CheckReport(solutions: solution, progress: progress)
    let failures =
      solution
      ? [:]
      : ExerciseRunner.build(
        selection.flatMap { chapter, exercises in exercises.map { (chapter, $0) } },
        context: context)
    // Checking several, an untouched starter gets one line, not its whole failure: a
    // fresh workbook says where to start rather than printing every failure.
    let several = selection.map(\.1.count).reduce(0, +) > 1
    for (chapter, exercises) in selection where !exercises.isEmpty {
      each(.chapter(chapter))
      for exercise in exercises {
        let entry = report.record(
          chapter, exercise, context: context, buildFailure: failures[exercise.id],
          several: several)
        report.entries.append(entry)
        each(.exercise(entry))
      }
    }
    return report
  }

  /// Checks one exercise and records its verdict in `progress`; returns its entry.
  private mutating func record(
    _ chapter: Chapter, _ exercise: Exercise, context: Context,
    buildFailure: ExerciseRunner.BuildFailure?, several: Bool
  ) -> Entry {
    let (result, printed, verdict) =
      solutions
      ? CheckReport.solutionOutcome(exercise)
      : ExerciseRunner.checkOutcome(
        chapter, exercise, context: context, buildFailure: buildFailure)
    if !solutions { progress[exercise].record(passed: result.passed) }
    let entry = progress[exercise]
    // An earned pass the file no longer makes: said beside the failure, and kept.
    let untouched = exercise.starterIsUntouched(in: chapter.directory)
    let standing = result.passed || solutions ? nil : entry.status(untouched: untouched)
    let kind: Kind
    if result.passed {
      kind = .passed
    } else if several, !solutions, untouched == true {
      kind = standing == nil ? .notStarted : .untouchedAfterAPass
    } else {
      kind = .failed
    }
    return Entry(
      chapter: chapter, exercise: exercise, result: result, printed: printed, verdict: verdict,
      kind: kind, standing: standing, progress: solutions ? nil : entry,
      advice: kind == .failed && !solutions
        ? CheckReport.advice(chapter, exercise, hintsSeen: entry.hintsSeen) : [])
  }

  /// Where a failing exercise's code is, and how to get its next hint.
  static func advice(_ chapter: Chapter, _ exercise: Exercise, hintsSeen seen: Int) -> [String] {
    let file = exercise.files(in: chapter.directory).starter.path
      .replacingOccurrences(of: chapter.packageRoot.path + "/", with: "")
    var advice = ["Your code: \(file)"]
    if seen < exercise.hints.count {
      advice.append(
        "Stuck? swift run workbook-run hint \(exercise.id)   "
          + "(hint \(seen + 1) of \(exercise.hints.count))")
    } else {
      advice.append(
        "All \(exercise.hints.count) hints seen: "
          + "swift run workbook-run hint \(exercise.id) --all shows them again")
    }
    return advice
  }

  /// The reference solution's check, in this process (the solutions are the
  /// instructor's own code, compiled into the chapters).
  static func solutionOutcome(_ exercise: Exercise) -> (
    CheckResult, printed: [String], verdict: ExerciseRunner.Verdict
  ) {
    let result = exercise.check(.solution)
    return (result, [], result.passed ? .pass : .fail)
  }
}
