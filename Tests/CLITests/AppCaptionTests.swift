import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom
@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter AppCaptionTests`.
@Suite struct AppCaptionTests {}

// The captions under the app's screens (Chapters/AppShell/Captions.md) are written for the
// screens: every screen has one, and every number in one is a number the screen's code
// uses. The code a screen uses is its technique's declaration in the chapter's Screens/, and
// every declaration of Screens/ and App/ it names, and those they name, and so on.

/// The chapters in the app, with the package's root.
private func chaptersInTheApp() throws -> (root: URL, chapters: [Chapter]) {
  let chapters = allChapters.filter(AppExport.hasScreens)
  return (try #require(chapters.first).packageRoot, chapters)
}

/// The screens' figures, each with the Swift of its chapter: the text of its `Technique(`
/// declaration, and the declarations of the chapter's Screens/ and App/ files.
private func screens() throws -> [(
  figure: String, technique: String, pool: [ScreenCode.Declaration]
)] {
  var found: [(String, String, [ScreenCode.Declaration])] = []
  for chapter in try chaptersInTheApp().chapters {
    let screens = try AppExport.swiftFiles(in: chapter.directory.appendingPathComponent("Screens"))
      .map { try String(contentsOf: $0, encoding: .utf8) }
    let app = try AppExport.swiftFiles(in: chapter.directory.appendingPathComponent("App"))
      .map { try String(contentsOf: $0, encoding: .utf8) }
    let pool = (screens + app).flatMap {
      ScreenCode.topLevelDeclarations(of: ScreenCode.withoutComments($0))
    }
    let techniques = screens.map(ScreenCode.withoutComments).joined(separator: "\n")
      .components(separatedBy: "Technique(").dropFirst()
    for technique in techniques {
      guard let start = technique.range(of: "figure: \"") else { continue }
      let figure = String(technique[start.upperBound...].prefix { $0 != "\"" })
      found.append((figure, technique, pool))
    }
  }
  return found
}

/// Reading a screen's Swift as a reader would, short of a compiler: its declarations, the
/// names they use, and the numbers written in them.
enum ScreenCode {
  /// A top-level declaration of a Swift file: the names a caller uses to reach it (the type's
  /// or function's own; an extension's members), and its text.
  struct Declaration {
    let names: Set<String>
    let text: String
  }

  /// `source` without its comments (`//` to the end of the line, and `/* */`), string
  /// literals kept as they are.
  static func withoutComments(_ source: String) -> String {
    var result = ""
    var index = source.startIndex
    var inString = false
    while index < source.endIndex {
      let rest = source[index...]
      if inString {
        if rest.hasPrefix("\\") {
          result += rest.prefix(2)
          index = source.index(index, offsetBy: min(2, rest.count))
          continue
        }
        if rest.hasPrefix("\"") { inString = false }
      } else if rest.hasPrefix("//") {
        index = rest.firstIndex(of: "\n") ?? source.endIndex
        continue
      } else if rest.hasPrefix("/*") {
        index = rest.range(of: "*/").map(\.upperBound) ?? source.endIndex
        continue
      } else if rest.hasPrefix("\"") {
        inString = true
      }
      result.append(source[index])
      index = source.index(after: index)
    }
    return result
  }

  /// The top-level declarations of `source` (comments removed): each starts at a line outside
  /// every brace that declares something, and runs to the next.
  static func topLevelDeclarations(of source: String) -> [Declaration] {
    let keywords = ["func", "class", "struct", "enum", "protocol", "extension", "let", "var"]
    var chunks: [String] = []
    var depth = 0
    for line in source.components(separatedBy: "\n") {
      let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        .map(String.init)
      let keyword = words.first { keywords.contains($0) }
      let modifiers: Set = ["public", "private", "fileprivate", "internal", "final", "open"]
      let declares =
        depth == 0 && keyword != nil
        && words.prefix { $0 != keyword }.allSatisfy { modifiers.contains($0) || $0 == "MainActor" }
      if declares {
        chunks.append(line)
      } else if !chunks.isEmpty {
        chunks[chunks.count - 1] += "\n" + line  // imports and blank lines before are nobody's
      }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
    }
    return chunks.map { chunk in
      let words = identifiers(in: chunk)
      var names: Set<String> = []
      if let keyword = words.firstIndex(where: { keywords.contains($0) }),
        keyword + 1 < words.count
      {
        if words[keyword] == "extension" {
          // An extension is reached through its members: `cutHole`, `addStem`.
          let members = chunk.components(separatedBy: "func ").dropFirst()
          names = Set(members.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) })
        } else {
          names = [words[keyword + 1]]
        }
      }
      return Declaration(names: names, text: chunk)
    }
  }

  /// The identifiers in `text`.
  static func identifiers(in text: String) -> [String] {
    text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
      .filter { $0.first.map { !$0.isNumber } ?? false }
  }

  /// `start`, and every declaration of `pool` it names, and those they name, and so on.
  static func code(from start: String, in pool: [Declaration]) -> String {
    var named = Set(identifiers(in: start))
    var taken = Array(repeating: false, count: pool.count)
    var text = start
    var grew = true
    while grew {
      grew = false
      for (index, declaration) in pool.enumerated()
      where !taken[index] && !declaration.names.isDisjoint(with: named) {
        taken[index] = true
        grew = true
        text += "\n" + declaration.text
        named.formUnion(identifiers(in: declaration.text))
      }
    }
    return text
  }

  /// The numbers written in `text`, as values: `240`, `0.6`, `1_000` (a sign is not part of
  /// a number: "-1" is 1; a number is not part of a name: "UIView2" has none).
  static func numbers(in text: String) -> Set<Double> {
    var found: Set<Double> = []
    var previous: Character = " "
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isNumber, !(previous.isLetter || previous.isNumber || previous == "_"),
        previous != "."
      {
        var digits = ""
        var end = index
        while end < text.endIndex {
          let next = text[end]
          let after = text.index(after: end)
          if next.isNumber || next == "_" {
            digits.append(next)
          } else if next == ".", !digits.contains("."), after < text.endIndex,
            text[after].isNumber
          {
            digits.append(next)
          } else {
            break
          }
          end = after
        }
        if let value = Double(digits.replacingOccurrences(of: "_", with: "")) {
          found.insert(value)
        }
        previous = text[text.index(before: end)]
        index = end
        continue
      }
      previous = character
      index = text.index(after: index)
    }
    return found
  }

  /// The numbers of `caption` that its screen's code does not use, smallest first.
  static func numbersNotInCode(caption: String, code: String) -> [Double] {
    numbers(in: caption).subtracting(numbers(in: code)).sorted()
  }
}

extension AppCaptionTests {
  @Test func everyScreenHasOneCaptionAndEveryCaptionAScreen() throws {
    let root = try chaptersInTheApp().root
    let captions = try AppExport.screenCaptions(root: root)
    let figures = try screens().map(\.figure)
    #expect(figures.count > 30)
    for figure in figures {
      #expect(captions.filter { $0.figure == figure }.count == 1, "\(figure): one caption")
    }
    for caption in captions {
      #expect(figures.contains(caption.figure), "\(caption.figure) has a caption but no screen")
      #expect(!caption.caption.isEmpty, "\(caption.figure): an empty caption")
    }
  }

  @Test func everyNumberInACaptionIsOneItsScreenUses() throws {
    let captions = try AppExport.screenCaptions(root: try chaptersInTheApp().root)
    for screen in try screens() {
      guard let caption = captions.first(where: { $0.figure == screen.figure })?.caption else {
        continue  // the test above says it is missing
      }
      let missing = ScreenCode.numbersNotInCode(
        caption: caption, code: ScreenCode.code(from: screen.technique, in: screen.pool))
      #expect(
        missing.isEmpty,
        "\(screen.figure): the caption says \(missing.map { "\($0)" }) but its screen's code never does"
      )
    }
  }

  /// What a caption under a screen never says: what only a terminal or the book shows, or
  /// sides of a figure where the screen has a switch.
  @Test func noCaptionSpeaksOfTheTerminalOrOfAFiguresSides() throws {
    let forbidden = [
      "swift run", "workbook-run", "plain text", "terminal", "the model", "Left:", "Right:",
      "left panel", "right panel", "the plot", "this figure", "the figure",
    ]
    for (figure, caption) in try AppExport.screenCaptions(root: try chaptersInTheApp().root) {
      for words in forbidden {
        #expect(!caption.localizedCaseInsensitiveContains(words), "\(figure) says '\(words)'")
      }
    }
  }

  /// A caption is written for its screen, not the book's figure caption copied.
  @Test func noCaptionIsTheBooksCaption() throws {
    let captions = try AppExport.screenCaptions(root: try chaptersInTheApp().root)
    for chapter in try chaptersInTheApp().chapters {
      for example in chapter.examples {
        let figure = "\(chapter.slug)/\(example.id)"
        guard let caption = captions.first(where: { $0.figure == figure })?.caption else {
          continue
        }
        #expect(caption != example.figure().caption, "\(figure) copies the book's caption")
      }
    }
  }

  /// The check can fail: the book's own caption of "When to cut", about a figure 88 points
  /// wide that becomes 128, under the app's screen, which is 165 wide and becomes 240.
  @Test func aCaptionWithNumbersItsScreenDoesNotUseFails() throws {
    let screen = try #require(try screens().first { $0.figure == "holes/when-to-cut" })
    let booksCaption =
      "The white view was 88 points wide when it was cut and 128 once the screen was laid "
      + "out. A mask keeps its path: cut early, the hole sits where the old centre was and the "
      + "40 points the mask never covered vanish with it."
    let screenCode = ScreenCode.code(from: screen.technique, in: screen.pool)
    #expect(ScreenCode.numbersNotInCode(caption: booksCaption, code: screenCode) == [40, 88, 128])
    // The screen's own numbers pass; a number worked out from them (240 - 165) does not,
    // nor one that is only in a comment.
    #expect(
      ScreenCode.numbersNotInCode(caption: "165 wide, then 240 x 135", code: screenCode).isEmpty)
    #expect(ScreenCode.numbersNotInCode(caption: "75 points vanish", code: screenCode) == [75])
    let commented = ScreenCode.withoutComments("let width = 165  // 88 in the book\n")
    #expect(ScreenCode.numbersNotInCode(caption: "88 and 165", code: commented) == [88])
  }

  @Test func numbersAreReadAsAReaderReadsThem() {
    #expect(
      ScreenCode.numbers(in: "-pi / 2 to 0, 0.6 of its size, 1_000 rows") == [2, 0, 0.6, 1000])
    #expect(ScreenCode.numbers(in: "UIView2 and x2 and 3x, end 4.") == [3, 4])
    #expect(ScreenCode.numbers(in: "offset 4, 6, blur 12") == [4, 6, 12])
  }

  @Test func aScreensCodeIsItsDeclarationAndWhatItNames() {
    let pool = ScreenCode.topLevelDeclarations(
      of: ScreenCode.withoutComments(
        """
        /// A helper.
        private func helper() -> Card { Card(width: 48) }

        final class Card: UIView {
          var width: CGFloat = 12
        }

        extension UIView {
          func cut(radius: CGFloat = 7) {}
        }

        let unused = 99
        """))
    #expect(pool.map(\.names) == [["helper"], ["Card"], ["cut"], ["unused"]])
    let used = ScreenCode.code(from: "Technique(\"t\", figure: \"f\") { helper().cut() }", in: pool)
    #expect(ScreenCode.numbers(in: used) == [48, 12, 7])
  }

  @Test func captionsAreReadFromTheirFile() {
    let captions = AppExport.captions(
      fromMarkdown: """
        # Captions

        Said before the first screen: not a caption.

        ## holes/a

        One line,
        and its next.

        first: a paragraph.
        ## holes/b
        Two.
        """)
    #expect(captions.map(\.figure) == ["holes/a", "holes/b"])
    #expect(captions.map(\.caption) == ["One line, and its next.\nfirst: a paragraph.", "Two."])
  }
}
