import Foundation

/// Every file written from the lists, what each should say, and writing them: each
/// text comes from its own generator (the manifest, the chapter lists, the runners,
/// the starters, the wrong answers).
extension ExerciseList {
  /// A file written from the lists, and the text it should have.
  public struct GeneratedFile: Sendable, Equatable {
    /// Which of the generated files it is.
    public enum Kind: String, Sendable {
      /// `Package.swift`, whose part between the marker lines is generated.
      case manifest
      /// `Checks/AllExercises.swift`.
      case chapterList
      /// `Exercises/Run/Run<Name>.swift`.
      case runner
      /// `Starters/<Name>.swift`: the untouched starter, its header written.
      case starterCopy
      /// `Exercises/<Name>.swift`: the student's file, written only while untouched.
      case starter
      /// The tests' file of every exercise's wrong answers (`wrongAnswersTestText`).
      case wrongAnswers
    }

    /// Relative to the package's root.
    public let path: String
    /// Which file it is.
    public let kind: Kind
    /// The whole text it should have.
    public let text: String
  }

  /// Every generated file's expected text.
  public func generatedFiles() throws(ExerciseListError) -> [GeneratedFile] {
    var files = [
      GeneratedFile(path: "Package.swift", kind: .manifest, text: try manifestText())
    ]
    var allSlots: [String: [Slot]] = [:]
    var kits: [String] = []
    for chapter in chapters {
      let slotsByName = chapter.slots
      files.append(
        GeneratedFile(
          path: "\(chapter.folder)/Checks/AllExercises.swift", kind: .chapterList,
          text: Self.chapterListText(chapter, slots: slotsByName)))
      let kit =
        FileManager.default.fileExists(
          atPath: packageRoot.appendingPathComponent("\(chapter.folder)/Kit").path)
        ? "\(chapter.module)Kit" : nil
      kits += kit.map { [$0] } ?? []
      allSlots.merge(slotsByName) { first, _ in first }
      for (index, name) in chapter.names.enumerated() {
        let id = "\(chapter.number).\(index + 1)"
        let check = "\(chapter.folder)/Checks/\(name)Check.swift"
        let checkText = try readText(check)
        let variable = Self.lowerFirst(name) + "Exercise"
        guard checkText.contains("let \(variable) = Exercise(") else {
          throw .noExerciseValue(file: check, expected: "let \(variable) = Exercise(")
        }
        files.append(
          GeneratedFile(
            path: "\(chapter.folder)/Exercises/Run/Run\(name).swift", kind: .runner,
            text: Self.runnerText(id: id, name: name, slots: slotsByName[name] ?? [], kit: kit)))
        let starter = Self.withHeader(
          Self.starterHeader(
            id: id, title: try Self.title(inCheck: checkText, file: check), chapter: chapter.number),
          in: try starterSource(chapter, name))
        files.append(
          GeneratedFile(
            path: "\(chapter.folder)/Starters/\(name).swift", kind: .starterCopy, text: starter))
        files.append(
          GeneratedFile(
            path: "\(chapter.folder)/Exercises/\(name).swift", kind: .starter, text: starter))
      }
    }
    if FileManager.default.fileExists(
      atPath: packageRoot.appendingPathComponent("Tests/ExerciseTests").path)
    {
      files.append(
        GeneratedFile(
          path: Self.wrongAnswersTestFile, kind: .wrongAnswers,
          text: wrongAnswersTestText(slots: allSlots, kits: kits)))
    }
    return files
  }

  /// A generated file whose text is not what the lists give.
  public struct Difference: Sendable, Equatable, CustomStringConvertible {
    /// Why a file differs.
    public enum Reason: Sendable, Equatable {
      /// There is no such file.
      case missing
      /// The file differs and `write()` rewrites it.
      case stale
      /// A student's file that differs from its untouched copy: `write()` leaves it.
      case studentWork
    }

    /// The file, relative to the package's root.
    public let path: String
    /// Why it differs.
    public let reason: Reason

    /// The difference in a sentence, with what to do.
    public var description: String {
      switch reason {
      case .missing: "\(path) is missing"
      case .stale: "\(path) is out of date"
      case .studentWork:
        "\(path) differs from its untouched copy in Starters/ (a student's work, or an "
          + "edited starter: `workbook-run exercises --write --starters` makes it the copy); "
          + "not rewritten"
      }
    }
  }

  /// The generated files that differ from what the lists give; none when all is in sync.
  public func differences() throws(ExerciseListError) -> [Difference] {
    try plan().map { Difference(path: $0.file.path, reason: $0.reason) }
  }

  /// What `write()` did.
  public struct WriteReport: Sendable, Equatable {
    /// The files written, relative to the package's root.
    public let written: [String]
    /// Students' files left as they are, because they differ from their untouched copy.
    public let keptStudentWork: [String]
  }

  /// Writes every generated file that differs, except a student's changed `Exercises/`
  /// file, which it reports.
  @discardableResult
  public func write() throws(ExerciseListError) -> WriteReport {
    let planned = try plan()
    for step in planned where step.reason != .studentWork {
      let url = packageRoot.appendingPathComponent(step.file.path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(step.file.text.utf8).write(to: url, options: .atomic)
      } catch {
        throw .cannotWrite(file: step.file.path, reason: error.localizedDescription)
      }
    }
    return WriteReport(
      written: planned.filter { $0.reason != .studentWork }.map(\.file.path),
      keptStudentWork: planned.filter { $0.reason == .studentWork }.map(\.file.path))
  }

  /// Each differing file, with why; read before anything is written, so a student's file
  /// is compared with its untouched copy as it was.
  func plan() throws(ExerciseListError) -> [(
    file: GeneratedFile, reason: Difference.Reason
  )] {
    var steps: [(file: GeneratedFile, reason: Difference.Reason)] = []
    for file in try generatedFiles() {
      let current = try? String(
        contentsOf: packageRoot.appendingPathComponent(file.path), encoding: .utf8)
      guard current != file.text else { continue }
      guard let current else {
        steps.append((file, .missing))
        continue
      }
      if file.kind == .starter {
        let copy = file.path.replacingOccurrences(of: "/Exercises/", with: "/Starters/")
        let untouched = try? String(
          contentsOf: packageRoot.appendingPathComponent(copy), encoding: .utf8)
        if current != untouched {
          steps.append((file, .studentWork))
          continue
        }
      }
      steps.append((file, .stale))
    }
    return steps
  }
}
