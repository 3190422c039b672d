import Foundation

/// The generator of each starter's header comment (its id, title and the commands to
/// check it and ask for a hint), in `Starters/` and `Exercises/`.
extension ExerciseList {
  /// The starter's header: its id and title, and how to check it and ask for a hint.
  static func starterHeader(id: String, title: String, chapter: Int) -> [String] {
    let stop = title.last.map { ".?!".contains($0) } == true ? "" : "."
    return comment("Exercise \(id): \(title)\(stop)", prefix: "// ") + [
      "//   Check your work:  swift run workbook-run check chapter\(chapter)",
      "//   Stuck?            swift run workbook-run hint \(id)",
    ]
  }

  /// `starter` with `header` in place of its old one (from `// Exercise ` to `//   Stuck?`),
  /// or after its imports if it has none.
  static func withHeader(_ header: [String], in starter: String) -> String {
    var lines = starter.components(separatedBy: "\n")
    if let start = lines.firstIndex(where: { $0.hasPrefix("// Exercise ") }),
      let end = lines[start...].firstIndex(where: { $0.hasPrefix("//   Stuck?") })
    {
      lines.replaceSubrange(start...end, with: header)
      return lines.joined(separator: "\n")
    }
    let at = lines.firstIndex { !$0.hasPrefix("import ") } ?? lines.count
    var block = header
    if at > 0 { block.insert("", at: 0) }
    if at < lines.count, !lines[at].isEmpty { block.append("") }
    lines.insert(contentsOf: block, at: at)
    return lines.joined(separator: "\n")
  }
}
