import Foundation

/// What checks compare a student's work with, and the exercises' goal figures, when they
/// come from the reference solutions: computed from the solutions in the instructor's
/// workbook, and read from `StudentEdition/<chapter module>.json` at the package's root
/// in a student edition, where the solutions are not (`workbook-run export student`
/// records them there).
///
/// A check writes the solution's side of a comparison through `Answers.value` or
/// `Answers.figure` with a key of its own; everything else a check does runs as it is.
public enum Answers {
  /// The recorded answers in force, by key (a student edition's); nil: compute them.
  @TaskLocal package static var recorded: [String: String]?
  /// Collects each answer computed, while a student edition is made.
  @TaskLocal package static var recorder: Recorder?

  /// The number that picks this run's fresh inputs (`fresh`). A graded check gets one of
  /// its own for every run (`CheckProtocol`); everywhere else it is this fixed one, so
  /// a check says the same thing every time it runs.
  @TaskLocal package static var freshInputs: UInt64 = 0x2545_F491_4F6C_DD1D

  /// Inputs that no student edition records, for a check to try beside its recorded
  /// ones and compare with the solution computed there and then: `count` of them, made
  /// by `make` from a generator that a graded run draws afresh. In a student edition
  /// (and while one is made) there is no solution to compare with, and this is empty:
  /// so returning the answers a student edition records passes there, and fails when
  /// graded.
  ///
  /// - Parameters:
  ///   - key: names the inputs (`"3.1 snap"`); each key draws its own sequence, so adding
  ///     a check's inputs never changes another's.
  ///   - count: how many inputs to make.
  ///   - make: makes one input from the generator
  ///     (`Int.random(in: 80...300, using: &inputs)`).
  /// - Returns: the inputs; none in a student edition.
  public static func fresh<T>(_ key: String, count: Int, _ make: (inout FreshInputs) -> T) -> [T] {
    guard recorded == nil, recorder == nil, count > 0 else { return [] }
    // Each key its own stream, so adding a check's inputs never changes another's.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    var generator = FreshInputs(freshInputs ^ hash)
    return (0..<count).map { _ in make(&generator) }
  }

  /// The folder, at the package's root, that holds a student edition's answers: a file
  /// per chapter module (outside every target, so SwiftPM builds none of it).
  package static let folderName = "StudentEdition"

  /// A chapter's answers file, given the chapter's folder (`Chapters/<Module>`).
  package static func file(chapterDirectory directory: URL) -> URL {
    directory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("\(folderName)/\(directory.lastPathComponent).json")
  }

  package final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: String] = [:]
    package init() {}
    package var values: [String: String] { lock.withLock { storage } }
    func record(_ key: String, _ json: String) { lock.withLock { storage[key] = json } }
  }

  /// The solution's value for `key`: recorded, or computed by `compute` (and recorded
  /// if a recorder listens).
  ///
  /// - Parameters:
  ///   - key: names the exercise and the inputs (`"1.2 square 48"`), unique in the
  ///     chapter: a student edition replays the value by it.
  ///   - compute: computes the value with the reference solution (`Solutions.f(x)`).
  public static func value<T: Codable>(_ key: String, _ compute: () -> T) -> T {
    if let recorded {
      guard let text = recorded[key],
        let value = try? JSONDecoder().decode(T.self, from: Data(text.utf8))
      else {
        fatalError(
          "this student edition has no recorded answer '\(key)'; make it again with "
            + "`workbook-run export student`")
      }
      return value
    }
    let value = compute()
    if let recorder, let data = try? JSONEncoder().encode(value) {
      recorder.record(key, String(decoding: data, as: UTF8.self))
    }
    return value
  }

  /// The solution's figure for `key`. Recorded as its characters (what `Expect.figure`
  /// compares, and what the goal panels show); computed, it keeps its colours.
  ///
  /// - Parameters:
  ///   - key: names the exercise and the figure (`"1.2 goal"`), unique in the chapter.
  ///   - compute: draws the figure with the reference solution.
  public static func figure(_ key: String, _ compute: () -> Figure) -> Figure {
    if recorded != nil { return Figure(art: value(key) { [String]() }) }
    var computed: Figure?
    _ = value(key) { () -> [String] in
      let figure = compute()
      computed = figure
      return figure.art
    }
    return computed ?? Figure(art: [])
  }

  /// The answers recorded for the chapter whose check file this is (`Chapters/<Module>/
  /// Checks/...`), if this is a student edition; read once per chapter.
  static func load(checkFile: String) -> [String: String]? {
    let chapter = URL(fileURLWithPath: checkFile).deletingLastPathComponent()
      .deletingLastPathComponent()
    return cache.answers(in: file(chapterDirectory: chapter))
  }

  /// Whether the chapter in `directory` is a student edition's (its answers are recorded).
  package static func isStudentEdition(chapterDirectory directory: URL) -> Bool {
    FileManager.default.fileExists(atPath: file(chapterDirectory: directory).path)
  }

  private static let cache = Cache()

  private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: [String: [String: String]?] = [:]

    func answers(in file: URL) -> [String: String]? {
      lock.withLock {
        if let known = loaded[file.path] { return known }
        let table = (try? Data(contentsOf: file)).flatMap {
          try? JSONDecoder().decode([String: String].self, from: $0)
        }
        loaded[file.path] = table
        return table
      }
    }
  }
}

/// The generator behind `Answers.fresh` (SplitMix64): the same numbers on every platform
/// for the same start, so a run's inputs can be told again.
public struct FreshInputs: RandomNumberGenerator, Sendable {
  private var state: UInt64
  /// A generator that starts at `start`: the same start gives the same draws.
  public init(_ start: UInt64) { state = start }
  /// The next number of the sequence (SplitMix64).
  public mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}

extension FreshInputs {
  /// A number in [0, 1) with 53 random bits: the same number for the same start on every
  /// platform (the benchmark's paths and the tests' random shapes use it).
  package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
