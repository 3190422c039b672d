import Book
import Foundation
import Workbook

/// `workbook-run glossary [WORD]`: the book's glossary (`Chapters/Glossary.md`), each term
/// with where the book explains it, or the entries whose term or definition holds a word.
enum GlossaryCommand {
  static let command = Command(
    "glossary", abstract: "the book's terms, each with where it is explained",
    arguments: [Argument("WORD", .optional)],
    discussion: """
      The glossary printed at the end of book.md: each term the book uses, a sentence \
      saying what it is, and the chapter and section that explain it. With a WORD, only \
      the entries whose term holds it, or else whose definition does (any case).

      Exit status: 0 found, 1 no entry holds the word.
      """,
    epilogue: {
      """
      EXAMPLES:
        glossary                 every term
        glossary inset           adjustedContentInset, contentInset, ...
      """
    }, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    guard let root = session.context.packageRoot else {
      throw .couldNotDo("there is no book here to read a glossary from")
    }
    let glossary: Glossary
    do {
      glossary = try Glossary.read(packageRoot: root)
    } catch {
      throw .couldNotDo(error.description)
    }
    var entries = glossary.entries
    if let word = session.positional.first?.lowercased() {
      let byTerm = entries.filter { $0.term.lowercased().contains(word) }
      entries =
        byTerm.isEmpty ? entries.filter { $0.definition.lowercased().contains(word) } : byTerm
      guard !entries.isEmpty else {
        session.warn(
          "no term of the glossary holds '\(word)', and no definition does; "
            + "'workbook-run glossary' lists them all")
        return .checkFailed
      }
    }
    let columns = session.width
    var lines: [String] = []
    for entry in entries {
      let term = entry.term.replacingOccurrences(of: "`", with: "")
      let definition = entry.definition.replacingOccurrences(of: "`", with: "")
      lines.append(term + " (" + entry.place + ")")
      lines += APICommand.wrap(definition, columns: columns, indent: "    ")
    }
    session.console.out(lines.joined(separator: "\n"))
    return .success
  }
}
