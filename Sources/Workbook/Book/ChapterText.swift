import Foundation
import Workbook

/// A chapter as a document: its prose parsed once into numbered sections of typed
/// blocks (`DocumentBlock`), its exercises, and the source excerpts its directives show;
/// checked against its examples and source markers. Renderers set it as `book.md`, for
/// the terminal (`Weaver`) or as a web page (`WebBook`).
public struct ChapterText: Sendable {
  public let chapter: Chapter
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
    let proseURL = chapter.directory.appendingPathComponent(chapter.proseFileName)
    guard let prose = try? String(contentsOf: proseURL, encoding: .utf8) else {
      throw LiterateError(
        "cannot read the prose of chapter \(chapter.number) at \(proseURL.path); "
          + "the workbook reads its chapters from its source tree, so run it from a checkout")
    }
    let excerpts = try ChapterText.readExcerpts(in: chapter.directory)
    self.excerpts = excerpts
    let file = chapter.proseFileName
    sections = try ChapterText.parse(
      ChapterText.resolvePointers(
        in: ChapterText.resolvingCopies(
          in: ChapterText.pointingToFigureCode(
            in: try ChapterText.removingSourceComments(from: prose, file: file),
            chapter: chapter, file: file),
          chapter: chapter, file: file),
        chapter: chapter, file: file),
      file: file
    ) { name, id throws(LiterateError) in
      try ChapterText.directive(name, id, chapter: chapter, excerpts: excerpts, file: file)
    }
    exercises = chapter.exercises.map { DocumentExercise($0, in: chapter) }
    try validate()
  }

  /// Removes the prose's source comments, `<!-- ... -->` (on one line or several): notes
  /// for whoever edits the chapter, such as the Apple page a claim rests on, that the
  /// reader never sees. Each removed line break is kept, so errors still name the right
  /// line of the prose file; so a comment goes at the end of a line or between
  /// paragraphs (alone on lines inside a paragraph, it would split it). An unclosed
  /// comment is an error.
  static func removingSourceComments(from prose: String, file: String)
    throws(LiterateError) -> String
  {
    guard prose.contains("<!--") else { return prose }
    var result = ""
    var rest = Substring(prose)
    while let open = rest.range(of: "<!--") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "-->") else {
        let line = result.filter { $0 == "\n" }.count + 1
        throw LiterateError(
          "\(file):\(line): a comment opens with '<!--' but never closes; end it with '-->'")
      }
      let breaks = rest[open.lowerBound..<close.lowerBound].filter { $0 == "\n" }.count
      result += String(repeating: "\n", count: breaks)
      rest = rest[close.upperBound...]
    }
    // A comment at the end of a line leaves no trailing space behind.
    return (result + rest).components(separatedBy: "\n")
      .map { $0.hasSuffix(" ") ? String($0.reversed().drop { $0 == " " }.reversed()) : $0 }
      .joined(separator: "\n")
  }

  /// Follows each `@figure(id)` line (a figure shown without its code, usually after the
  /// classes it puts on a screen) with a line naming the function that draws it, so that
  /// every figure's code is shown or pointed to. The function is the one the chapter
  /// registers as `Example("id", described: "...", figure: name)` (the description a
  /// string literal, on one line or several); `@where` then finds where it is declared.
  /// A figure next to a paragraph that already points to that function gets no second line.
  static func pointingToFigureCode(in prose: String, chapter: Chapter, file: String)
    throws(LiterateError) -> String
  {
    let sources =
      ((try? FileManager.default.contentsOfDirectory(
        at: chapter.directory, includingPropertiesForKeys: nil)) ?? [])
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
      .compactMap { try? String(contentsOf: $0, encoding: .utf8) }
      .joined(separator: "\n")
    var lines: [String] = []
    let proseLines = prose.components(separatedBy: "\n")
    for (index, line) in proseLines.enumerated() {
      lines.append(line)
      guard line.hasPrefix("@figure("),
        let match = line.wholeMatch(of: /@figure\(([A-Za-z0-9_-]+)\)/)
      else { continue }
      let id = String(match.1)
      // The id holds only letters, digits, '_' and '-', so it can stand in a pattern. The
      // description between is a multi-line literal or a one-line one (escapes allowed).
      let pattern = try? Regex(
        #"Example\(\s*"\#(id)",\s*described:\s*(?:"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*")\s*,"#
          + #"\s*figure:\s*([A-Za-z_][A-Za-z0-9_]*)"#)
      guard let registered = pattern.flatMap({ sources.firstMatch(of: $0) }),
        let name = registered.output[1].substring
      else {
        throw LiterateError(
          "\(file) shows @figure(\(id)), but no Swift file of chapter \(chapter.number) "
            + "registers it as Example(\"\(id)\", described: \"...\", figure: name)")
      }
      // A paragraph just before or after the figure that points to its code says it.
      let next = proseLines.dropFirst(index + 1).drop { $0.isEmpty }.prefix { !$0.isEmpty }
      let before = proseLines.prefix(index).reversed().drop { $0.isEmpty }.prefix { !$0.isEmpty }
      if (next + before).contains(where: { $0.contains("@where(\(name))") }) { continue }
      lines += ["", "The code of this figure: @where(\(name)).", ""]
    }
    return lines.joined(separator: "\n")
  }

  /// Replaces each line `@copy(App/Name.swift)` with a sentence asking the reader to copy
  /// that file of the chapter whole into an app: what the UIKit listings from there on
  /// may use before the chapter prints it (`copySentence`). The file must exist.
  static func resolvingCopies(in prose: String, chapter: Chapter, file: String)
    throws(LiterateError) -> String
  {
    guard prose.contains("@copy(") else { return prose }
    var lines: [String] = []
    for (index, line) in prose.components(separatedBy: "\n").enumerated() {
      guard line.hasPrefix("@copy(") else {
        lines.append(line)
        continue
      }
      guard let match = line.wholeMatch(of: /@copy\((App\/[A-Za-z0-9_+-]+\.swift)\)\s*/) else {
        throw LiterateError(
          "\(file):\(index + 1): '\(line)' is not a directive; write @copy(App/Name.swift) "
            + "alone on a line")
      }
      let name = String(match.1)
      guard
        FileManager.default.fileExists(atPath: chapter.directory.appendingPathComponent(name).path)
      else {
        throw LiterateError(
          "\(file):\(index + 1): @copy(\(name)), but chapter \(chapter.number) has no file \(name)")
      }
      let folder = chapter.directory.lastPathComponent
      lines.append(copySentence(path: "Chapters/\(folder)/\(name)"))
    }
    return lines.joined(separator: "\n")
  }

  /// What `@copy` says: `Tests/UIKitShaped/build` finds this sentence in `book.md` and, from
  /// there on, type-checks the chapter's listings with the file.
  public static func copySentence(path: String) -> String {
    "Copy `\(path)` whole into your app: the listings from here on use it."
  }

  /// Replaces each `@where(Name)` in the prose with where `Name` is declared, as
  /// "`Name` (in `path`)": the chapter's own Swift files first, then the engine's. No line
  /// number: a reader opens the file and finds the name, and the book does not change
  /// every time code above it moves.
  /// `Type.member` finds the member in a file that declares the type. A name that is
  /// declared nowhere is an error, so a pointer cannot go stale.
  static func resolvePointers(in prose: String, chapter: Chapter, file: String)
    throws(LiterateError) -> String
  {
    var cache: [String: String] = [:]
    let root = chapter.packageRoot
    // The files are read once, and only on the first @where.
    var sources: [(url: URL, lines: [String])]?
    func allSources() -> [(url: URL, lines: [String])] {
      if let sources { return sources }
      let fileManager = FileManager.default
      func swiftFiles(in folder: URL, recursive: Bool) -> [URL] {
        let urls: [URL]
        if recursive {
          let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil)
          urls = (enumerator?.allObjects as? [URL]) ?? []
        } else {
          urls =
            (try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
            ?? []
        }
        return urls.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
      }
      let files =
        swiftFiles(
          in: chapter.directory.appendingPathComponent(Listing.appFolder), recursive: false)
        + swiftFiles(in: chapter.directory, recursive: false)
        + swiftFiles(in: root.appendingPathComponent("Sources/Workbook"), recursive: true)
      let read = files.compactMap { url in
        (try? String(contentsOf: url, encoding: .utf8)).map {
          (url: url, lines: $0.components(separatedBy: "\n"))
        }
      }
      sources = read
      return read
    }
    func location(of name: String) throws(LiterateError) -> String {
      if let known = cache[name] { return known }
      let parts = name.split(separator: ".").map(String.init)
      let modifiers =
        #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|final|open|static|class|override|mutating|nonisolated|convenience|required)\s+)*"#
      func declaration(_ word: String, kinds: String) -> Regex<AnyRegexOutput>? {
        try? Regex(
          modifiers + "(?:" + kinds + #")\s+"# + NSRegularExpression.escapedPattern(for: word)
            + #"\b"#)
      }
      let typeKinds = "class|struct|enum|protocol|extension|actor|typealias"
      let anyKinds = typeKinds + "|func|let|var|init"
      // A line is matched against a pattern only if it holds the word at all: the
      // regular expressions are slow, the plain search is not.
      func firstLine(_ lines: [String], _ word: String, _ pattern: Regex<AnyRegexOutput>) -> Int? {
        lines.indices.first { lines[$0].contains(word) && lines[$0].firstMatch(of: pattern) != nil }
      }
      let memberName = parts[parts.count - 1]
      let owner = parts.count > 1 ? declaration(parts[0], kinds: typeKinds) : nil
      let member = declaration(memberName, kinds: anyKinds)
      // A type is found where it is declared, not where an extension adds to it: every
      // file is searched for a declaration first, then for an extension.
      if parts.count == 1,
        let typeOnly = declaration(name, kinds: "class|struct|enum|protocol|actor|typealias"),
        let (url, _) = allSources().first(where: { firstLine($0.lines, name, typeOnly) != nil })
      {
        let path = url.path.replacingOccurrences(of: root.path + "/", with: "")
        cache[name] = "`\(name)` (in `\(path)`)"
        return cache[name] ?? ""
      }
      let whole = declaration(name, kinds: anyKinds)
      for (url, lines) in allSources() {
        if parts.count > 1 {
          guard let owner, firstLine(lines, parts[0], owner) != nil,
            let member, firstLine(lines, memberName, member) != nil
          else { continue }
          let path = url.path.replacingOccurrences(of: root.path + "/", with: "")
          cache[name] = "`\(name)` (in `\(path)`)"
          return cache[name] ?? ""
        }
        guard let whole, firstLine(lines, name, whole) != nil else { continue }
        let path = url.path.replacingOccurrences(of: root.path + "/", with: "")
        cache[name] = "`\(name)` (in `\(path)`)"
        return cache[name] ?? ""
      }
      throw LiterateError(
        "\(file) points to '\(name)' with @where, but no Swift file of the chapter or the "
          + "engine declares it")
    }
    var result = ""
    var rest = Substring(prose)
    while let match = rest.firstMatch(of: /@where\(([A-Za-z0-9_.]+)\)/) {
      result += rest[..<match.range.lowerBound]
      result += try location(of: String(match.1))
      rest = rest[match.range.upperBound...]
    }
    return result + rest
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

/// The code a reader sees for one id: its pieces, in order, each UIKit code (from the
/// chapter's `App/` folder: what a reader pastes into an app, compiled unchanged in Xcode)
/// or figure code (the workbook's own, which draws the figures).
public struct Listing: Equatable, Sendable {
  /// The folder of a chapter that holds its UIKit code.
  public static let appFolder = "App"

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

  public struct Piece: Equatable, Sendable {
    public let kind: Kind
    /// The file, relative to the chapter's folder: `App/HoleCell.swift`.
    public let file: String
    public let text: String
    /// For UIKit code that is not a whole declaration (members of a class, or a class
    /// opened and not closed), the declaration it is part of; the chapter prints that
    /// declaration whole in another listing.
    public let partOf: String?

    public init(kind: Kind, file: String, text: String, partOf: String? = nil) {
      self.kind = kind
      self.file = file
      self.text = text
      self.partOf = partOf
    }
  }

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
