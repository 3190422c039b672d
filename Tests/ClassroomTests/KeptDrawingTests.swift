import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom

/// The tests of this file, as one suite: `swift test --filter KeptDrawingTests`.
@Suite struct KeptDrawingTests {}

/// A test's failure, said in words.
private struct Failure: Error, CustomStringConvertible {
  let description: String
}

extension KeptDrawingTests {
  /// An exercise's figure (the student's beside the goal) is drawn by its program once:
  /// shown again, it is the one kept, for as long as the program and this one are the
  /// ones that drew it.
  @Test func anExerciseFigureIsDrawnOnceForTheSamePrograms() throws {
    let me = try #require(builtProduct("workbook-run"))
    try withTemporaryFolder { state in
      var context = Context(
        chapters: allChapters, packageRoot: packageRoot, program: me, stateDirectory: state)
      context.environment["WORKBOOK_NO_BUILD"] = "1"
      let (_, exercise) = try #require(context.exercise("1.2"))
      /// The panels `chapter1` shows under exercise 1.2.
      let drawn = { () throws -> Figure in
        let drawing = ExerciseRunner.drawing(exercise, context: context, buildFailure: nil)
        guard case .figure(let figure) = drawing else {
          throw Failure(description: "exercise 1.2's program drew no figure: \(drawing)")
        }
        return figure
      }
      let first = try drawn()
      let program = try #require(ExerciseRunner.program(exercise, context: context))
      let kept = try #require(KeptDrawing(exercise, program: program, context: context))
      #expect(kept.figure() == first, "kept to the bit")
      // Mark what was kept: the next drawing is the mark, not the program's.
      var marked = first
      marked.caption = "(kept)"
      kept.keep(marked)
      #expect(try drawn().caption == "(kept)")
      // Kept under another key (a program built since), it is not used.
      let bytes = try Data(contentsOf: kept.file)
      let newline = try #require(bytes.firstIndex(of: UInt8(ascii: "\n")))
      try (Data("workbook drawing 1 0 0 0".utf8) + bytes[newline...]).write(to: kept.file)
      #expect(kept.figure() == nil)
      let third = try drawn()
      #expect(third == first)
    }
  }
}
