import BookChapters
import ExerciseAuthoring
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

/// The tests of this file, as one suite: `swift test --filter ExerciseListTests`.
@Suite struct ExerciseListTests {}

/// Each exercise is declared once, in its chapter's `exercises.txt`; everything that
/// follows from the lists is generated (`ExerciseList`).

extension ExerciseListTests {
  @Test func generatedFilesAreInSyncWithTheLists() throws {
    let list = try ExerciseList.read(packageRoot: packageRoot)
    #expect(list.chapters.map(\.number) == allChapters.map(\.number))
    for (listed, chapter) in zip(list.chapters, allChapters) {
      #expect(listed.names == chapter.exercises.map(\.name))
      #expect(listed.names.compactMap(listed.id(of:)) == chapter.exercises.map(\.id))
    }
    // A student's edited exercise is theirs (unless the run is `thorough`, which proves the starters).
    let differences = try list.differences().filter {
      thorough || $0.reason != .studentWork
    }
    #expect(
      differences.isEmpty,
      "run 'swift run workbook-run exercises --write':\n\(differences.map(\.description))")
  }
}

/// A copy of what the generator reads and writes: Package.swift and each chapter's list,
/// Checks/, Exercises/, Starters/ and Kit/ (and the formatter's settings, for linting).
func copyOfTheLists() throws -> URL {
  let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
    "workbook-lists-\(UUID().uuidString)")
  let manager = FileManager.default
  var paths = ["Package.swift", ".swift-format"]
  for module in try manager.contentsOfDirectory(atPath: packageRoot.path + "/Chapters")
  where manager.fileExists(
    atPath: packageRoot.path + "/Chapters/\(module)/\(ExerciseList.listFileName)")
  {
    paths += ["exercises.txt", "Checks", "Exercises", "Starters", "Kit"].map {
      "Chapters/\(module)/\($0)"
    }.filter { manager.fileExists(atPath: packageRoot.appendingPathComponent($0).path) }
  }
  do {
    for path in paths {
      let target = copy.appendingPathComponent(path)
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: packageRoot.appendingPathComponent(path), to: target)
    }
    // The copy starts from the untouched starters, whatever the student has written in
    // this checkout: a student's solved or half-written files never change what these
    // tests see (and never turn the README's test command red).
    for module in try manager.contentsOfDirectory(atPath: copy.path + "/Chapters") {
      let chapter = copy.appendingPathComponent("Chapters/\(module)")
      let starters = chapter.appendingPathComponent("Starters")
      for name in (try? manager.contentsOfDirectory(atPath: starters.path)) ?? []
      where name.hasSuffix(".swift") {
        let exercise = chapter.appendingPathComponent("Exercises/\(name)")
        try? manager.removeItem(at: exercise)
        try manager.copyItem(at: starters.appendingPathComponent(name), to: exercise)
      }
    }
  } catch {
    // A copy that could not be finished is not left in the temporary folder.
    try? manager.removeItem(at: copy)
    throw error
  }
  return copy
}

/// `swift format lint --strict` on `files`: its complaints, empty if none.
func lintComplaints(_ files: [URL]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift", "format", "lint", "--strict"] + files.map(\.path)
  let errors = Pipe()
  process.standardOutput = errors
  process.standardError = errors
  try process.run()
  let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return process.terminationStatus == 0 ? text : "exit \(process.terminationStatus)\n" + text
}

/// Names around the 100-column edge of the generated lines that name an exercise twice
/// (a list entry breaks from 32 letters on, a runner's binding from 31), and a long one.
let newNames = [
  1: "A" + String(repeating: "b", count: 29),
  2: "C" + String(repeating: "d", count: 30),
  3: "E" + String(repeating: "f", count: 31),
  4: "Gh",
  5: "I" + String(repeating: "j", count: 59),
]

extension ExerciseListTests {
  @Test func addingAnExerciseToEveryChapterKeepsThePackageLintCleanAndInSync() throws {
    let root = try copyOfTheLists()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try ExerciseList.read(packageRoot: root)
    var touched: Set<String> = ["Package.swift"]
    for chapter in before.chapters {
      let name = try #require(newNames[chapter.number])
      let added = try ExerciseList.addExercise(name, toChapter: chapter.number, packageRoot: root)
      #expect(added.id == "\(chapter.number).\(chapter.names.count + 1)")
      touched.formUnion((added.created + added.written).filter { $0.hasSuffix(".swift") })
    }
    let after = try ExerciseList.read(packageRoot: root)
    for (old, new) in zip(before.chapters, after.chapters) {
      #expect(new.names == old.names + [newNames[old.number] ?? ""])
    }
    #expect(try after.differences().isEmpty)

    // The manifest's generated list holds every name, in order, one a line.
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let generated = manifest.components(separatedBy: "\n")
      .drop { !$0.hasPrefix("let chapters:") }
      .prefix { !$0.hasPrefix("// The end of the generated list") }
    let listed =
      generated
      .filter { $0.hasPrefix("      \"") }
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \",")) }
    #expect(listed == after.chapters.flatMap(\.names))
    #expect(manifest.components(separatedBy: "\n").allSatisfy { $0.count <= 100 })

    let longest = try #require(newNames[5])
    // Its id follows the chapter's last exercise, however many an instructor has added.
    let id = "5.\(try #require(before.chapters.first { $0.number == 5 }).names.count + 1)"
    let runner = try String(
      contentsOf: root.appendingPathComponent(
        "Chapters/Chapter5Overlay/Exercises/Run/Run\(longest).swift"), encoding: .utf8)
    // The program serves the student's functions; the check stays with the chapter.
    #expect(runner.contains("ExerciseProgram.serve(["))
    #expect(!runner.contains("Chapter5Overlay\n"))
    let starter = try String(
      contentsOf: root.appendingPathComponent(
        "Chapters/Chapter5Overlay/Exercises/\(longest).swift"),
      encoding: .utf8)
    #expect(starter.contains("// Exercise \(id): TODO a title."))

    let complaints = try lintComplaints(touched.sorted().map { root.appendingPathComponent($0) })
    #expect(complaints.isEmpty, "\(complaints)")
    // A second time, nothing is replaced.
    #expect(throws: ExerciseListError.self) {
      try ExerciseList.addExercise("Gh", toChapter: 4, packageRoot: root)
    }
  }

  @Test(arguments: [
    ("Round-Hole", "is not an exercise name"),
    ("roundHole", "is not an exercise name"),
    ("EvenOddHole", "is already listed at Chapters/Chapter1Holes/exercises.txt:"),
    ("NoSuchExercise", "has no check file Chapters/Chapter1Holes/Checks/NoSuchExerciseCheck.swift"),
  ])
  func aBadListEntryIsReportedWithItsFileAndLine(entry: String, complaint: String) throws {
    let root = try copyOfTheLists()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Chapters/Chapter1Holes/exercises.txt")
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    try Data((lines + ["  \(entry)  # added"]).joined(separator: "\n").utf8).write(to: file)
    do {
      _ = try ExerciseList.read(packageRoot: root)
      Issue.record("'\(entry)' was accepted")
    } catch {
      let place = "Chapters/Chapter1Holes/exercises.txt:\(lines.count + 1): '\(entry)'"
      #expect(error.description.hasPrefix(place), "\(error)")
      #expect(error.description.contains(complaint), "\(error)")
    }
  }

  @Test func writingNeverReplacesAStudentsWork() throws {
    let root = try copyOfTheLists()
    defer { try? FileManager.default.removeItem(at: root) }
    let chapter = root.appendingPathComponent("Chapters/Chapter1Holes")
    func text(_ path: String) throws -> String {
      try String(contentsOf: chapter.appendingPathComponent(path), encoding: .utf8)
    }
    // A student's work on 1.2; then the instructor swaps 1.1 and 1.2.
    let work = try text("Exercises/RoundHole.swift") + "// the student's work\n"
    try Data(work.utf8).write(to: chapter.appendingPathComponent("Exercises/RoundHole.swift"))
    let list = try text("exercises.txt")
    let swapped = list.replacingOccurrences(
      of: "EvenOddHole: cutEvenOddHole\nRoundHole: roundHolePath",
      with: "RoundHole: roundHolePath\nEvenOddHole: cutEvenOddHole")
    #expect(swapped != list)
    try Data(swapped.utf8).write(to: chapter.appendingPathComponent("exercises.txt"))

    let report = try ExerciseList.read(packageRoot: root).write()
    #expect(report.keptStudentWork == ["Chapters/Chapter1Holes/Exercises/RoundHole.swift"])
    #expect(try text("Exercises/RoundHole.swift") == work)
    #expect(try text("Starters/RoundHole.swift").contains("// Exercise 1.1: A round window."))
    // The untouched one follows its copy.
    #expect(
      try text("Exercises/EvenOddHole.swift").contains("// Exercise 1.2: Cut an even-odd hole."))
    #expect(try text("Exercises/EvenOddHole.swift") == text("Starters/EvenOddHole.swift"))
    #expect(try text("Exercises/Run/RunRoundHole.swift").contains("exercise 1.1"))
    #expect(
      try ExerciseList.read(packageRoot: root).differences().map(\.path) == [
        "Chapters/Chapter1Holes/Exercises/RoundHole.swift"
      ])
  }

  @Test func aRunnerServesWhatItsCheckSays() throws {
    let list = try ExerciseList.read(packageRoot: packageRoot)
    let files = try list.generatedFiles()
    let runners = files.filter { $0.kind == .runner }
    let passThrough = try #require(runners.first { $0.path.hasSuffix("RunPassThrough.swift") })
    // A binding the check names is served as written, in the chapter's kit's harness.
    #expect(passThrough.text.contains("TouchHarness.hits(StudentWork.TouchContainer.init("))
    #expect(passThrough.text.contains("@_exported import Chapter5OverlayKit"))
    let headerFade = try #require(runners.first { $0.path.hasSuffix("RunHeaderFade.swift") })
    #expect(
      headerFade.text.contains(
        """
            ExerciseProgram.serve([
              .function("headerAlpha", StudentWork.headerAlpha),
              .function("headerShift", StudentWork.headerShift),
            ])
        """))
    // No runner imports its chapter, which holds the check and the solution.
    #expect(runners.allSatisfy { !$0.text.contains("import Chapter3Layouts\n") })
    let list3 = try #require(
      files.first { $0.path.hasSuffix("Chapter3Layouts/Checks/AllExercises.swift") })
    // Each slot bound by a function of its own, left unoptimised (swiftlang/swift#88321).
    #expect(
      list3.text.contains(
        "headerFadeExercise.numbered(\"3.3\", name: \"HeaderFade\", student: studentHeaderFade)"))
    #expect(
      list3.text.contains(
        """
        @_optimize(none)
        private func studentHeaderFade(_ calls: any StudentCalls, _ body: @MainActor () -> Void) {
          Student.$headerAlpha.withValue(
            calls.function("headerAlpha"), operation: { studentHeaderFade1(calls, body) })
        }
        """))
    #expect(
      list3.text.contains(
        """
        private func studentHeaderFade1(_ calls: any StudentCalls, _ body: @MainActor () -> Void) {
          Student.$headerShift.withValue(calls.function("headerShift"), operation: body)
        }
        """))
  }

  /// `new-exercise --function`: the student's function as the instructor declares it, in
  /// the starter, the solution, the check's slot and the runner, lint-clean as written.
  @Test func anExerciseWithAFunctionOfItsOwnIsScaffoldedLintClean() throws {
    let root = try copyOfTheLists()
    defer { try? FileManager.default.removeItem(at: root) }
    let signatures = [
      2: "tabShadow(in rect: CGRect) -> UIBezierPath",
      5: "static func notchHeight(forVelocity velocity: CGFloat, notches: [CGFloat], "
        + "dismissible: Bool, translation: CGPoint) -> CGFloat?",
    ]
    var touched: Set<String> = ["Package.swift"]
    for (number, signature) in signatures.sorted(by: { $0.key < $1.key }) {
      let function = try ExerciseFunction(parsing: signature)
      let added = try ExerciseList.addExercise(
        "Own\(number)", toChapter: number, packageRoot: root, function: function)
      touched.formUnion((added.created + added.written).filter { $0.hasSuffix(".swift") })
      let folder = root.appendingPathComponent(added.created[0]).deletingLastPathComponent()
        .deletingLastPathComponent()
      let starter = try String(
        contentsOf: folder.appendingPathComponent("Exercises/Own\(number).swift"), encoding: .utf8)
      let check = try String(
        contentsOf: folder.appendingPathComponent("Checks/Own\(number)Check.swift"),
        encoding: .utf8)
      let runner = try String(
        contentsOf: folder.appendingPathComponent("Exercises/Run/RunOwn\(number).swift"),
        encoding: .utf8)
      let squeezed = starter.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
      #expect(squeezed.contains(function.declaration))
      #expect(check.contains("@TaskLocal public static var \(function.name):"))
      #expect(check.contains("missing(\"\(function.displayName)\")"))
      #expect(runner.contains(".function(\"\(function.name)\", StudentWork.\(function.name))"))
    }
    let complaints = try lintComplaints(touched.sorted().map { root.appendingPathComponent($0) })
    #expect(complaints.isEmpty, "\(complaints)")
  }

  @Test(arguments: [
    ("tabShadow", "needs a parameter list"),
    ("TabShadow(in rect: CGRect)", "is not a function name"),
    ("tabShadow(rect CGRect)", "is not a parameter"),
    ("tabShadow() => Int", "is not '-> Type'"),
    ("tabShadow(in rect: CGRect", "needs a parameter list"),
  ])
  func aBadSignatureSaysWhatIsWrong(signature: String, complaint: String) {
    #expect {
      try ExerciseFunction(parsing: signature)
    } throws: { error in
      "\(error)".contains(complaint) && "\(error)".contains("like 'tabShadow(in rect: CGRect)")
    }
  }

  @Test func aSignatureIsReadWhole() throws {
    let function = try ExerciseFunction(
      parsing: "snap(_ offset: CGFloat, velocity v: CGFloat, sizes: [String: (Int, Int)]) -> Bool")
    #expect(function.displayName == "snap(_:velocity:sizes:)")
    #expect(
      function.slotType == "@MainActor @Sendable (CGFloat, CGFloat, [String: (Int, Int)]) -> Bool")
    #expect(function.placeholderBody == "false")
    #expect(try ExerciseFunction(parsing: "draw(in view: UIView)").returnType == nil)
  }

  /// The copies these tests make hold the untouched starters, not the student's files: a
  /// student's work in progress in this checkout changes nothing they check.
  @Test func theListsCopyStartsFromTheUntouchedStarters() throws {
    let root = try copyOfTheLists()
    defer { try? FileManager.default.removeItem(at: root) }
    let list = try ExerciseList.read(packageRoot: root)
    #expect(try list.differences().isEmpty)
    for chapter in list.chapters {
      for name in chapter.names {
        let folder = root.appendingPathComponent("Chapters/\(chapter.module)")
        let exercise = try String(
          contentsOf: folder.appendingPathComponent("Exercises/\(name).swift"), encoding: .utf8)
        let starter = try String(
          contentsOf: folder.appendingPathComponent("Starters/\(name).swift"), encoding: .utf8)
        #expect(exercise == starter, "\(name)")
      }
    }
  }
}

/// The slots are data in the lists; the check files that declare them are read only to
/// cross-check them.
@Suite struct ListedSlotsTests {
  /// Every exercise's listed slots (and bindings) are what its check file declares.
  @Test func theListsAndTheCheckFilesAgree() throws {
    let list = try ExerciseList.read(packageRoot: packageRoot)
    #expect(try list.slotDisagreements() == [])
  }

  /// A slot the list gives that the check does not declare, a binding the check does not
  /// say, and an entry with no slots are each reported, naming the file.
  @Test func aListThatDisagreesWithItsCheckIsReported() throws {
    let root = try copyOfTheLists()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Chapters/Chapter4Decorations/exercises.txt")
    let text = try String(contentsOf: file, encoding: .utf8)
    let edited =
      text
      .replacingOccurrences(of: "OneShadow: drawCard", with: "OneShadow: drawCards")
      .replacingOccurrences(
        of: "sectionsToDecorate = servingCardFrames(StudentWork.sectionsToDecorate)",
        with: "sectionsToDecorate")
    #expect(edited != text)
    try Data(edited.utf8).write(to: file)
    let disagreements = try ExerciseList.read(packageRoot: root).slotDisagreements()
    #expect(disagreements.count == 2)
    #expect(disagreements.allSatisfy { $0.hasPrefix("Chapters/Chapter4Decorations/exercises.txt") })
    #expect(disagreements.contains { $0.contains("OneShadow's slots as drawCards") })

    try Data(text.replacingOccurrences(of: "Fillet: filletPath", with: "Fillet").utf8)
      .write(to: file)
    #expect {
      try ExerciseList.read(packageRoot: root)
    } throws: { error in
      "\(error)".hasPrefix("Chapters/Chapter4Decorations/exercises.txt:")
        && "\(error)".contains("'Fillet' lists no slots")
    }
  }
}

extension ExerciseListTests {
  /// Each exercise lists at least three wrong answers, each saying its mistake.
  @Test func everyExerciseHasItsWrongAnswers() throws {
    let problems = try ExerciseList.read(packageRoot: packageRoot).wrongAnswerProblems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
