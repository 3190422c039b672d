import Foundation
import Workbook

/// The source excerpts a chapter's `@code` and `@example` directives show: read from the
/// `// @begin(id)` and `// @end(id)` markers in the chapter's Swift files.
extension ChapterText {
  /// Excerpts between `// @begin(id)` and `// @end(id)` in the folder's Swift files and
  /// in its `App/` folder (app code first, then each folder in file-name order), with
  /// their common indentation removed. A region in `App/` is UIKit code; any other is
  /// figure code.
  ///
  /// Regions may nest (a whole type around the parts of it that sections show one at a
  /// time): a line belongs to every region open around it, and marker lines to none. A
  /// region of UIKit code that starts inside a declaration, or ends inside one it opened,
  /// is part of that declaration (the outermost one), and its label says so
  /// (`Listing.Piece.partOf`).
  static func readExcerpts(in directory: URL) throws(LiterateError) -> [String: Listing] {
    func swiftFiles(_ folder: String) -> [String] {
      let path = folder.isEmpty ? directory.path : directory.appendingPathComponent(folder).path
      return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
        .map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }
    let names = swiftFiles(Listing.appFolder) + swiftFiles("")
    var pieces: [String: [Listing.Piece]] = [:]
    for name in names {
      let kind: Listing.Kind = name.hasPrefix(Listing.appFolder + "/") ? .uikit : .figure
      guard
        let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      else { continue }
      let lines = text.components(separatedBy: "\n")
      // Only UIKit code is said to be part of a declaration; only its file is scanned.
      let enclosing = kind == .uikit ? outermostDeclarations(lines) : nil
      var open: [(id: String, lines: [String], line: Int)] = []
      for (number, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        // Only a marker line is matched against the patterns (slow to build each time).
        guard trimmed.hasPrefix("// @") else {
          for index in open.indices { open[index].lines.append(line) }
          continue
        }
        if let match = trimmed.wholeMatch(of: /\/\/ @begin\(([A-Za-z0-9_.\/-]+)\)/) {
          if let outer = open.first(where: { $0.id == match.1 }) {
            throw LiterateError(
              "\(name):\(number + 1): @begin(\(match.1)) inside @begin(\(outer.id)) "
                + "from line \(outer.line)"
            )
          }
          open.append((String(match.1), [], number + 1))
        } else if let match = trimmed.wholeMatch(of: /\/\/ @end\(([A-Za-z0-9_.\/-]+)\)/) {
          guard let current = open.last, current.id == match.1 else {
            let inner = open.last.map { ": @begin(\($0.id)) from line \($0.line) ends first" } ?? ""
            throw LiterateError(
              "\(name):\(number + 1): @end(\(match.1)) without a matching @begin\(inner)")
          }
          open.removeLast()
          // The declaration open at the @begin line, or else the one open at the @end.
          let partOf = enclosing.flatMap { $0[current.line - 1] ?? $0[number] }
          pieces[current.id, default: []].append(
            Listing.Piece(kind: kind, file: name, text: dedent(current.lines), partOf: partOf))
        } else {
          for index in open.indices { open[index].lines.append(line) }
        }
      }
      if let unclosed = open.last {
        throw LiterateError(
          "\(name):\(unclosed.line): @begin(\(unclosed.id)) is never closed with "
            + "@end(\(unclosed.id))")
      }
    }
    return pieces.mapValues { Listing(pieces: $0) }
  }

  /// For each line of Swift source, the name of the outermost declaration whose braces
  /// are open where the line starts (a type, function or variable: `PizzaHalfSelectorLayout`),
  /// nil at the top level. Comments and string literals are skipped; a brace at the top
  /// level is named by the declaration before it (`class Name`, `func name`, `var name`).
  static func outermostDeclarations(_ lines: [String]) -> [String?] {
    var result: [String?] = []
    var depth = 0
    var outermost: String?
    var header = ""  // the code since the last brace at the top level
    var inBlockComment = false
    var inString: String?  // the delimiter that ends the string: ", \"\"\" or "#
    for line in lines {
      result.append(depth > 0 ? outermost : nil)
      let characters = Array(line)
      var index = 0
      func next(_ text: String) -> Bool {
        let end = index + text.count
        return end <= characters.count && String(characters[index..<end]) == text
      }
      while index < characters.count {
        let character = characters[index]
        if inBlockComment {
          if next("*/") {
            inBlockComment = false
            index += 1
          }
        } else if let delimiter = inString {
          if character == "\\" {
            index += 1  // an escaped character
          } else if next(delimiter) {
            inString = nil
            index += delimiter.count - 1
          }
        } else if next("//") {
          break
        } else if next("/*") {
          inBlockComment = true
          index += 1
        } else if next("#\"") {
          inString = "\"#"
          index += 1
        } else if next("\"\"\"") {
          inString = "\"\"\""
          index += 2
        } else if character == "\"" {
          inString = "\""
        } else if character == "{" {
          if depth == 0 { outermost = declarationName(in: header) }
          depth += 1
        } else if character == "}" {
          depth = max(0, depth - 1)
          if depth == 0 { header = "" }
        } else if depth == 0 {
          header.append(character)
        }
        index += 1
      }
      // A one-line string ends with its line.
      if inString == "\"" { inString = nil }
      if depth == 0 { header.append(" ") }
    }
    return result
  }

  /// The name a declaration's header gives it: the last `class`, `struct`, `enum`,
  /// `extension`, `actor` or `protocol` name in it, else its `func`, `var` or `let` name.
  static func declarationName(in header: String) -> String? {
    let keywords: Set<Substring> = [
      "var", "let", "func", "init", "subscript", "static", "final", "override", "private",
      "fileprivate", "internal", "public", "open",
    ]
    let types = header.matches(
      of: /\b(?:class|struct|enum|extension|actor|protocol)\s+([A-Za-z_][A-Za-z0-9_.]*)/
    ).map(\.output.1).filter { !keywords.contains($0) }
    if let type = types.last { return String(type) }
    return header.matches(of: /\b(?:func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)/).last
      .map { String($0.output.1) }
  }

  static func dedent(_ lines: [String]) -> String {
    var lines = lines
    while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    let indent =
      lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }
}

/// The code a reader sees for one id: its pieces, in order, each UIKit code (from the
/// chapter's `App/` folder: what a reader pastes into an app, compiled unchanged in Xcode)
/// or figure code (the workbook's own, which draws the figures).
public struct Listing: Equatable, Sendable {
  /// The folder of a chapter that holds its UIKit code.
  public static let appFolder = "App"

  /// Whose code a piece is: the reader's app's, or the workbook's own.
  public enum Kind: String, Sendable {
    case uikit
    case figure

    /// The first line of a listing of this kind, naming its file, and for UIKit code the
    /// declaration it is only part of: `// UIKit code, part of PizzaHalvesScreen, from
    /// App/PizzaHalvesScreen.swift`.
    public func label(file: String, partOf: String? = nil) -> String {
      switch self {
      case .uikit: "// UIKit code, \(partOf.map { "part of \($0), " } ?? "")from \(file)"
      case .figure: "// Figure code (the workbook's own), from \(file)"
      }
    }
  }

  /// One block of the listing: code of one kind from one file.
  public struct Piece: Equatable, Sendable {
    /// UIKit code or figure code.
    public let kind: Kind
    /// The file, relative to the chapter's folder: `App/HoleCell.swift`.
    public let file: String
    /// The code, its common indentation removed.
    public let text: String
    /// For UIKit code that is not a whole declaration (members of a class, or a class
    /// opened and not closed), the declaration it is part of; the chapter prints that
    /// declaration whole in another listing.
    public let partOf: String?

    /// A piece of `kind` from `file`; `partOf` names the declaration it is a part of.
    public init(kind: Kind, file: String, text: String, partOf: String? = nil) {
      self.kind = kind
      self.file = file
      self.text = text
      self.partOf = partOf
    }
  }

  /// The listing's pieces, in order.
  public let pieces: [Piece]

  /// Every piece's text, joined by blank lines.
  public var text: String { pieces.map(\.text).joined(separator: "\n\n") }

  /// The pieces as blocks to show: consecutive pieces from one file (and part of the same
  /// declaration, or of none) are one block, which starts with its label.
  public var blocks: [(kind: Kind, text: String)] {
    var blocks: [(kind: Kind, file: String, partOf: String?, texts: [String])] = []
    for piece in pieces {
      if let last = blocks.last, last.file == piece.file, last.kind == piece.kind,
        last.partOf == piece.partOf
      {
        blocks[blocks.count - 1].texts.append(piece.text)
      } else {
        blocks.append((piece.kind, piece.file, piece.partOf, [piece.text]))
      }
    }
    return blocks.map { block in
      (
        block.kind,
        block.kind.label(file: block.file, partOf: block.partOf) + "\n"
          + block.texts.joined(separator: "\n\n")
      )
    }
  }
}
