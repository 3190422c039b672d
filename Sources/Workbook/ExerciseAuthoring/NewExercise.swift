import Foundation

/// `workbook-run new-exercise`: a new exercise scaffolded (starter, check, solution) and
/// added to its chapter's list.
extension ExerciseList {
  /// A new exercise, scaffolded and registered.
  public struct AddedExercise: Sendable, Equatable {
    /// Its id: `<chapter>.<place>`.
    public let id: String
    /// Its name, the name of its files.
    public let name: String
    /// The hand-written files it starts with, relative to the package's root.
    public let created: [String]
    /// The list and what regenerating wrote.
    public let written: [String]
  }

  /// Adds exercise `name` (a type name, `TicketNotches`) at the end of chapter `number`'s
  /// list: writes its starter (and untouched copy), solution and check, each with TODOs
  /// that make the tests fail until they are filled in, then writes every generated file.
  /// Existing files are never replaced.
  public static func addExercise(
    _ name: String, toChapter number: Int, packageRoot: URL, function: ExerciseFunction? = nil
  ) throws(ExerciseListError) -> AddedExercise {
    let list = try read(packageRoot: packageRoot)
    guard let chapter = list.chapters.first(where: { $0.number == number }) else {
      throw .unknownChapter(number, valid: list.chapters.map(\.number))
    }
    let listFile = "\(chapter.folder)/\(listFileName)"
    guard isTypeName(name) else { throw .notATypeName(file: listFile, line: nil, entry: name) }
    if let other = list.chapters.first(where: {
      $0.names.contains { $0.lowercased() == name.lowercased() }
    }) {
      throw .duplicate(
        file: listFile, line: nil, name: name, first: "\(other.folder)/\(listFileName)")
    }
    let function = function ?? ExerciseFunction(defaultNamed: lowerFirst(name))
    let files = scaffold(name: name, function: function)
    let created = files.map { "\(chapter.folder)/\($0.path)" }
    let existing = created.filter {
      FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent($0).path)
    }
    guard existing.isEmpty else { throw .wouldReplace(existing) }
    var listText = try list.readText(listFile)
    if !listText.isEmpty, !listText.hasSuffix("\n") { listText += "\n" }
    for (path, text) in zip(
      created + [listFile], files.map(\.text) + [listText + name + ": " + function.name + "\n"])
    {
      let url = packageRoot.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(
          to: url, options: path == listFile ? .atomic : .withoutOverwriting)
      } catch {
        throw .cannotWrite(file: path, reason: error.localizedDescription)
      }
    }
    let report = try read(packageRoot: packageRoot).write()
    return AddedExercise(
      id: "\(number).\(chapter.names.count + 1)", name: name, created: created,
      written: [listFile] + report.written)
  }

  /// A new exercise's hand-written files, relative to its chapter's folder: the
  /// student's `function` in the starter and the solution, a slot of its type in the
  /// check. The starter has no header yet: writing the generated files adds it.
  static func scaffold(name: String, function: ExerciseFunction) -> [(path: String, text: String)] {
    let slotName = function.name
    func declared(_ extending: String, _ body: [String]) -> String {
      var lines = ["import Workbook", "", "extension \(extending) {"]
      if extending == "StudentWork" {
        lines += comment("TODO: say what this function must do.", prefix: "  /// ")
      }
      lines += wrappedDeclaration(function.declaration + " {", indent: "  ")
      lines += body.map { "    " + $0 }
      lines += ["  }", "}", ""]
      return lines.joined(separator: "\n")
    }
    let body = function.placeholderBody
    let starter = declared(
      "StudentWork", body.hasPrefix("//") ? [body] : ["// Write your code here.", body])
    let solution = declared(
      "Solutions", ["// TODO: the reference solution."] + (body.hasPrefix("//") ? [] : [body]))
    let slot = comment(
      "The student's `\(function.displayName)`, while their exercise program runs.",
      prefix: "  /// ")
    // As swift-format lays it out, for any length of name and type.
    let missing = "missing(\"\(function.displayName)\")"
    let arguments =
      function.parameters.isEmpty
      ? "" : " " + function.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
    let slotLine =
      "  @TaskLocal public static var \(slotName): \(function.slotType) = {\(arguments)"
    let declaration =
      fits(slotLine) && fits("    " + missing)
      ? [slotLine, "    " + missing, "  }"]
      : [
        "  @TaskLocal public static var \(slotName):",
        "    \(function.slotType) = {\(arguments)",
        "      \(missing)", "    }",
      ]
    let drawsAPath = function.parameters.isEmpty && function.returnType == "UIBezierPath"
    let figure =
      drawsAPath
      ? """
        figure: { attempt in
          let path = attempt.pick(
            student: Student.\(slotName),
            solution: Solutions.\(slotName))()
          let layer = CAShapeLayer()
          layer.bounds = CGRect(x: 0, y: 0, width: 96, height: 64)
          layer.path = path.cgPath
          return Figure(of: layer)
        },
      """
      : """
        figure: { attempt in
          // TODO: draw what the attempt does, with
          //   attempt.pick(student: Student.\(slotName), solution: Solutions.\(slotName))
          Figure(art: ["TODO: the figure"])
        },
      """
    let checkExample =
      drawsAPath
      ? """
          // TODO: check behaviour, for example with the path drawn as in `figure` above:
          //   return CheckResult.sequence([{ Expect.inside(CGPoint(x: 10, y: 10), of: path) }])

      """
      : """
          // TODO: check behaviour: call the attempt's function, as in `figure` above, and
          // compare what it returns with `Expect.value`, `Expect.inside` and the like.

      """
    let check = """
      import Workbook

      extension Student {
      \(slot.joined(separator: "\n"))
      \(declaration.joined(separator: "\n"))
      }

      let \(lowerFirst(name))Exercise = Exercise(
        title: "TODO a title",
        task: \"\"\"
          TODO: what the student must do, in a few sentences.
          \"\"\",
        hints: [
          "TODO: a gentle hint.",
          "TODO: a more explicit hint.",
        ],
      \(figure)
        check: { attempt in
      \(checkExample)    // Compare with the solution through `Answers.value("<id> ...") { ... }` (what a
          // student edition records), and also on inputs drawn afresh when graded, which
          // no edition records, so that a table of recorded answers cannot pass:
          //   Answers.fresh("<id> ...", count: 4) { inputs in ... }
          // (Chapter 3's Checks/SnapRuleCheck.swift does both.)
          .fail("the check of this exercise is not written yet: edit its file in Checks/")
        })

      """
    // Three wrong answers to write: each the starter for now, which the lint refuses
    // until each is a mistake of its own that says what it is.
    let wrong = starter.replacingOccurrences(
      of: "import Workbook\n",
      with: "\(wrongMark)TODO: the mistake, and why the check must reject it.\nimport Workbook\n")
    return [
      ("Starters/\(name).swift", starter),
      ("Exercises/\(name).swift", starter),
      ("Solutions/\(name)Solution.swift", solution),
      ("Checks/\(name)Check.swift", check),
    ] + (1...fewestWrongAnswers).map { ("WrongAnswers/\(name)/wrong-\($0).swift", wrong) }
  }

  /// A declaration line as swift-format breaks it when it is too long: the parameters
  /// on a line of their own, then the closing parenthesis and the rest.
  static func wrappedDeclaration(_ line: String, indent: String) -> [String] {
    guard !fits(indent + line), let open = line.firstIndex(of: "("),
      let close = line.lastIndex(of: ")"), open < close
    else { return [indent + line] }
    return [
      indent + line[...open], indent + "  " + line[line.index(after: open)..<close],
      indent + line[close...],
    ]
  }
}
