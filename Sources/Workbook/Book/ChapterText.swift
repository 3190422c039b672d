import Foundation
import Workbook

/// A chapter as a document: its prose parsed once into numbered sections of typed
/// blocks (`DocumentBlock`), its exercises, and the source excerpts its directives show;
/// checked against its examples and source markers. Renderers set it as `book.md`, for
/// the terminal (`Weaver`) or as a web page (`WebBook`).
public struct ChapterText: Sendable {
  /// The chapter this is the text of.
  public let chapter: Chapter
  /// The chapter's sections, in order (the untitled opening is part of the first).
  public let sections: [DocumentSection]
  /// How many numbered sections there are (the untitled opening is part of the first).
  public var sectionCount: Int { sections.map(\.number).max() ?? 0 }
  /// The chapter's exercises, as `@exercises` shows them.
  public let exercises: [DocumentExercise]
  /// Source excerpts by id, read from the chapter's Swift files.
  public let excerpts: [String: Listing]

  /// Reads and checks the chapter: every directive names an example (or, for `@code`, a
  /// marked excerpt), every example is shown exactly once, every example has an excerpt.
  public init(_ chapter: Chapter) throws(LiterateError) {
    self.chapter = chapter
    let prose = try ChapterText.readProse(of: chapter)
    let excerpts = try ChapterText.readExcerpts(in: chapter.directory)
    self.excerpts = excerpts
    let file = chapter.proseFileName
    sections = try ChapterText.parse(
      ChapterText.resolvePointers(
        in: try ChapterText.preparedProse(prose, chapter: chapter), chapter: chapter, file: file,
        table: PointerTable.read(packageRoot: chapter.packageRoot)),
      file: file
    ) { name, id throws(LiterateError) in
      try ChapterText.directive(name, id, chapter: chapter, excerpts: excerpts, file: file)
    }
    exercises = chapter.exercises.map { DocumentExercise($0, in: chapter) }
    try validate()
  }

  /// The prose's sections: `## ` headings start them, and lines that are directives
  /// (`@example(id)`, `@figure(id)`, `@code(id)`, `@exercises`) become blocks through
  /// `directive` (name and id); the Markdown between is read by a `ProseParser`. Prose
  /// between `@terminal` or `@web` and `@end` is shown in that medium only.
  static func parse(
    _ prose: String, file: String,
    directive: (String, String) throws(LiterateError) -> DocumentBlock
  ) throws(LiterateError) -> [DocumentSection] {
    var sections: [DocumentSection] = []
    var number = 0
    var title: String?
    var blocks: [DocumentBlock] = []
    var parser = ProseParser()
    func flushProse() {
      let prose = parser.finish()
      if !prose.isEmpty { blocks.append(.prose(prose)) }
    }
    func flushSection() {
      flushProse()
      if title != nil || !blocks.isEmpty {
        sections.append(DocumentSection(number: max(1, number), title: title, blocks: blocks))
      }
      blocks = []
    }
    // The medium of an open `@terminal` / `@web` run, and its line.
    var only: (medium: Medium, line: Int)?
    func unclosed(_ what: String) -> LiterateError {
      LiterateError(
        "\(file):\((only?.line ?? 0) + 1): @\(only?.medium.rawValue ?? "") is not closed "
          + "before \(what); end its prose with @end alone on a line")
    }
    for (index, rawLine) in prose.components(separatedBy: "\n").enumerated() {
      let line = rawLine.replacingOccurrences(of: "\r", with: "")
      guard !parser.inFence else {
        parser.read(line)
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let medium = Medium(rawValue: String(trimmed.dropFirst())), trimmed.hasPrefix("@") {
        guard only == nil else { throw unclosed("line \(index + 1)") }
        flushProse()
        only = (medium, index)
        continue
      }
      if trimmed == "@end" {
        guard let open = only else {
          throw LiterateError(
            "\(file):\(index + 1): @end closes nothing; it ends the prose of @terminal or @web")
        }
        blocks.append(.only(open.medium, parser.finish()))
        only = nil
        continue
      }
      if only != nil, line.hasPrefix("## ") || line.hasPrefix("@") {
        throw unclosed(
          "'\(line)' (only prose goes between @\(only?.medium.rawValue ?? "") and @end)")
      }
      if line.hasPrefix("## ") {
        flushSection()
        number += 1
        title = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      } else if line.trimmingCharacters(in: .whitespaces) == "@exercises" {
        flushProse()
        blocks.append(.exercises)
      } else if line.hasPrefix("@") {
        guard let match = line.wholeMatch(of: /^@(example|figure|code)\(([A-Za-z0-9_.\/-]+)\)\s*$/)
        else {
          throw LiterateError(
            "\(file):\(index + 1): '\(line)' is not a directive; write @example(id), "
              + "@figure(id), @code(id) or @exercises alone on a line")
        }
        flushProse()
        blocks.append(try directive(String(match.1), String(match.2)))
      } else {
        parser.read(line)
      }
    }
    if only != nil { throw unclosed("the end of the file") }
    flushSection()
    return sections
  }

  /// The block a directive shows, once its id is checked: an example of the chapter for
  /// `@example` and `@figure`, an excerpt marked in its Swift files for `@example` and
  /// `@code`.
  static func directive(
    _ name: String, _ id: String, chapter: Chapter, excerpts: [String: Listing], file: String
  ) throws(LiterateError) -> DocumentBlock {
    let excerpt = excerpts[id]
    func missingExcerpt(_ what: String) -> LiterateError {
      LiterateError(
        "\(file) shows \(what) '\(id)', but no Swift file has // @begin(\(id)) ... // @end(\(id))"
      )
    }
    if name == "code" {
      guard let excerpt else { throw missingExcerpt("the code") }
      return .code(excerpt)
    }
    guard chapter.example(id) != nil else {
      let known = chapter.examples.map(\.id).joined(separator: ", ")
      throw LiterateError(
        "\(file) shows '\(id)', which is not an example of chapter \(chapter.number) "
          + "(its examples: \(known))"
      )
    }
    guard name == "example" else { return .figure(id: id) }
    guard let excerpt else { throw missingExcerpt("the code of") }
    return .example(id: id, code: excerpt)
  }

  /// The chapter's prose file, as it is.
  static func readProse(of chapter: Chapter) throws(LiterateError) -> String {
    let proseURL = chapter.directory.appendingPathComponent(chapter.proseFileName)
    guard let prose = try? String(contentsOf: proseURL, encoding: .utf8) else {
      throw LiterateError(
        "cannot read the prose of chapter \(chapter.number) at \(proseURL.path); "
          + "the workbook reads its chapters from its source tree, so run it from a checkout")
    }
    return prose
  }

  /// The chapter's `prose` as it is parsed, short of its `@where` pointers: its source
  /// comments removed, its figures' code pointed to and its `@copy` sentences written.
  static func preparedProse(_ prose: String, chapter: Chapter) throws(LiterateError) -> String {
    let file = chapter.proseFileName
    return try resolvingCopies(
      in: pointingToFigureCode(
        in: try removingSourceComments(from: prose, file: file), chapter: chapter, file: file),
      chapter: chapter, file: file)
  }

  /// Checks what no single directive can: every example shown exactly once, one
  /// `@exercises` where the chapter has exercises, no two exercises with one id.
  private func validate() throws(LiterateError) {
    let file = chapter.proseFileName
    var shown: [String: Int] = [:]
    var exercisesShown = 0
    for block in sections.flatMap(\.blocks) {
      switch block {
      case .exercises: exercisesShown += 1
      case .example(let id, _), .figure(let id): shown[id, default: 0] += 1
      case .prose, .code, .only: continue
      }
    }
    if !chapter.exercises.isEmpty, exercisesShown != 1 {
      throw LiterateError(
        "\(file) must have one @exercises line (it has \(exercisesShown)) to show the "
          + "chapter's \(chapter.exercises.count) exercises")
    }
    let ids = chapter.exercises.map(\.id)
    if let repeated = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
      throw LiterateError("two exercises of chapter \(chapter.number) have the id \(repeated)")
    }
    for example in chapter.examples {
      let count = shown[example.id] ?? 0
      if count != 1 {
        throw LiterateError(
          "example '\(example.id)' of chapter \(chapter.number) is shown \(count) times in "
            + "\(file); show each figure exactly once"
        )
      }
    }
  }

  /// The figure label of each shown example, in order: "Figure 1.1", "Figure 1.2", ...
  public var figureLabels: [String: String] {
    var labels: [String: String] = [:]
    var count = 0
    for block in sections.flatMap(\.blocks) {
      switch block {
      case .example(let id, _), .figure(let id):
        count += 1
        labels[id] = "Figure \(chapter.number).\(count)"
      default: continue
      }
    }
    return labels
  }
}

extension ChapterText {
  /// Every Swift listing the chapter's page shows, in order: each block of each listing
  /// (its first line saying its kind and file), and the Swift blocks of its prose and its
  /// exercises' text.
  public var swiftListings: [String] {
    func fenced(_ blocks: [ProseBlock]) -> [String] {
      blocks.compactMap { block -> String? in
        guard case .code(let language, let text) = block, language == "swift" else { return nil }
        return text
      }
    }
    var listings: [String] = []
    for block in sections.flatMap(\.blocks) {
      switch block {
      case .prose(let prose), .only(_, let prose): listings += fenced(prose)
      case .code(let listing), .example(_, let listing):
        listings += listing.blocks.map(\.text)
      case .figure: continue
      case .exercises:
        for exercise in exercises { listings += fenced(exercise.task + exercise.instructions) }
      }
    }
    return listings
  }
}
