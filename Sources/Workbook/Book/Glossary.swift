import Foundation
import Workbook

/// The book's glossary, `Chapters/Glossary.md`: one term a line, in alphabetical order,
/// as `- **term** (3.5): definition.`, where `3.5` is the chapter and section that
/// define the term, or `intro` for the book's opening; `(5.1 in its chapter)` for an
/// everyday word that is a term in one chapter only ("notch"). The book prints it last, with
/// each place spelled out ("Chapter 3, section 5"); the web book gives it a page. Every
/// term must appear first where its entry says it is defined (`BookTests` checks that on
/// `book.md`), so a term is never used before it is explained.
public struct Glossary: Sendable, Equatable {
  /// A term, the place that explains it, and its definition.
  public struct Entry: Sendable, Equatable {
    /// The term, as the book writes it.
    public let term: String
    /// The chapter and section that define it; nil for the book's opening.
    public let chapter: Int?
    /// The section, in that chapter; nil for the book's opening.
    public let section: Int?
    /// What the term means, in a sentence or two of Markdown.
    public let definition: String
    /// An everyday word that is a term in one chapter ("notch", "group"): written
    /// `(5.1 in its chapter)`, its first use is sought in that chapter only.
    public let inItsChapter: Bool

    /// "Chapter 3, section 5", or "the opening".
    public var place: String {
      guard let chapter, let section else { return "the book's opening" }
      return "Chapter \(chapter), section \(section)"
    }
  }

  /// The entries, in the file's order.
  public let entries: [Entry]

  /// The file, relative to the package's root.
  public static let path = "Chapters/Glossary.md"

  /// Reads the glossary under `packageRoot`. A line that is not an entry (other than a
  /// blank one; `<!-- -->` comments are dropped) is an error naming it, as is a place that
  /// is not `intro` or `N.M`, or terms out of alphabetical order.
  public static func read(packageRoot: URL) throws(LiterateError) -> Glossary {
    let url = packageRoot.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw LiterateError("cannot read the glossary at \(url.path)")
    }
    return try parse(text)
  }

  /// The glossary `text` gives, checked as `read(packageRoot:)` says.
  public static func parse(_ text: String) throws(LiterateError) -> Glossary {
    var entries: [Entry] = []
    let text = try ChapterText.removingSourceComments(from: text, file: path)
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      guard
        let match = trimmed.wholeMatch(
          of: /- \*\*([^*]+)\*\* \((intro|([1-9][0-9]?)\.([1-9][0-9]?)( in its chapter)?)\): (.+)/)
      else {
        throw LiterateError(
          "\(path):\(index + 1): '\(line)' is not an entry; write "
            + "- **term** (N.M): definition.   (N.M: the chapter and section that define it, "
            + "or intro; 'N.M in its chapter' for an everyday word that is a term in chapter N)")
      }
      let entry = Entry(
        term: String(match.1), chapter: match.3.flatMap { Int($0) },
        section: match.4.flatMap { Int($0) }, definition: String(match.6),
        inItsChapter: match.5 != nil)
      // Sorted as words: case, accents and the backticks of a code name aside.
      func key(_ term: String) -> String {
        term.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
          .filter { $0 != "`" }
      }
      if let last = entries.last, key(last.term).compare(key(entry.term)) != .orderedAscending {
        throw LiterateError(
          "\(path):\(index + 1): '\(entry.term)' should come before '\(last.term)' "
            + "(the glossary is in alphabetical order, one entry a term)")
      }
      entries.append(entry)
    }
    return Glossary(entries: entries)
  }

  /// The glossary as Markdown, for `book.md` and the terminal.
  public var markdown: String {
    var out = """
      # Glossary

      Each term with where the book explains it.


      """
    for entry in entries {
      // Wrapped as the chapters' prose is, each line after the first indented under the
      // entry's text.
      let lines = wrap(
        "- **\(entry.term)** (\(entry.place)): \(entry.definition)",
        width: ProseBlock.proseWidth)
      out +=
        lines.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
        .joined(separator: "\n") + "\n"
    }
    return out
  }
}
