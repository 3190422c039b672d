import Foundation

/// The package root, from this file's place in `Tests/BookTests/`.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
