import Classroom
import Foundation
import Workbook

/// `workbook-run export student DIR` and `export app DIR`: what an instructor hands out.
enum ExportCommand {
  static let command = Command(
    "export", abstract: "a copy to hand out without the solutions, or the iOS app (instructors)",
    discussion: """
      Writes something to hand out: a student edition of the workbook (export student), or \
      the chapters as an iOS app (export app). Each has its own --help.
      """,
    subcommands: [StudentExportCommand.command, AppExport.command])
}

/// `workbook-run export student DIR`: a copy of the workbook to hand out, without the
/// reference solutions (`StudentEdition`).
enum StudentExportCommand {
  static let command = Command(
    "student", abstract: "a copy of the workbook to hand out, without the reference solutions",
    arguments: [Argument("DIR")],
    discussion: """
      Writes a student edition of this workbook into DIR (a new or empty folder): the same \
      chapters, engine, book and tests, every exercise at its untouched starter, and no \
      reference solutions. Each Solutions/ file holds the starter instead, and \
      StudentEdition/<chapter>.json what the checks compare with and the goal figures, \
      recorded from your solutions now. In the copy the checks pass a correct answer and \
      fail the starters, the goal figures are the ones in book.md, and hints never point at \
      a solution.

      Instructors' parts stay behind: .ci/, Tests/Grading/ and Tests/StudentEdition/.
      """,
    epilogue: {
      """
      EXAMPLE:
        swift run workbook-run export student ~/class/handout
      """
    }, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let target = URL(fileURLWithPath: session.positional[0]).standardizedFileURL
    let context = session.context
    guard let root = context.packageRoot else {
      throw .couldNotDo("there are no chapters to export")
    }
    if context.chapters.contains(where: {
      Answers.isStudentEdition(chapterDirectory: $0.directory)
    }) {
      throw .usage("this is a student edition already: it has no solutions to record")
    }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: target.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue,
        ((try? manager.contentsOfDirectory(atPath: target.path)) ?? []).isEmpty
      else {
        throw .usage(
          "'\(target.path)' is not an empty folder; the student edition goes into a new or "
            + "empty one, so that nothing is overwritten")
      }
    }
    if target.path.hasPrefix(root.standardizedFileURL.path + "/") {
      throw .usage(
        "the student edition cannot go inside this package; choose a folder outside it")
    }
    let summary: StudentEdition.Summary
    do {
      summary = try StudentEdition.write(chapters: context.chapters, root: root, to: target)
    } catch {
      throw .couldNotDo("could not write the student edition: \(error)")
    }
    session.say(
      "Wrote the student edition to \(target.path): \(summary.exercises) exercises at their "
        + "starters, no solutions, \(summary.answers) recorded answers. Try it: cd "
        + "\(target.path) && swift run workbook-run check")
    return .success
  }
}
