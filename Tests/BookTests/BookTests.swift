import Book
import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Book
@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter BookTests`.
@Suite struct BookTests {}

extension BookTests {
  @Test(.enabled(if: thorough, "a check of the whole book, run by CI"))
  func bookIsInSyncWithTheChapters() throws {
    var texts: [ChapterText] = []
    var figures: [String: [String: String]] = [:]
    for chapter in allChapters {
      let text = try ChapterText(chapter)
      texts.append(text)
      figures[chapter.slug] = Weaver.figures(of: text, style: nil)
    }
    let woven = Weaver.book(texts, figures: figures)
    let onDisk = try? String(
      contentsOf: packageRoot.appendingPathComponent("book.md"), encoding: .utf8)
    if onDisk != woven {
      let old = (onDisk ?? "").components(separatedBy: "\n")
      let new = woven.components(separatedBy: "\n")
      let line =
        zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(old.count, new.count)
      Issue.record(
        """
        book.md is out of date with the chapters. Run: swift run workbook-run book
        line \(line + 1), book.md: \(line < old.count ? old[line] : "(its end)")
        line \(line + 1), woven:   \(line < new.count ? new[line] : "(its end)")
        """)
    }
  }

  @Test func everyChapterReadsAndShowsEachExampleOnce() throws {
    for chapter in allChapters {
      let text = try ChapterText(chapter)
      #expect(text.figureLabels.count == chapter.examples.count)
      #expect(Set(chapter.examples.map(\.id)).count == chapter.examples.count)
    }
  }

  @Test func proseDirectiveNamingAMissingExampleIsAClearError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-literate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("Intro.\n\n## One\n\n@example(nothing-here)\n".utf8)
      .write(to: directory.appendingPathComponent("Prose.md"))
    let chapter = Chapter(
      number: 9, slug: "test", title: "Test", proseFileName: "Prose.md",
      sourceFile: directory.appendingPathComponent("Source.swift").path,
      examples: [Example("real", described: "A single letter x in a frame.") { Figure(art: ["x"]) }]
    )
    #expect(throws: LiterateError.self) { try ChapterText(chapter) }
    do {
      _ = try ChapterText(chapter)
    } catch {
      #expect(error.description.contains("'nothing-here'"))
      #expect(error.description.contains("real"))
    }
  }

  @Test func excerptsComeFromBetweenTheMarkersWithoutTheirIndentation() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-excerpt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = """
      func outside() {}
        // @begin(piece)
        func inside() {
          work()
        }
        // @end(piece)
      """
    try Data(source.utf8).write(to: directory.appendingPathComponent("A.swift"))
    let excerpts = try ChapterText.readExcerpts(in: directory)
    #expect(excerpts["piece"]?.text == "func inside() {\n  work()\n}")
    #expect(excerpts["piece"]?.pieces.first?.kind == .figure)
  }

  /// A region may sit inside another (a whole type around the parts a chapter shows one at a
  /// time); a region of UIKit code that is not a whole declaration says what it is part of.
  @Test func nestedRegionsAndPartsOfATypeAreLabelled() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-parts-\(UUID().uuidString)")
    let app = directory.appendingPathComponent(Listing.appFolder)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = """
      import UIKit

      // @begin(whole)
      // @begin(opening)
      /// A view. "{" in a string and // { in a comment are not braces.
      class Shape: UIView {
        let name = "}"
        // @end(opening)

        // @begin(member)
        func area() -> CGFloat { 0 }
        // @end(member)
      }
      // @end(whole)

      // @begin(helper)
      func helper() {}
      // @end(helper)
      """
    try Data(source.utf8).write(to: app.appendingPathComponent("Shape.swift"))
    let excerpts = try ChapterText.readExcerpts(in: directory)
    #expect(excerpts["opening"]?.pieces.first?.partOf == "Shape")
    #expect(excerpts["member"]?.pieces.first?.partOf == "Shape")
    #expect(
      excerpts["member"]?.blocks.first?.text.hasPrefix(
        "// UIKit code, part of Shape, from App/Shape.swift\nfunc area()") == true)
    #expect(excerpts["whole"]?.pieces.first?.partOf == nil)
    #expect(excerpts["helper"]?.pieces.first?.partOf == nil)
    // The whole holds its parts' lines, without their markers.
    let whole = excerpts["whole"]?.text ?? ""
    #expect(!whole.contains("@begin") && !whole.contains("@end"))
    #expect(whole.contains("func area() -> CGFloat { 0 }"))
    #expect(whole.hasSuffix("}"))

    // Regions must nest: the inner one ends first.
    let crossed = "// @begin(a)\n// @begin(b)\n// @end(a)\n// @end(b)\n"
    try Data(crossed.utf8).write(to: app.appendingPathComponent("Shape.swift"))
    #expect(throws: LiterateError.self) { try ChapterText.readExcerpts(in: directory) }
  }

  /// `@where(Name)` becomes the file and line that declares it, and a name declared nowhere
  /// is an error, so a pointer cannot go stale.
  @Test func wherePointersResolveToTheDeclarationOrFail() throws {
    let text = try ChapterText(allChapters[0])
    let prose = text.sections.flatMap(\.blocks).compactMap { block -> String? in
      if case .prose(let blocks) = block { return MarkdownRenderer.markdown(blocks) }
      return nil
    }.joined(separator: "\n")
    #expect(!prose.contains("@where("))
    // The pointer names the file that declares the type, and no line number, which would
    // go stale as code moves.
    let pointer = "`HoleScene` (in `Chapters/Chapter1Holes/1-AHole.swift`)"
    #expect(prose.contains(pointer))
    #expect(prose.firstMatch(of: /, line \d+\)/) == nil)
    let source = try String(
      contentsOf: packageRoot.appendingPathComponent("Chapters/Chapter1Holes/1-AHole.swift"),
      encoding: .utf8)
    #expect(source.contains("struct HoleScene"))
    // A type is found where it is declared, not in a file that only extends it.
    let found = try ChapterText.declaringFiles(
      of: ["Figure", "HoleScene.whiteView"], chapter: allChapters[0], file: "Prose.md")
    #expect(found["Figure"] == "Sources/Workbook/Lessons/Figures/Figure.swift")
    // A member is found in the file that declares its type.
    #expect(found["HoleScene.whiteView"] == "Chapters/Chapter1Holes/1-AHole.swift")

    #expect(throws: LiterateError.self) {
      try ChapterText.declaringFiles(of: ["NoSuchThing"], chapter: allChapters[0], file: "Prose.md")
    }
  }
}

/// The `@where` table (`PointerTable`).
@Suite struct PointerTableTests {
  /// `@where` is resolved from the checked table, which is what the Swift files say (the
  /// check `workbook-run book --check` makes), reads back as it is written, and a name it
  /// lacks is an error that says how to write it again.
  @Test(.enabled(if: thorough, "a check of the whole book, run by CI"))
  func wherePointersComeFromTheCheckedTable() throws {
    let onDisk = PointerTable.read(packageRoot: packageRoot)
    #expect(onDisk == (try PointerTable.found(for: allChapters)))
    #expect(PointerTable.parsed(onDisk.text) == onDisk)
    #expect(onDisk.paths.values.reduce(0) { $0 + $1.count } > 10)
    let table = PointerTable(paths: [allChapters[0].moduleName: ["Figure": "Somewhere.swift"]])
    #expect(
      try ChapterText.resolvePointers(
        in: "See @where(Figure).", chapter: allChapters[0], file: "Prose.md", table: table)
        == "See `Figure` (in `Somewhere.swift`).")
    #expect {
      try ChapterText.resolvePointers(
        in: "See @where(Other).", chapter: allChapters[0], file: "Prose.md", table: table)
    } throws: { error in
      "\(error)".contains("Other") && "\(error)".contains("workbook-run book")
    }
  }
}

extension BookTests {
  /// The glossary's promise: each term is explained before it is used. Its first use in
  /// `book.md` (a whole word, any case, code included) is in the section its entry names,
  /// and the section mentions it, so an entry cannot name the wrong place and a section
  /// cannot use a term a later one explains. The opening's list of sources and each
  /// chapter's opening paragraphs only preview what is taught, and are not searched.
  @Test(.enabled(if: thorough, "a check of the whole book, run by CI"))
  func everyGlossaryTermIsFirstUsedWhereItIsExplained() throws {
    let glossary = try Glossary.read(packageRoot: packageRoot)
    #expect(glossary.entries.count >= 2)
    let book = try String(
      contentsOf: packageRoot.appendingPathComponent("book.md"), encoding: .utf8)
    // Each line's place: (chapter, section), or nil before the first chapter; the
    // glossary's own lines end the search.
    var places: [(chapter: Int, section: Int)?] = []
    var lines: [String] = []
    var place: (chapter: Int, section: Int)?
    // The opening's list of sources, and each chapter's opening paragraphs, name what is
    // taught ahead of the sections that explain it: a preview, not a use.
    var inPreview = false
    for line in book.components(separatedBy: "\n") {
      if line == "# Glossary" { break }
      if line.hasPrefix("## ") && place == nil { inPreview = line == "## Sources" }
      if line.hasPrefix("# Chapter ") { inPreview = true }
      if line.hasPrefix("## 1. ") { inPreview = false }
      if inPreview && !line.hasPrefix("# Chapter ") {
        places.append(nil)
        lines.append("")
        continue
      }
      if let match = line.wholeMatch(of: /# Chapter (\d+): .*/), let number = Int(match.1) {
        place = (number, 1)
      } else if let match = line.wholeMatch(of: /## (\d+)\. .*/), let number = Int(match.1),
        let current = place
      {
        place = (current.chapter, number)
      }
      places.append(place)
      lines.append(line.lowercased())
    }
    for entry in glossary.entries {
      let term = entry.term.lowercased().replacingOccurrences(of: "`", with: "")
      let pattern = try Regex(
        "(?:^|[^A-Za-z0-9_])" + NSRegularExpression.escapedPattern(for: term) + "(?![A-Za-z0-9_])")
      // An everyday word that is a term in one chapter is sought in that chapter only.
      let searched = lines.indices.filter {
        !entry.inItsChapter || places[$0]?.chapter == entry.chapter
      }
      // A term may run over a line break: each line is searched with the next one after
      // it, for a match that starts on the line.
      func uses(_ index: Int) -> Bool {
        let next = index + 1 < lines.count ? lines[index + 1] : ""
        let text = lines[index] + " " + next.trimmingCharacters(in: .whitespaces)
        guard let match = text.firstMatch(of: pattern) else { return false }
        return text.distance(from: text.startIndex, to: match.range.lowerBound) < lines[index].count
      }
      guard let first = searched.first(where: uses) else {
        Issue.record("the glossary's '\(entry.term)' is nowhere in the book")
        continue
      }
      let found = places[first]
      let expected = entry.chapter.map { ($0, entry.section ?? 1) }
      if found?.chapter != expected?.0 || found?.section != expected?.1 {
        let wherever = found.map { "Chapter \($0.chapter), section \($0.section)" } ?? "the opening"
        let message: String =
          "'\(entry.term)' is first used in \(wherever) (book.md line \(first + 1)), "
          + "but the glossary says \(entry.place) explains it: explain it at its first use, "
          + "or correct the glossary"
        Issue.record(Comment(rawValue: message))
      }
    }
  }

  @Test func aGlossaryLineThatIsNotAnEntryIsAClearError() {
    #expect(throws: LiterateError.self) {
      try Glossary.parse("- **b** (1.1): one.\n- **a** (1.2): two.\n")
    }
    do {
      _ = try Glossary.parse("- **term**: no place.\n")
      Issue.record("an entry without its place was accepted")
    } catch {
      #expect(error.description.contains("(N.M"))
    }
    let glossary = try? Glossary.parse(
      "<!-- how to write it -->\n- **a** (intro): one.\n- **b** (3.5): two.\n")
    #expect(glossary?.entries.map(\.place) == ["the book's opening", "Chapter 3, section 5"])
    let everyday = try? Glossary.parse("- **notch** (5.1 in its chapter): a height.\n")
    #expect(everyday?.entries.first?.inItsChapter == true)
    #expect(everyday?.entries.first?.chapter == 5)
    #expect(glossary?.entries.first?.inItsChapter == false)
  }

  @Test func sourceCommentsAreDroppedAndKeepTheProseLines() throws {
    let prose = "One <!-- Apple: a page -->\ntwo\n<!-- a note\nover lines -->\nthree"
    let kept = try ChapterText.removingSourceComments(from: prose, file: "Prose.md")
    #expect(kept == "One\ntwo\n\n\nthree")
    #expect(kept.components(separatedBy: "\n").count == prose.components(separatedBy: "\n").count)
    do {
      _ = try ChapterText.removingSourceComments(from: "a\nb <!-- never closed", file: "Prose.md")
      Issue.record("an unclosed comment was accepted")
    } catch {
      #expect(error.description.contains("Prose.md:2"))
    }
  }

  /// A claim about UIKit rests on Apple's page, cited in a source comment beside it
  /// (`<!-- Apple: name, https://developer.apple.com/documentation/... -->`), or the text
  /// says it is observed. Each citation names the page's address, on Apple's documentation
  /// site, so a reader of the chapter's source can open it; the book itself drops them.
  @Test func everyCitationOfApplesDocumentationNamesItsPage() throws {
    var citations = 0
    for chapter in allChapters {
      let prose = try String(
        contentsOf: chapter.directory.appendingPathComponent(chapter.proseFileName),
        encoding: .utf8)
      for comment in prose.matches(of: /<!--([\s\S]*?)-->/) {
        let text = String(comment.1).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("Apple") else { continue }
        citations += 1
        #expect(
          text.contains("https://developer.apple.com/documentation/")
            || text.contains("https://developer.apple.com/design/"),
          "\(chapter.proseFileName): a citation without Apple's page: \(text)")
      }
      // The woven book keeps none of them.
      let woven = try ChapterText.removingSourceComments(from: prose, file: chapter.proseFileName)
      #expect(!woven.contains("<!--"))
    }
    #expect(citations >= 50)
  }
}
