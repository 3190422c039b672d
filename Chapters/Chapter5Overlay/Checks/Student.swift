import Workbook

/// The student's code, as each exercise's program hands it to the checks: one
/// task-local slot per function a starter in `Exercises/` writes. Outside an exercise
/// program (the book, the tests) only the solutions run, and the slots stay empty.
public enum Student {
  /// What an empty slot does if a check runs it by mistake.
  nonisolated static func missing(_ function: String) -> Never {
    fatalError("\(function) was not given: run the student's code through its exercise program")
  }
}

/// The reference solutions, one file per exercise in `Solutions/`.
enum Solutions {}
