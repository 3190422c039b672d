import Foundation
import Workbook

/// What is done to a chapter's prose before it is parsed: source comments removed, a
/// figure's code pointed to, `@copy` sentences written, and `@where` pointers resolved
/// to the file and line they name.
extension ChapterText {
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

  /// The file that declares each of `names`, relative to the package's root: the
  /// chapter's own Swift files first, then the engine's. `Type.member` finds the member in
  /// a file that declares the type; a type is found where it is declared, not where an
  /// extension adds to it. A name declared nowhere is an error. This reads every Swift
  /// file: `workbook-run book` runs it to write `PointerTable.fileName`, which a chapter
  /// read at any other time looks its pointers up in.
  /// - Parameter file: the prose file the names are in, for the error.
  static func declaringFiles(of names: [String], chapter: Chapter, file: String)
    throws(LiterateError) -> [String: String]
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
        cache[name] = path
        return cache[name] ?? ""
      }
      let whole = declaration(name, kinds: anyKinds)
      for (url, lines) in allSources() {
        if parts.count > 1 {
          guard let owner, firstLine(lines, parts[0], owner) != nil,
            let member, firstLine(lines, memberName, member) != nil
          else { continue }
          let path = url.path.replacingOccurrences(of: root.path + "/", with: "")
          cache[name] = path
          return cache[name] ?? ""
        }
        guard let whole, firstLine(lines, name, whole) != nil else { continue }
        let path = url.path.replacingOccurrences(of: root.path + "/", with: "")
        cache[name] = path
        return cache[name] ?? ""
      }
      throw LiterateError(
        "\(file) points to '\(name)' with @where, but no Swift file of the chapter or the "
          + "engine declares it")
    }
    for name in names where cache[name] == nil { _ = try location(of: name) }
    return cache
  }

  /// Replaces each `@where(Name)` in the prose with where `Name` is declared, as
  /// "`Name` (in `path`)", from `table` (the chapters' checked table of pointers). No line
  /// number: a reader opens the file and finds the name, and the book does not change
  /// every time code above it moves. A name the table lacks is an error that says how to
  /// write the table again.
  static func resolvePointers(
    in prose: String, chapter: Chapter, file: String, table: PointerTable
  ) throws(LiterateError) -> String {
    var result = ""
    var rest = Substring(prose)
    while let match = rest.firstMatch(of: pointerPattern) {
      result += rest[..<match.range.lowerBound]
      let name = String(match.1)
      guard let path = table.paths[chapter.moduleName]?[name] else {
        throw LiterateError(
          "\(file) points to '\(name)' with @where, but \(PointerTable.fileName) does not say "
            + "where it is declared; run 'swift run workbook-run book', which finds it and "
            + "writes the table")
      }
      result += "`\(name)` (in `\(path)`)"
      rest = rest[match.range.upperBound...]
    }
    return result + rest
  }

  /// `@where(Name)`, with the name.
  nonisolated(unsafe) static let pointerPattern = /@where\(([A-Za-z0-9_.]+)\)/

  /// The names the prose's `@where` pointers name, in order, each once.
  static func pointerNames(in prose: String) -> [String] {
    var names: [String] = []
    for match in prose.matches(of: pointerPattern) where !names.contains(String(match.1)) {
      names.append(String(match.1))
    }
    return names
  }
}
