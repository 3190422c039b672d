import Foundation

/// The generator of `Package.swift`'s list of chapters and exercises, between its marker
/// lines.
extension ExerciseList {
  /// `Package.swift` with its list of chapters written from the lists (the rest as it is).
  func manifestText() throws(ExerciseListError) -> String {
    let text = try readText("Package.swift")
    var lines = text.components(separatedBy: "\n")
    guard let begin = lines.firstIndex(of: Self.manifestBegin),
      let end = lines[begin...].firstIndex(of: Self.manifestEnd)
    else { throw .noManifestMarkers(file: "Package.swift") }
    var block = [
      Self.manifestBegin,
      "let chapters: [(module: String, number: Int, kit: Bool, exercises: [String])] = [",
    ]
    for chapter in chapters {
      let kit = FileManager.default.fileExists(
        atPath: packageRoot.appendingPathComponent("\(chapter.folder)/Kit").path)
      block += ["  (", "    \"\(chapter.module)\", \(chapter.number), \(kit),"]
      block +=
        chapter.names.isEmpty
        ? ["    []"] : ["    ["] + chapter.names.map { "      \"\($0)\"," } + ["    ]"]
      block.append("  ),")
    }
    block += ["]", Self.manifestEnd]
    lines.replaceSubrange(begin...end, with: block)
    return lines.joined(separator: "\n")
  }
}
