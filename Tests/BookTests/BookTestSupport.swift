import Foundation

/// The package root, from this file's place in `Tests/BookTests/`.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `WORKBOOK_THOROUGH=1` (`.ci/run` sets it; see `thorough` in Tests/Support): the checks of
/// the book as a whole (in sync, its glossary, its pointer table, every width) run here too;
/// a student's run leaves them to `workbook-run book --check` and CI.
nonisolated let thorough = ProcessInfo.processInfo.environment["WORKBOOK_THOROUGH"] == "1"
