import Book
import Foundation
import Workbook

/// The programs grading builds from students' files.
extension Grading {
  /// The programs built from students' files, kept between runs in
  /// `.workbook/grading/programs/`: one a different file, however many students handed
  /// it in (a class's untouched or identical files are built once). Each is the student's
  /// file and the instructor's runner for it, built by `ProgramBuilder` against the
  /// instructor's engine; a file that does not compile keeps what the compiler said. The
  /// programs built against another engine library (an older build) are removed.
  public struct Programs: Sendable {
    /// `.workbook/grading/programs`.
    public let base: URL
    public let builder: ProgramBuilder
    /// The library's stamp: programs built against it are in a folder of that name.
    let stamp: String

    /// The programs under `base` for `builder`'s library; nil if it has none (call
    /// `builder.prepare()` first).
    public init?(base: URL, builder: ProgramBuilder) {
      guard let stamp = builder.libraryStamp else { return nil }
      self.base = base
      self.builder = builder
      self.stamp = stamp
    }

    var folder: URL { base.appendingPathComponent(stamp) }

    /// Removes the programs built against another library; returns what it removed.
    public func removeStale() -> [URL] {
      let manager = FileManager.default
      let names = (try? manager.contentsOfDirectory(atPath: base.path)) ?? []
      return names.filter { $0 != stamp }.compactMap { name in
        let stale = base.appendingPathComponent(name)
        return (try? manager.removeItem(at: stale)) == nil ? nil : stale
      }
    }

    /// What grading has for a student's file: a program to check, or why there is none.
    public enum Built: Sendable {
      case program(URL)
      case failed(ExerciseRunner.BuildFailure)
    }

    /// The program for `data` as the file of `exercise`: built before (by this student
    /// or another), or built now.
    public func program(for data: Data, _ exercise: Exercise, _ chapter: Chapter) -> Built {
      let manager = FileManager.default
      let instructors = exercise.files(in: chapter.directory)
      guard let runner = try? Data(contentsOf: instructors.runner) else {
        return .failed(.init(message: "its runner, \(instructors.runner.path), cannot be read"))
      }
      // The file and the runner it is built with name the program: by SHA-256, so that no
      // file can be made to pass for another student's and get their program.
      let key =
        "\(exercise.name)-" + SHA256.hex(SHA256.hash(SHA256.hash(Array(data)) + Array(runner)))
      let entry = folder.appendingPathComponent(key)
      let program = entry.appendingPathComponent("\(exercise.name)Exercise")
      let failure = entry.appendingPathComponent("does-not-compile.txt")
      if manager.isExecutableFile(atPath: program.path) { return .program(program) }
      if let said = try? String(contentsOf: failure, encoding: .utf8) {
        return .failed(.init(message: said))
      }
      // Built in a folder of this process's own, then moved in whole: another worker
      // building the same file at the same moment neither sees it half made nor changes a
      // file under this one's compiler.
      let staging = folder.appendingPathComponent(
        ".\(key).building-\(ProcessInfo.processInfo.processIdentifier)")
      defer { try? manager.removeItem(at: staging) }
      // The files as they sit in a chapter, so the compiler's messages name them as a
      // student's build does (Chapters/<Module>/Exercises/<Name>.swift).
      let chapterFolder = staging.appendingPathComponent("Chapters/\(chapter.moduleName)")
      let files = exercise.files(in: chapterFolder)
      do {
        for (bytes, to) in [
          (data, files.starter), (runner, files.runner),
          ((try? Data(contentsOf: instructors.pristineStarter)) ?? Data(), files.pristineStarter),
        ] {
          try manager.createDirectory(
            at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
          try bytes.write(to: to)
        }
      } catch {
        return .failed(
          .init(message: "cannot be put where it is built: \(error.localizedDescription)"))
      }
      let outcome = builder.build(
        student: files.starter, runner: files.runner,
        program: staging.appendingPathComponent(program.lastPathComponent),
        named: "\(exercise.name)Exercise", kit: builder.kit(of: chapter))
      var message: String?
      switch outcome {
      case .built: break
      case .failed(let text):
        message = BuildDiagnosis.message(
          text, exercise: exercise, chapterDirectory: chapterFolder, root: staging)
        // Kept, so the next student with this file is told at once.
        try? Data((message ?? "").utf8).write(
          to: staging.appendingPathComponent(failure.lastPathComponent))
      case .notPossible(let why):
        // Not kept: the next try may build it.
        return .failed(.init(message: "it could not be built here: \(why)"))
      }
      // In place, unless another worker put the same there first (which is as good).
      _ = rename(staging.path, entry.path)
      if let message { return .failed(.init(message: message)) }
      return manager.isExecutableFile(atPath: program.path)
        ? .program(program) : .failed(.init(message: "its program went missing"))
    }
  }
}
