import Foundation
import Workbook

/// Where each `@where(Name)` in the chapters' prose points: the file that declares the
/// name, by chapter. `workbook-run book` finds them (reading every Swift file, once) and
/// writes them to `fileName`; a chapter read at any other time (the terminal, the web
/// book, the tests) looks its pointers up there, and `workbook-run book --check` fails
/// when the table is not what the Swift files say.
public struct PointerTable: Equatable, Sendable {
  /// The table's file, relative to the package's root.
  public static let fileName = "Chapters/pointers.txt"

  /// The file (relative to the package's root) that declares each name, by the module of
  /// the chapter whose prose points to it.
  public var paths: [String: [String: String]]

  /// A table of `paths` (see `paths`).
  public init(paths: [String: [String: String]] = [:]) { self.paths = paths }

  /// The table as `fileName` holds it: a comment, then a line a pointer, sorted, its
  /// chapter's module, name and file separated by tabs.
  public var text: String {
    var lines = [
      "# Where each @where(Name) in the chapters' prose points: the file that declares it.",
      "# Written by `swift run workbook-run book`; `workbook-run book --check` fails when",
      "# it is out of date. Do not edit it: edit the prose or the code, then run that.",
    ]
    for module in paths.keys.sorted() {
      for (name, path) in (paths[module] ?? [:]).sorted(by: { $0.key < $1.key }) {
        lines.append("\(module)\t\(name)\t\(path)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table `text` writes; lines that are comments or not three fields are skipped.
  public static func parsed(_ text: String) -> PointerTable {
    var table = PointerTable()
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 else { continue }
      table.paths[fields[0], default: [:]][fields[1]] = fields[2]
    }
    return table
  }

  /// The table in the package at `packageRoot`; an empty one when there is no file.
  public static func read(packageRoot: URL) -> PointerTable {
    let url = packageRoot.appendingPathComponent(fileName)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return PointerTable() }
    return parsed(text)
  }

  /// The table the chapters' prose and the Swift files give now: every `@where` of each
  /// chapter (as the chapter is read, after its comments are removed and its figures'
  /// code pointed to), each found where it is declared.
  public static func found(for chapters: [Chapter]) throws(LiterateError) -> PointerTable {
    var table = PointerTable()
    for chapter in chapters {
      let prose = try ChapterText.preparedProse(
        ChapterText.readProse(of: chapter), chapter: chapter)
      let names = ChapterText.pointerNames(in: prose)
      guard !names.isEmpty else { continue }
      let found = try ChapterText.declaringFiles(
        of: names, chapter: chapter, file: chapter.proseFileName)
      table.paths[chapter.moduleName] = found.filter { names.contains($0.key) }
    }
    return table
  }
}
