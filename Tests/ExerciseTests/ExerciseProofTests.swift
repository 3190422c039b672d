import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

/// The tests of this file, as one suite: `swift test --filter ExerciseProofTests`.
@Suite struct ExerciseProofTests {}

extension ExerciseProofTests {
  /// No check is vacuous: each reference solution passes it and each untouched starter
  /// fails it.
  ///
  /// A starter still untouched (equal to its copy in `Starters/`) is proven: its exercise
  /// program, built beside this bundle, must report a failure. A plain `swift test` proves
  /// the last exercise of each chapter, where `new-exercise` puts a new one, so an
  /// instructor's new exercise whose starter already passes turns `swift test` red, naming
  /// it. A starter a student has edited is theirs, and is skipped. Under the
  /// project's own switch, `WORKBOOK_THOROUGH=1` (which `.ci/run` sets), every
  /// starter must be untouched, so that all of them are proven.
  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"), arguments: allExercises)
  func referenceSolutionPassesItsCheck(shown: ShownExercise) {
    let result = shown.exercise.check(.solution)
    #expect(
      result.passed,
      "the reference solution of \(shown.exercise.id) fails its own check: \(result.message)")
  }

  /// Grading draws each check's fresh inputs anew (`Answers.fresh`): whatever it draws, the
  /// reference solution passes, so an honest student is never failed by an unlucky draw.
  /// (Four draws each when `thorough`, one in a student's run; a range that admits an input
  /// the task does not cover shows up.)
  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"), arguments: allExercises)
  func referenceSolutionPassesFreshInputs(shown: ShownExercise) {
    var starts = FreshInputs(0x5EED_CA5E)
    for _ in 0..<(thorough ? 4 : 1) {
      let start = starts.next()
      let result = Answers.$freshInputs.withValue(start) { shown.exercise.check(.solution) }
      #expect(
        result.passed,
        "the reference solution of \(shown.exercise.id) fails the inputs drawn from \(start): \(result.message)"
      )
    }
  }

  /// Every exercise's starter when `thorough`; in a student's run, the last exercise of
  /// each chapter (where `new-exercise` puts a new one), each program a process to start.
  @Test(arguments: thorough ? allExercises : lastOfEachChapter)
  func untouchedStarterFailsItsCheck(shown: ShownExercise) throws {
    let exercise = shown.exercise
    guard let untouched = exercise.starterIsUntouched(in: shown.chapter.directory) else {
      Issue.record(
        "exercise \(exercise.id) needs both Exercises/ and Starters/\(exercise.name).swift")
      return
    }
    guard untouched else {
      if thorough {
        let why =
          "to prove the starters, every starter must be untouched: "
          + "Exercises/\(exercise.name).swift differs from Starters/\(exercise.name).swift"
        Issue.record(Comment(rawValue: why))
      }
      return
    }
    let program = try #require(
      exerciseProgram(exercise), "\(exercise.name)Exercise must be built beside the tests")
    let result = try #require(
      try runExerciseProgram(program, exercise), "the program wrote no sealed result")
    let why =
      "the untouched starter of exercise \(exercise.id) (\(exercise.name)) passes its check, so "
      + "the check proves nothing: make the starter compile but not do the task"
    #expect(!result.passed, Comment(rawValue: why))
  }

  @Test(arguments: allExercises)
  func exerciseIsComplete(shown: ShownExercise) throws {
    let exercise = shown.exercise
    let todo = "TODO"
    #expect(
      !exercise.title.isEmpty && !exercise.title.contains(todo), "\(exercise.id) needs a title")
    #expect(
      exercise.task.count >= 40 && !exercise.task.contains(todo),
      "\(exercise.id) needs a task of a few sentences")
    #expect(
      exercise.hints.count >= 2, "\(exercise.id) needs at least two hints, gentle to explicit")
    #expect(
      exercise.hints.allSatisfy { !$0.isEmpty && !$0.contains(todo) },
      "\(exercise.id) has an unwritten hint")
    #expect(Set(exercise.hints).count == exercise.hints.count, "\(exercise.id) repeats a hint")
    let files = exercise.files(in: shown.chapter.directory)
    for file in [files.starter, files.pristineStarter, files.solution, files.check] {
      #expect(
        FileManager.default.fileExists(atPath: file.path), "\(exercise.id) is missing \(file.path)")
    }
    let starter = try String(contentsOf: files.pristineStarter, encoding: .utf8)
    let solution = try String(contentsOf: files.solution, encoding: .utf8)
    // (In a student edition the solution's file is the starter, on purpose.)
    #expect(
      !hasSolutions || essentialCode(starter) != essentialCode(solution),
      "the solution of \(exercise.id) is the same code as its starter")
    #expect(!solution.contains(todo), "the solution of \(exercise.id) still has a TODO")
    #expect(!exercise.figure(.solution).art.isEmpty, "\(exercise.id) has an empty goal figure")
  }

  @Test func exerciseIdsAreUniqueAndNumberedInChapterOrder() {
    for chapter in allChapters {
      let ids = chapter.exercises.map(\.id)
      #expect(
        ids == (0..<ids.count).map { "\(chapter.number).\($0 + 1)" },
        "chapter \(chapter.number): \(ids)")
      let names = chapter.exercises.map { $0.name.lowercased() }
      #expect(Set(names).count == names.count, "chapter \(chapter.number) repeats an exercise name")
    }
  }

  @Test func chapterOneHasAtLeastFourExercises() {
    #expect((allChapters.first { $0.number == 1 }?.exercises.count ?? 0) >= 4)
  }

  /// A chapter's app code (`App/`) imports `UIKit` and nothing else, as in an app, but for a
  /// third-party library with a stand-in in `Tests/ThirdPartySDK`, imported only inside
  /// `#if canImport(...)` of it, so that the workbook, which has no such library, leaves the
  /// code out (its `Screens/`, compiled only into the exported iOS app, may import MapKit); its
  /// figure code, exercise and check files import `Workbook` and nothing else. A direct
  /// `import Foundation` would make Foundation's `CGRect.intersects` (and, on a Mac, Core
  /// Graphics' `CGPath`, `CGContext`, `CGColor`, ...) clash with the model's. (The exercise
  /// runners in `Exercises/Run/` also import the chapter they run; the checks may use the
  /// engine's SPI.)
  @Test func chapterFilesImportUIKitOrWorkbookOnly() throws {
    let chapters = try #require(allChapters.first).packageRoot.appendingPathComponent("Chapters")
    let enumerator = FileManager.default.enumerator(atPath: chapters.path)
    let thirdParty = Set(
      (try? FileManager.default.contentsOfDirectory(
        atPath: chapters.deletingLastPathComponent().appendingPathComponent("Tests/ThirdPartySDK")
          .path)) ?? [])
    var offenders: [String] = []
    var seen = 0
    while let file = enumerator?.nextObject() as? String {
      guard file.hasSuffix(".swift"), file.hasPrefix("Chapter"), !file.hasPrefix("BookChapters")
      else { continue }
      seen += 1
      let text = try String(contentsOf: chapters.appendingPathComponent(file), encoding: .utf8)
      for line in text.components(separatedBy: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import") else { continue }
        guard words.first == "import" || words.first == "@_exported" || words.first == "@testable"
        else { continue }
        let module = words.dropFirst(index + 1).first.map(String.init) ?? ""
        let app = file.contains("/App/")  // app code: UIKit only
        let screens = file.contains("/Screens/")  // the iOS app's own: Apple's frameworks
        let engine = file.contains("/Checks/") && line.hasPrefix("@_spi(Engine) import UIKitModel")
        let guardedLibrary =
          thirdParty.contains(module) && text.contains("#if canImport(\(module))")
        let allowed =
          app
          ? module == "UIKit" || guardedLibrary
          : screens
            ? ["UIKit", "MapKit"].contains(module)
            // The rest of a chapter may import its own kit (`Kit/`): the checks, the
            // solutions, the runners, and a student's file (as a solution copied in does).
            : module == "Workbook" || engine
              || (module.hasSuffix("Kit") && file.hasPrefix(module.dropLast(3) + "/"))
        if !allowed { offenders.append("\(file): \(line)") }
      }
    }
    #expect(seen > 50)
    #expect(
      offenders.isEmpty,
      "App/ imports UIKit only, the rest Workbook only:\n\(offenders.joined(separator: "\n"))")
  }
}
