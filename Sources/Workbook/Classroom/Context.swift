import Foundation
import Workbook

/// Where things are, for a command or a check: the chapters, the package they are in,
/// this program (exercise programs are built beside it), the folder progress goes to, and
/// the environment child processes get. What prints is the command line's `Console`.
public struct Context {
  /// The chapters, in order.
  public var chapters: [Chapter]
  /// The package's root folder (nil: there are no chapters).
  public var packageRoot: URL?
  /// This program; exercise programs are built beside it (nil: cannot run them).
  public var program: URL?
  /// Where progress and backups go (nil: `.workbook` at the package's root).
  public var stateDirectory: URL?
  /// The environment: NO_COLOR, TERM and COLUMNS for the terminal; the `WORKBOOK_`
  /// variables for building and checking; passed on to exercise programs.
  public var environment: [String: String]
  /// Whether checks also try inputs drawn afresh for each run (`Answers.fresh`), as
  /// grading does; otherwise a check tries the same inputs every time.
  public var freshInputs = false

  public init(
    chapters: [Chapter], packageRoot: URL? = nil, program: URL? = Context.thisProgram,
    stateDirectory: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.chapters = chapters
    self.packageRoot = packageRoot ?? chapters.first?.packageRoot
    self.program = program
    self.stateDirectory = stateDirectory
    self.environment = environment
  }

  /// How long child processes may run, as this environment sets them.
  public var limits: Limits { Limits(environment: environment) }

  /// The running executable, as Foundation finds it on every platform; its folder is
  /// where SwiftPM puts the exercise programs too.
  public static var thisProgram: URL? {
    if let url = Bundle.main.executableURL?.resolvingSymlinksInPath(),
      FileManager.default.isExecutableFile(atPath: url.path)
    {
      return url
    }
    let first = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    return FileManager.default.isExecutableFile(atPath: first.path) ? first : nil
  }

  /// Where progress is kept.
  public var store: ProgressStore? {
    let all = chapters.flatMap(\.exercises)
    if let stateDirectory { return ProgressStore(directory: stateDirectory, exercises: all) }
    return packageRoot.map {
      ProgressStore.standard(packageRoot: $0, exercises: all, environment: environment)
    }
  }

  /// The chapter a word names: `chapter1`, `1` or its slug (`holes`).
  public func chapter(named word: String) -> Chapter? {
    let lower = word.lowercased()
    let number = lower.hasPrefix("chapter") ? Int(lower.dropFirst(7)) : Int(lower)
    return chapters.first { $0.number == number || $0.slug == lower }
  }

  /// "chapter1 (holes: Holes), ...", for messages.
  public var chapterNames: String {
    chapters.map { "chapter\($0.number) (\($0.slug): \($0.title))" }.joined(separator: ", ")
  }

  /// Every exercise, with its chapter, in order.
  public var exercises: [(chapter: Chapter, exercise: Exercise)] {
    chapters.flatMap { chapter in chapter.exercises.map { (chapter, $0) } }
  }

  /// The exercise `key` names (an id like `1.2`, or a name like `RoundHole`).
  public func exercise(_ key: String) -> (chapter: Chapter, exercise: Exercise)? {
    for chapter in chapters {
      if let exercise = chapter.exercise(key) { return (chapter, exercise) }
    }
    return nil
  }

  /// A path shown relative to the package, as a reader finds it.
  public func relative(_ url: URL) -> String {
    guard let root = packageRoot else { return url.path }
    return url.path.replacingOccurrences(of: root.path + "/", with: "")
  }
}
