import BookChapters
import BookTools
import Foundation
import Workbook

/// `workbook-run book`: weaves book.md, or checks that it is current.
enum BookCommand {
  static let help = """
    USAGE: workbook-run book [--check]

    Weaves every chapter (prose, code and freshly drawn figures) into book.md at the
    root of the package. book.md is generated: edit the chapters, then run this.

    OPTIONS:
      --check   do not write; exit 1 if book.md differs from what would be written
      --help    show this help
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "book", valueOptions: [], flagOptions: ["check", "help"])
    if arguments.flag("help") {
      output.help(help)
      return ExitStatus.success
    }
    if let extra = arguments.positional.first {
      throw UsageError("unexpected argument '\(extra)'; see 'workbook-run book --help'")
    }
    guard let root = allChapters.first?.packageRoot else {
      output.err("workbook-run: there are no chapters to weave")
      return ExitStatus.checkFailed
    }
    let bookURL = root.appendingPathComponent("book.md")
    let book: String
    do {
      var texts: [ChapterText] = []
      for chapter in allChapters { texts.append(try ChapterText(chapter)) }
      book = Weaver.book(texts)
    } catch {
      output.err("workbook-run: \(error.description)")
      return ExitStatus.checkFailed
    }
    let current = try? String(contentsOf: bookURL, encoding: .utf8)
    if arguments.flag("check") {
      if current == book {
        output.out("book.md is up to date.")
        return ExitStatus.success
      }
      output.err(
        "workbook-run: book.md is out of date with the chapters"
          + (current == nil ? " (it does not exist)" : "")
          + "; run 'swift run workbook-run book' to weave it again")
      return ExitStatus.checkFailed
    }
    if current == book {
      output.out("book.md is already up to date (\(bookURL.path)).")
      return ExitStatus.success
    }
    do {
      try Data(book.utf8).write(to: bookURL, options: .atomic)
    } catch {
      output.err("workbook-run: cannot write \(bookURL.path): \(error.localizedDescription)")
      return ExitStatus.checkFailed
    }
    output.out("Wove \(bookURL.path) (\(book.split(separator: "\n").count) lines).")
    return ExitStatus.success
  }
}
