import Book
import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

/// The tests of this file, as one suite: `swift test --filter GoldenFigureTests`.
@Suite struct GoldenFigureTests {}

/// Set to 1 to write the current figures as the goldens (refused when CI is set).
/// Look at every recorded file before committing it.
let recordVariable = "WORKBOOK_RECORD_GOLDENS"

extension GoldenFigureTests {
  @Test(arguments: allExamples)
  func figureMatchesItsGolden(shown: ShownExample) throws {
    let figure = drawnBook.rendered[shown.chapter.slug]?[shown.example.id] ?? ""
    try compareWithGolden(figure, file: "\(shown.chapter.slug)/\(shown.example.id).txt")
  }

  /// Each exercise's goal (its reference solution's figure) has a golden too, named by the
  /// exercise's name (`exercise-RoundHole.txt`), which renumbering leaves alone.
  @Test(
    arguments: allChapters.flatMap { chapter in chapter.exercises.map { (chapter.slug, $0.name) } })
  func exerciseGoalMatchesItsGolden(slug: String, name: String) throws {
    let figure = drawnBook.goals[slug]?[name] ?? ""
    try compareWithGolden(figure, file: "\(slug)/exercise-\(name).txt")
  }
}

/// Compares `figure` with the golden file `file` (under Tests/Goldens), or records it
/// when WORKBOOK_RECORD_GOLDENS=1 outside CI.
func compareWithGolden(_ figure: String, file: String) throws {
  let goldenURL = packageRoot.appendingPathComponent("Tests/Goldens/\(file)")
  let environment = ProcessInfo.processInfo.environment
  if environment[recordVariable] == "1" {
    guard environment["CI"] == nil else {
      Issue.record("\(recordVariable) is set in CI: goldens are recorded by a person, never by CI")
      return
    }
    try FileManager.default.createDirectory(
      at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data((figure + "\n").utf8).write(to: goldenURL)
    return
  }
  guard let golden = try? String(contentsOf: goldenURL, encoding: .utf8) else {
    Issue.record(
      """
      no golden figure at \(goldenURL.path).
      Record it with: \(recordVariable)=1 swift test --filter Golden
      then open the file and check the figure by eye before committing it.
      """)
    return
  }
  let expected = String(golden.dropLast())
  if FigureDiff.matchesWithinLastBitTolerance(expected: expected, actual: figure) { return }
  if let diff = FigureDiff.describe(expected: expected, actual: figure) {
    Issue.record(
      """
      the figure differs from its golden \(file).
      \(diff)
      If the change is intended, record it with \(recordVariable)=1 swift test --filter Golden
      and look at the new figure before committing it.
      """)
  }
}

extension GoldenFigureTests {
  @Test func everyGoldenBelongsToAnExample() throws {
    let goldens = packageRoot.appendingPathComponent("Tests/Goldens")
    let known = Set(
      allExamples.map { "\($0.chapter.slug)/\($0.example.id).txt" }
        + allChapters.flatMap { chapter in
          chapter.exercises.map { "\(chapter.slug)/exercise-\($0.name).txt" }
        })
    let enumerator = FileManager.default.enumerator(atPath: goldens.path)
    var stray: [String] = []
    while let file = enumerator?.nextObject() as? String {
      if file.hasSuffix(".txt"), !known.contains(file) { stray.append(file) }
    }
    #expect(stray.isEmpty, "golden files with no example (delete them): \(stray)")
  }

  @Test(arguments: allExamples)
  func figureFitsAnEightyColumnTerminal(shown: ShownExample) {
    let text = drawnBook.rendered[shown.chapter.slug]?[shown.example.id] ?? ""
    let widest = text.components(separatedBy: "\n").map(\.count).max() ?? 0
    #expect(widest <= 80, "\(shown.testDescription) is \(widest) columns wide")
    #expect(!text.isEmpty)
  }

  @Test func figuresAreTheSameOnEveryRun() {
    for shown in allExamples.prefix(4) {
      #expect(shown.example.figure() == drawnBook.figures[shown.chapter.slug]?[shown.example.id])
    }
  }

  @Test func aGoldenForgivesOnlyAStepAtAStepsEdge() {
    let golden = "+----+\n|.:-=|\n|+*#%|\n+----+"
    // One character one step darker: a last-bit tip at a step's edge.
    #expect(
      FigureDiff.matchesWithinLastBitTolerance(
        expected: golden, actual: "+----+\n|.:-=|\n|+*%%|\n+----+"))
    // Two steps, or a character that is not on the ramp, or a changed frame: a real change.
    #expect(
      !FigureDiff.matchesWithinLastBitTolerance(
        expected: golden, actual: "+----+\n|.:-=|\n|+*@%|\n+----+"))
    #expect(
      !FigureDiff.matchesWithinLastBitTolerance(
        expected: golden, actual: "+----+\n|.:-=|\n|+*X%|\n+----+"))
    #expect(
      !FigureDiff.matchesWithinLastBitTolerance(
        expected: golden, actual: "+-----+\n|.:-=|\n|+*#%|\n+----+"))
    // Only one in 500 cells (here, of 24, at most one) may tip.
    #expect(
      !FigureDiff.matchesWithinLastBitTolerance(
        expected: golden, actual: "+----+\n|:--=|\n|+*%%|\n+----+"))
  }

  /// Every figure of the book, kept as bytes (as a chapter shown again reads them back),
  /// comes back equal, to the bit of every colour.
  @Test func everyFigureKeptAsBytesComesBackTheSame() throws {
    for (slug, figures) in drawnBook.figures {
      let bytes = try #require(FigureArchive.encoded(figures), "\(slug)")
      #expect(FigureArchive.decoded(bytes) == figures, "\(slug)")
    }
  }

  /// Every figure in the book, and every exercise's goal, is drawn with exact coverage: no
  /// row of any of them is so crossed that the rasterizer samples it instead of cutting it.
  @Test func everyFigureIsDrawnWithExactCoverage() {
    #expect(drawnBook.sampledClusters == 0)
  }
}
