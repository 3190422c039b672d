import Foundation

/// A command's arguments: positional words and `--name value` / `--flag` options.
struct Arguments {
  private(set) var positional: [String] = []
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// Splits `words` given which options take a value and which are flags; anything else
  /// starting with `--` is a usage error naming the valid options. `-` alone is positional.
  init(_ words: [String], command: String, valueOptions: [String], flagOptions: [String])
    throws(UsageError)
  {
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      guard word.hasPrefix("--") else {
        positional.append(word)
        continue
      }
      var name = String(word.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if valueOptions.contains(name) {
        if let inlineValue {
          values[name] = inlineValue
        } else {
          guard index < words.count else {
            throw UsageError("option --\(name) of '\(command)' needs a value")
          }
          values[name] = words[index]
          index += 1
        }
      } else if flagOptions.contains(name), inlineValue == nil {
        flags.insert(name)
      } else {
        let valid = (valueOptions.map { "--\($0) VALUE" } + flagOptions.map { "--\($0)" })
          .joined(separator: ", ")
        throw UsageError(
          "unknown option '\(word)' for '\(command)'; valid options: \(valid.isEmpty ? "none" : valid)"
        )
      }
    }
  }

  func value(_ name: String) -> String? { values[name] }
  func flag(_ name: String) -> Bool { flags.contains(name) }
}
