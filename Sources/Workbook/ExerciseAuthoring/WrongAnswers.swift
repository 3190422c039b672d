import Foundation

/// The wrong answers each exercise's check must reject: in `Chapters/<Module>/
/// WrongAnswers/<Name>/<slug>.swift`, each a student's file (`import Workbook` and one
/// `extension StudentWork`) whose first line says the mistake: `// Wrong: ...`.
///
/// `workbook-run exercises --write` gathers them into one file of the tests
/// (`Tests/ExerciseTests/WrongAnswers.swift`), each in a namespace of its own and served
/// as its exercise's runner serves the student's functions, so `swift test` proves every
/// one fails its check (`LocalProgram`). `exercises --check` requires at least
/// `ExerciseList.fewestWrongAnswers` for each exercise, each said and different from the
/// starter and the solution.
extension ExerciseList {
  /// The fewest wrong answers an exercise may have.
  public static let fewestWrongAnswers = 3
  /// Where the tests' file of wrong answers is written.
  public static let wrongAnswersTestFile = "Tests/ExerciseTests/WrongAnswers.swift"
  static let wrongMark = "// Wrong: "

  /// One wrong answer, read.
  struct WrongAnswer {
    /// Relative to the package's root.
    let path: String
    let exercise: String
    /// The file's slug as a type name: `fixed-radius` gives `FixedRadius`.
    let typeName: String
    let text: String
  }

  /// The wrong answers of an exercise, by file name.
  func wrongAnswers(_ chapter: Chapter, _ name: String) -> [WrongAnswer] {
    let folder = "\(chapter.folder)/WrongAnswers/\(name)"
    let files =
      (try? FileManager.default.contentsOfDirectory(
        atPath: packageRoot.appendingPathComponent(folder).path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
      let path = "\(folder)/\(file)"
      guard
        let text = try? String(
          contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      else { return nil }
      let slug = file.dropLast(".swift".count).split { !$0.isLetter && !$0.isNumber }
        .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      return WrongAnswer(path: path, exercise: name, typeName: name + slug, text: text)
    }
  }

  /// What is wrong with the wrong answers, a sentence each; empty if nothing.
  public func wrongAnswerProblems() -> [String] {
    var problems: [String] = []
    for chapter in chapters {
      for name in chapter.names {
        let answers = wrongAnswers(chapter, name)
        let id = chapter.id(of: name) ?? name
        if answers.count < Self.fewestWrongAnswers {
          problems.append(
            "\(id) (\(name)) has \(answers.count) wrong answer\(answers.count == 1 ? "" : "s") in "
              + "\(chapter.folder)/WrongAnswers/\(name)/; it needs at least "
              + "\(Self.fewestWrongAnswers), the mistakes a student would plausibly hand in")
        }
        let starter = try? String(
          contentsOf: packageRoot.appendingPathComponent(
            "\(chapter.folder)/Starters/\(name).swift"),
          encoding: .utf8)
        for answer in answers {
          let lines = answer.text.components(separatedBy: "\n")
          let said = lines.first?.hasPrefix(Self.wrongMark) == true
          let reason = lines.first.map { $0.dropFirst(Self.wrongMark.count) } ?? ""
          if !said || reason.trimmingCharacters(in: .whitespaces).count < 10
            || reason.contains("TODO")
          {
            problems.append(
              "\(answer.path) must start with `\(Self.wrongMark)<the mistake, and why the "
                + "check must reject it>`")
          }
          if Self.extensionBody(of: answer.text) == nil {
            problems.append(
              "\(answer.path) must hold imports and one `extension StudentWork { ... }`, and "
                + "nothing else, as a student's file does")
          }
          if let starter, Self.code(answer.text) == Self.code(starter) {
            problems.append(
              "\(answer.path) is the starter itself; a wrong answer is a mistake of its own")
          }
        }
      }
    }
    return problems
  }

  /// A file's code, without its comment lines and blank lines.
  static func code(_ text: String) -> [String] {
    text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  /// The lines inside a student's file's one `extension StudentWork { ... }`, if the file
  /// is imports, comments and that extension only.
  static func extensionBody(of text: String) -> [String]? {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "extension StudentWork {"),
      let end = lines.lastIndex(of: "}"), end > start
    else { return nil }
    let outside = lines[..<start] + lines[(end + 1)...]
    guard
      outside.allSatisfy({
        $0.isEmpty || $0.hasPrefix("//") || $0.hasPrefix("import ")
      })
    else { return nil }
    return Array(lines[(start + 1)..<end])
  }

  /// The tests' file: every wrong answer in a namespace of its own, and the list of them.
  func wrongAnswersTestText(slots: [String: [Slot]], kits: [String]) -> String {
    var lines = [
      "// Generated by `workbook-run exercises --write` from Chapters/*/WrongAnswers/: do not",
      "// edit it.",
    ]
    lines += (kits.sorted() + ["Workbook"]).map { "import \($0)" }
    lines += [""]
    lines += Self.comment(
      "The wrong answers the exercises' checks must reject, each in a namespace of its own "
        + "and served as its exercise's runner serves the student's functions.", prefix: "/// ")
    var namespaces: [String] = []
    var table: [String] = []
    var bodies: [String] = []
    for chapter in chapters {
      for name in chapter.names {
        for answer in wrongAnswers(chapter, name) {
          guard let body = Self.extensionBody(of: answer.text) else { continue }
          namespaces.append("  enum \(answer.typeName) {}")
          table += [
            "  WrongAnswer(",
            "    exercise: \"\(name)\",",
            "    file: \"\(answer.path)\",",
            "    served: { WrongAnswers.\(answer.typeName).served }),",
          ]
          bodies += ["", "extension WrongAnswers.\(answer.typeName) {"]
          bodies += ["  typealias StudentWork = WrongAnswers.\(answer.typeName)", ""]
          bodies += ["  static var served: [ExerciseProgram.Served] {", "    ["]
          bodies += Self.servedLines(slots[name] ?? [])
          bodies += ["    ]", "  }", ""]
          bodies += body
          bodies.append("}")
        }
      }
    }
    lines += ["enum WrongAnswers {"] + namespaces + ["}", ""]
    lines += [
      "/// Every wrong answer: its exercise, its file, and its functions.", "let wrongAnswers = [",
    ]
    lines += table + ["]"] + bodies + [""]
    return lines.joined(separator: "\n")
  }
}
