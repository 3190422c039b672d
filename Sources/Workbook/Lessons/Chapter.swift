import Foundation
import Graphics
@_spi(Engine) import UIKitModel

/// One figure-producing example of a chapter: an id the prose names it by, the code that
/// draws its figure, and a description of the figure in words.
///
/// The example's source excerpt is the code between `// @begin(id)` and `// @end(id)`
/// marker lines in the chapter's Swift files (several regions are joined in file order),
/// so the excerpt a reader sees is the code that ran.
public struct Example: Sendable {
  /// The example's name, as `@example(id)` and `@figure(id)` in the prose give it.
  public let id: String
  /// What the figure shows, in words, for readers who cannot see it: the alternative text
  /// of its image where the book is published. One to three sentences of plain English in
  /// the book's voice, under about 300 characters, on one line. It says what is actually
  /// drawn: the shapes and where they are (the hole, the shadow, the card, the sheet), the
  /// numbers of a table or a plot and their trend, and, for a figure of several panels,
  /// each panel in turn ("Left, without shadowPath: ...; right, with it: ..."). It is not
  /// the ASCII art, it does not talk about the art's characters ("the # marks"), and it
  /// does not begin "this figure shows". Every example has its own (`ChapterTests`
  /// checks them all).
  public let description: String
  /// Draws the example's figure.
  public let figure: @MainActor @Sendable () -> Figure

  /// An example called `id` whose figure `figure` draws.
  ///
  /// - Parameters:
  ///   - id: the name the prose gives it (`@example(id)`, `@figure(id)`), unique in the
  ///     chapter.
  ///   - description: the figure in words (see `description`).
  ///   - figure: draws the figure, from the chapter's code; each call draws it afresh.
  public init(
    _ id: String, described description: String,
    figure: @escaping @MainActor @Sendable () -> Figure
  ) {
    self.id = id
    self.description = description
    // Each figure is drawn with an image-context stack of its own, so examples can be
    // drawn in parallel (as the tests do).
    self.figure = { ModelScope.isolated(figure) }
  }
}

/// A measurement a chapter offers to `workbook-run bench`: `make` does the setup and
/// returns the work to time (which returns a number, so the work cannot be skipped).
public struct Benchmark: Sendable {
  /// What is measured, as `bench` prints it.
  public let name: String
  /// Prepares the work (not timed) and returns it; the work returns a number.
  public let make: @MainActor @Sendable () -> () -> Int

  /// A measurement called `name`; `make` prepares the work and returns it.
  public init(_ name: String, make: @escaping @MainActor @Sendable () -> () -> Int) {
    self.name = name
    self.make = make
  }
}

/// A chapter: a module with prose in Markdown (`<Module>.md` beside its Swift files) and
/// examples in Swift.
///
/// The prose is plain Markdown with directive lines, each alone on its line:
///
/// - `@example(id)`: the example's source excerpt, then its figure;
/// - `@figure(id)`: the figure alone;
/// - `@code(id)`: a source excerpt alone (for code with no figure of its own).
///
/// `## ` headings divide the chapter into sections.
public struct Chapter: Sendable {
  /// The chapter's number, 1 to 5: the first part of its exercises' ids.
  public let number: Int
  /// A short name for the command line: `holes`.
  public let slug: String
  /// The chapter's title, as the book and the command line print it.
  public let title: String
  /// The folder of the chapter's module.
  package let directory: URL
  /// The prose file's name inside `directory`.
  public let proseFileName: String
  /// The examples whose figures the prose shows, each exactly once.
  public let examples: [Example]
  /// The chapter's exercises, in order.
  public let exercises: [Exercise]
  /// Measurements for `workbook-run bench`.
  public let benchmarks: [Benchmark]
  /// Scenes to play with in the terminal (`workbook-run play NAME`).
  public let scenes: [LiveSceneEntry]
  /// The Swift module the chapter is (its folder's name): `Chapter1Holes`.
  package var moduleName: String { directory.lastPathComponent }

  /// A chapter, as its module's `ChapterN<Name>.swift` declares it.
  ///
  /// - Parameters:
  ///   - number: its number, 1 to 5.
  ///   - slug: its short name for the command line (`holes`).
  ///   - title: its title.
  ///   - proseFileName: the prose file in the chapter's folder (`Chapter1Holes.md`).
  ///   - sourceFile: pass `#filePath` from a file in the chapter's folder.
  ///   - examples: every example the prose shows, each once.
  ///   - exercises: the exercises, in order (the generated `chapterNExercises`).
  ///   - benchmarks: what `workbook-run bench` measures of the chapter.
  ///   - scenes: what `workbook-run play` can run of the chapter.
  public init(
    number: Int, slug: String, title: String, proseFileName: String, sourceFile: String,
    examples: [Example], exercises: [Exercise] = [], benchmarks: [Benchmark] = [],
    scenes: [LiveSceneEntry] = []
  ) {
    self.number = number
    self.slug = slug
    self.title = title
    self.proseFileName = proseFileName
    directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
    self.examples = examples
    self.exercises = exercises
    self.benchmarks = benchmarks
    self.scenes = scenes
  }

  /// The package root: two folders above the chapter (`Chapters/<Module>/`).
  package var packageRoot: URL {
    directory.deletingLastPathComponent().deletingLastPathComponent()
  }

  package func example(_ id: String) -> Example? { examples.first { $0.id == id } }
}

/// A problem with a chapter's sources, worded for the person who can fix it.
public struct LiterateError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What is wrong, and where to fix it.
  public let description: String
  /// An error that says `description`.
  public init(_ description: String) { self.description = description }
}
