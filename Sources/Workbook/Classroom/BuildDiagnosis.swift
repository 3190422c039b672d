import ExerciseAuthoring
import Foundation
import Workbook

/// What a failed build of an exercise's program means for the student who wrote it.
///
/// The program is the student's file and a generated runner that hands the student's
/// functions to the check. A compiler error in the runner is never the runner's fault: the
/// student renamed, deleted or re-declared something the check calls, or deleted the file.
/// So such an error is reported against the student's file, naming what the starter
/// declares and what the student's file has instead.
public enum BuildDiagnosis {
  /// The sentence for a build of `exercise` (its chapter's folder at `chapterDirectory`)
  /// that failed with compiler output `text`; paths are shown relative to `root`.
  public static func message(
    _ text: String, exercise: Exercise, chapterDirectory: URL, root: URL
  ) -> String {
    let files = exercise.files(in: chapterDirectory)
    let shown = relative(files.starter, to: root)
    guard FileManager.default.fileExists(atPath: files.starter.path) else {
      return missingFile(shown, exercise: exercise)
    }
    let errors = text.components(separatedBy: "\n").filter { $0.contains(": error: ") }
    // The student's own errors come first: they explain the runner's, if any.
    let own = errors.filter { $0.hasPrefix(files.starter.path + ":") }
    if let first = ExerciseRunner.firstCompilerError(own.joined(separator: "\n"), root: root) {
      return first
    }
    let inRunner = errors.filter { $0.hasPrefix(files.runner.path + ":") }
    if !inRunner.isEmpty {
      let expected = (try? String(contentsOf: files.pristineStarter, encoding: .utf8)) ?? ""
      let yours = (try? String(contentsOf: files.starter, encoding: .utf8)) ?? ""
      if let mismatch = mismatch(expected: expected, yours: yours, file: shown) {
        return mismatch
      }
      let compiler = inRunner[0].components(separatedBy: ": error: ").dropFirst().joined()
      return
        "the check cannot call the code in \(shown) (\(compiler)): compare your declarations "
        + "with the starter's, in \(relative(files.pristineStarter, to: root))"
    }
    if let located = ExerciseRunner.firstCompilerError(text, root: root) { return located }
    if let missing = undefinedSymbol(text, file: files.starter.path, shown: shown) {
      return missing
    }
    // Diagnostics laid out as source excerpts ("7 |   }" then "  |   `- error: ..."),
    // without a "file:line:column: error:" line: the message, said against the student's
    // file (the runner is generated; it is the student's code that changed).
    for line in text.components(separatedBy: "\n") {
      guard let range = line.range(of: "`- error: ") else { continue }
      return "\(shown): \(line[range.upperBound...])"
    }
    return "it did not build: \(ExerciseRunner.lastLines(text, 3))"
  }

  /// How linkers say a symbol is missing (GNU ld and gold, lld, Apple's ld).
  static let markers = ["undefined reference to ", "undefined symbol: ", "Undefined symbols"]

  /// Whether a build failed for a symbol the program does not have.
  static func isUndefinedSymbol(_ text: String) -> Bool {
    markers.contains { text.contains($0) }
  }

  /// A link error naming a symbol the program does not have: the student's code uses
  /// the chapter or its solutions (an `@testable import`, a name given with
  /// `@_silgen_name`), which an exercise's program never links.
  static func undefinedSymbol(_ text: String, file: String, shown: String) -> String? {
    guard
      let line = text.components(separatedBy: "\n").first(where: { line in
        markers.contains { line.contains($0) }
      })
    else { return nil }
    var place = shown
    if let range = line.range(of: file + ":") {
      let number = line[range.upperBound...].prefix { $0.isNumber }
      if !number.isEmpty { place += ":\(number)" }
    }
    // The mangled name's words ("13Chapter1Holes9SolutionsO13roundHolePath..."): enough
    // to say what was used.
    let mangled = line.split(whereSeparator: { "'`\" ".contains($0) }).last { $0.hasPrefix("$s") }
    var words: [String] = []
    if let mangled {
      var rest = Substring(mangled.dropFirst(2))
      // The module, then a type and its member, or a top-level name alone.
      while let digit = rest.firstIndex(where: \.isNumber),
        words.count < (words.count == 2 && words[1].first?.isLowercase == true ? 2 : 3)
      {
        let digits = rest[digit...].prefix { $0.isNumber }
        rest = rest[digits.endIndex...]
        guard let count = Int(digits), count > 0, rest.count >= count else { break }
        words.append(String(rest.prefix(count)))
        rest = rest.dropFirst(count)
      }
    }
    let what = words.isEmpty ? "something" : "`\(words.joined(separator: "."))`"
    return "\(place): your code uses \(what), which an exercise's program does not have (it "
      + "holds your file and the engine, not the chapter or its solutions), so it does not link"
  }

  /// A student's file that is not there at all.
  public static func missingFile(_ shown: String, exercise: Exercise) -> String {
    "\(shown) is missing (deleted, moved or renamed?): `swift run workbook-run reset "
      + "\(exercise.id)` puts the starter back"
  }

  /// The first declaration of the starter that the student's file lacks or declares
  /// differently, said as such; nil if every one is there as the starter has it.
  static func mismatch(expected: String, yours: String, file: String) -> String? {
    let theirs = declarations(in: yours)
    for wanted in declarations(in: expected) {
      let sameName = theirs.filter { $0.kind == wanted.kind && $0.name == wanted.name }
      guard !sameName.isEmpty else {
        return "`\(wanted.displayName)` is missing from \(file): did you rename or delete it? "
          + "The check calls it as the starter declares it: `\(wanted.text)`"
      }
      if !sameName.contains(where: { $0.shape == wanted.shape }) {
        return "`\(wanted.displayName)` in \(file) is not declared as the check calls it: "
          + "the starter has `\(wanted.text)`, yours is `\(sameName[0].text)`"
      }
    }
    return nil
  }

  /// A declaration directly inside `extension StudentWork { ... }`.
  struct Declaration: Equatable {
    /// `func`, `class`, `struct`, `enum`, `var`, `let` or `init`.
    var kind: String
    var name: String
    /// The declaration up to its body, on one line.
    var text: String
    /// What a caller depends on: argument labels and types, not parameter names.
    var shape: String
    /// `roundHolePath(in:)` for a function, the name otherwise.
    var displayName: String
  }

  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "final", "static", "class", "override",
    "nonisolated", "@MainActor", "mutating", "required", "convenience", "open",
  ]
  static let kinds: Set<String> = ["func", "class", "struct", "enum", "var", "let", "init"]

  /// The declarations at the top level of the file's `extension StudentWork` blocks.
  static func declarations(in source: String) -> [Declaration] {
    var result: [Declaration] = []
    var depth = 0
    var inStudentWork = false
    var pending: String?
    for rawLine in source.components(separatedBy: "\n") {
      let line = rawLine.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
      if depth == 0, line.hasPrefix("extension StudentWork") { inStudentWork = true }
      if let text = pending {
        pending = text + " " + line
      } else if inStudentWork, depth == 1, startsDeclaration(line) {
        pending = line
      }
      // A declaration ends at its body's brace, or where its parentheses close on a line
      // that does not go on (a stored property, a signature without a body).
      if let text = pending,
        text.contains("{")
          || (text.filter { $0 == "(" }.count == text.filter { $0 == ")" }.count
            && !text.hasSuffix(",") && !text.hasSuffix("->"))
      {
        if let declaration = parse(text) { result.append(declaration) }
        pending = nil
      }
      for character in line {
        if character == "{" { depth += 1 }
        if character == "}" { depth = max(0, depth - 1) }
      }
      if depth == 0 { inStudentWork = false }
    }
    return result
  }

  static func startsDeclaration(_ line: String) -> Bool {
    let words = line.split(separator: " ").map(String.init)
    guard let keyword = words.first(where: { !modifiers.contains($0) || $0 == "class" })
    else { return false }
    // `class func` and `class var` are a function and a property.
    if keyword == "class", let at = words.firstIndex(of: "class"), at + 1 < words.count,
      kinds.contains(words[at + 1])
    {
      return true
    }
    return kinds.contains(keyword) || keyword.hasPrefix("init(")
  }

  /// A declaration from its text up to its body.
  static func parse(_ fullText: String) -> Declaration? {
    var text = fullText
    if let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
    text = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    var words = text.split(separator: " ").map(String.init)
    while let first = words.first, modifiers.contains(first),
      !(first == "class" && words.count > 1 && !kinds.contains(words[1]))
    {
      words.removeFirst()
    }
    guard var kind = words.first else { return nil }
    var rest = words.dropFirst().joined(separator: " ")
    if kind.hasPrefix("init(") {
      rest = String(kind.dropFirst(4)) + (rest.isEmpty ? "" : " " + rest)
      kind = "init"
    }
    guard kinds.contains(kind) else { return nil }
    let name =
      kind == "init" ? "init" : String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty else { return nil }
    var shape = kind + " " + rest
    var displayName = name
    // A function's signature read as `new-exercise --function` reads one: its labels and
    // types are what a caller depends on, not its parameters' names.
    if kind == "func" || kind == "init",
      let function = try? ExerciseFunction(parsing: kind == "init" ? "init" + rest : rest)
    {
      displayName = function.displayName
      shape = kind + " " + function.shape
    }
    return Declaration(
      kind: kind, name: name, text: text, shape: shape, displayName: displayName)
  }

  static func relative(_ url: URL, to root: URL) -> String {
    url.path.replacingOccurrences(of: root.path + "/", with: "")
  }
}
