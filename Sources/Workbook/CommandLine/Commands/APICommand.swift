import Book
import Foundation

/// `workbook-run api [NAME]`: which of Apple's declarations the workbook's model has, each
/// with Apple's declaration and documentation page, and what to use where it has not.
///
/// The index (`APIIndex.swift`) is written by `Tests/UIKitShaped/build`, which compares the
/// model's public symbols with the stand-ins transcribed from Apple's documentation
/// (`Tests/AppleSDK`) and fails on any difference not documented, so what this prints is
/// what the compiler sees.
enum APICommand {
  static let command = Command(
    "api", abstract: "which of Apple's UIKit API the model has (api UIView)",
    arguments: [Argument("NAME", .optional)],
    discussion: """
      Which of Apple's UIKit, Core Animation and Core Graphics declarations the workbook's \
      model has, each with Apple's declaration and documentation page; and, for a name it \
      has not, what it has instead.

      Names are matched without regard to case. Exit status: 0 found, 1 not found.
      """,
    epilogue: {
      """
      EXAMPLES:
        api                      the types, framework by framework, and how many of
                                 their members the model has
        api UIView               a type: its members in the model and Apple's others
        api CGPath(ellipseIn:transform:)
                                 a member, as you would write it, or as
                                 CGPath.init(ellipseIn:transform:)
        api UIView.animate       the members of a type whose names start so
        api ellipse              every member whose name holds the word
      """
    }, run: run)

  struct Entry {
    let framework: String
    let path: String
    let kind: String
    let status: String
    let declaration: String
    let page: String
    let note: String

    var type: String { path.split(separator: ".").dropLast().joined(separator: ".") }
    var member: String { String(path.split(separator: ".").last ?? "") }
    /// The member's base name, before any parameter list.
    var baseName: String { String(member.prefix { $0 != "(" }) }
    var isType: Bool { kind == "type" }

    var statusText: String {
      switch status {
      case "modelled": return "in the model"
      case "differs": return "in the model, with a difference"
      case "workbook": return "the workbook's own"
      default: return "Apple's; not in the model"
      }
    }
  }

  /// Apple's pages for the web book's links: every declaration of the index.
  static var links: APILinks {
    APILinks(entries.map { ($0.path, $0.isType, $0.page) })
  }

  static let entries: [Entry] = apiIndexText.split(separator: "\n").compactMap { line in
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 7 else { return nil }
    return Entry(
      framework: fields[0], path: fields[1], kind: fields[2], status: fields[3],
      declaration: fields[4], page: fields[5], note: fields[6])
  }

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let columns = session.width
    guard let name = session.positional.first else {
      session.console.out(overview(columns: columns))
      return .success
    }
    let (text, found) = lookUp(name, columns: columns)
    session.console.out(text)
    return found ? .success : .checkFailed
  }

  // MARK: What is printed

  static func overview(columns: Int) -> String {
    var lines = [
      "Apple's declarations the workbook knows, and which of them its model has.",
      "(The model is what `import UIKit` gives a chapter; each declaration below was",
      "transcribed from Apple's documentation and checked against the model's own.)",
    ]
    for framework in ["UIKit", "QuartzCore", "CoreGraphics"] {
      let types = entries.filter {
        $0.framework == framework && $0.isType && !$0.path.contains(".")
      }
      lines += ["", framework == "QuartzCore" ? "QuartzCore (Core Animation)" : framework]
      var cells: [String] = []
      for type in types {
        let members = entries.filter { $0.type == type.path }
        let inModel = members.filter { $0.status != "apple" }.count
        if type.status == "apple" {
          cells.append(type.path + " (not in the model)")
        } else if members.isEmpty {
          cells.append(type.path + " (the type only)")
        } else {
          cells.append(type.path + " \(inModel)/\(members.count)")
        }
      }
      lines += flow(cells, columns: columns, indent: "  ")
    }
    lines += [""]
    lines += wrap(
      "Foundation: CGFloat, CGPoint, CGSize and CGRect, as on Apple's platforms, where Core "
        + "Graphics gives them the same members; the model gives CGRect's intersects(_:) and "
        + "intersection(_:) Apple's rules on Linux too (api CGRect.intersects).",
      columns: columns, indent: "", hanging: "  ")
    let simulator = entries.filter {
      $0.status == "workbook" && $0.path.split(separator: ".").count == 2
    }
    lines += [
      "",
      "Workbook (not Apple's: what figures use to simulate a device and measure it)",
    ]
    lines += flow(simulator.map(\.path), columns: columns, indent: "  ")
    let modelled = entries.filter { $0.status == "modelled" || $0.status == "differs" }.count
    let apple = entries.filter { $0.status != "workbook" }.count
    lines.append("")
    lines += wrap(
      "The model has \(modelled) of these \(apple) symbols of Apple's (N/M: N of the type's M "
        + "members). One type or one name:", columns: columns, indent: "")
    lines += ["  workbook-run api UIView", "  workbook-run api 'CGPath(ellipseIn:transform:)'"]
    return lines.joined(separator: "\n")
  }

  static func lookUp(_ name: String, columns: Int) -> (String, Bool) {
    let query = normalised(name)
    let lower = query.lowercased()
    // A type, exactly.
    if let type = entries.first(where: { $0.isType && $0.path.lowercased() == lower }) {
      return (describeType(type, columns: columns), true)
    }
    // A member, exactly (every overload).
    var matches = entries.filter { $0.path.lowercased() == lower }
    if matches.isEmpty, lower.contains("."), let dot = lower.lastIndex(of: ".") {
      // Members of a type whose names start with what follows the dot.
      let type = String(lower[..<dot])
      let start = String(lower[lower.index(after: dot)...])
      matches = entries.filter {
        $0.type.lowercased() == type && $0.member.lowercased().hasPrefix(start)
      }
    }
    if matches.isEmpty, !lower.contains(".") {
      let word = lower.prefix { $0 != "(" }
      matches = entries.filter { !$0.isType && $0.member.lowercased().contains(word) }
    }
    if matches.isEmpty {
      return (notFound(name, query: query, columns: columns), false)
    }
    if matches.count > 40 {
      var lines = ["\(matches.count) declarations match '\(name)'; name one of them:"]
      lines += flow(
        matches.map { $0.path + ($0.status == "apple" ? " (not modelled)" : "") },
        columns: columns, indent: "  ")
      return (lines.joined(separator: "\n"), true)
    }
    var blocks = matches.map { describe($0, columns: columns) }
    if matches.allSatisfy({ $0.status == "apple" }) {
      blocks.append(instead(of: matches[0], columns: columns))
    }
    return (blocks.joined(separator: "\n\n"), true)
  }

  /// `CGPath(ellipseIn:transform:)`, as a reader calls it, is `CGPath.init(ellipseIn:transform:)`.
  static func normalised(_ name: String) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return trimmed }
    let head = String(trimmed[..<open])
    if entries.contains(where: { $0.isType && $0.path.lowercased() == head.lowercased() }) {
      return head + ".init" + trimmed[open...]
    }
    return trimmed
  }

  static func describe(_ entry: Entry, columns: Int) -> String {
    let status = "(" + entry.statusText + ")"
    var lines =
      entry.path.count + 2 + status.count <= columns
      ? [entry.path + "  " + status] : [entry.path, "  " + status]
    lines += wrap(entry.declaration, columns: columns, indent: "    ", hanging: "        ")
    if !entry.page.isEmpty { lines.append("  " + entry.page) }
    if !entry.note.isEmpty { lines += wrap(entry.note, columns: columns, indent: "  ") }
    return lines.joined(separator: "\n")
  }

  static func describeType(_ type: Entry, columns: Int) -> String {
    var lines = [describe(type, columns: columns)]
    let members = entries.filter { $0.type.lowercased() == type.path.lowercased() }
    let inModel = members.filter { $0.status != "apple" }
    let notInModel = members.filter { $0.status == "apple" }
    if !inModel.isEmpty {
      lines += ["", "In the model (\(inModel.count)):"]
      // The type's isolation is its members': said once, on the type.
      let isolated = type.declaration.hasPrefix("@MainActor ")
      for member in inModel {
        let mark = member.status == "differs" ? "  [differs: api \(member.path)]" : ""
        var declaration = member.declaration
        if isolated, declaration.hasPrefix("@MainActor ") {
          declaration.removeFirst("@MainActor ".count)
        }
        lines += wrap(declaration + mark, columns: columns, indent: "  ", hanging: "      ")
      }
    }
    if !notInModel.isEmpty {
      lines += ["", "Apple's, not in the model (\(notInModel.count)):"]
      lines += flow(notInModel.map(\.member), columns: columns, indent: "  ")
    }
    return lines.joined(separator: "\n")
  }

  /// For one of Apple's names the model lacks: the type's modelled members nearest to it,
  /// and the workbook's own.
  static func instead(of entry: Entry, columns: Int) -> String {
    let word = searchWord(entry.member)
    let siblings = entries.filter { $0.type == entry.type && $0.status != "apple" && !$0.isType }
    let nearest = nearestNames(to: word, among: siblings.map(\.path), limit: 4)
    var lines = wrap(
      "Code that uses it compiles in Xcode but not in the workbook, whose model leaves it out.",
      columns: columns, indent: "")
    if !nearest.isEmpty {
      lines.append("The model has, nearest:")
      lines += nearest.map { "  " + $0 }
    }
    lines += ownNames(near: word)
    return lines.joined(separator: "\n")
  }

  /// The word a name is searched by: its base name, or for an initialiser its first label
  /// (`init(scale:)` is searched as `scale`).
  static func searchWord(_ member: String) -> String {
    let base = String(member.prefix { $0 != "(" })
    guard base == "init", let open = member.firstIndex(of: "(") else { return base }
    let label = member[member.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
    return label.isEmpty || label == "_" ? base : String(label)
  }

  /// The workbook's own names near `word`, with a heading.
  static func ownNames(near word: String) -> [String] {
    let workbook = entries.filter { $0.status == "workbook" && $0.path.contains(".") }
    let own = nearestNames(to: word, among: workbook.map(\.path), limit: 2)
    guard !own.isEmpty else { return [] }
    return ["The workbook's own (for figures, not Apple's):"] + own.map { "  " + $0 }
  }

  static func notFound(_ name: String, query: String, columns: Int) -> String {
    var lines = wrap(
      "'\(name)' is not one of Apple's declarations the workbook knows (UIKit, Core Animation and "
        + "Core Graphics as far as the chapters reach), nor one of the model's.",
      columns: columns, indent: "")
    let parts = query.split(separator: ".").map(String.init)
    let word = searchWord(parts.last ?? query)
    let typeName = parts.count > 1 ? parts.dropLast().joined(separator: ".").lowercased() : ""
    let candidates = entries.filter { $0.status != "workbook" && !$0.isType }
    let ofType = typeName.isEmpty ? [] : candidates.filter { $0.type.lowercased() == typeName }
    var near = nearestNames(to: word, among: ofType.map(\.path), limit: 4)
    if near.isEmpty && ofType.isEmpty {
      near = nearestNames(to: word, among: candidates.map(\.path), limit: 4)
    }
    if !near.isEmpty {
      lines.append("Nearest of Apple's:")
      for path in near {
        let status = entries.first { $0.path == path }?.status == "apple" ? " (not modelled)" : ""
        lines.append("  " + path + status)
      }
    } else if !ofType.isEmpty {
      var members: [String] = []
      for entry in ofType where entry.status != "apple" && !members.contains(entry.baseName) {
        members.append(entry.baseName)
      }
      lines.append("In the model, \(ofType[0].type) has:")
      lines += flow(members, columns: columns, indent: "  ")
    }
    lines += ownNames(near: word)
    lines.append("Everything it knows: workbook-run api")
    return lines.joined(separator: "\n")
  }

  // MARK: Text

  /// The names nearest `word` by edit distance over their base names, those holding the
  /// word first.
  static func nearestNames(to word: String, among paths: [String], limit: Int) -> [String] {
    let target = word.lowercased()
    guard !target.isEmpty else { return [] }
    let scored = Set(paths).map { path -> (Int, String) in
      let base = searchWord(String(path.split(separator: ".").last ?? "")).lowercased()
      let contains = base.contains(target) || (base.count >= 4 && target.contains(base))
      return (contains ? 0 : Forgiving.distance(target, base), path)
    }
    let threshold = max(2, target.count / 3)
    return scored.filter { $0.0 <= threshold }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
      .prefix(limit).map(\.1)
  }

  /// Items laid out in rows, separated by commas, fitted to the columns; an item is never
  /// broken.
  static func flow(_ items: [String], columns: Int, indent: String) -> [String] {
    var lines: [String] = []
    var line = indent
    for (index, item) in items.enumerated() {
      let cell = item + (index == items.count - 1 ? "" : ",")
      if line.count > indent.count && line.count + 1 + cell.count > columns {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + cell
    }
    if line.count > indent.count { lines.append(line) }
    return lines
  }

  /// `text` broken at spaces to fit `columns`, its first line after `indent`, the others
  /// after `hanging` (the same indent unless given). A word longer than a line stands alone.
  static func wrap(_ text: String, columns: Int, indent: String, hanging: String? = nil) -> [String]
  {
    // Accessors ({ get set }) stay whole.
    let glued = text.replacingOccurrences(of: "{ get set }", with: "{\u{1}get\u{1}set\u{1}}")
      .replacingOccurrences(of: "{ get }", with: "{\u{1}get\u{1}}")
    return wrapWords(glued, columns: columns, indent: indent, hanging: hanging).map {
      $0.replacingOccurrences(of: "\u{1}", with: " ")
    }
  }

  private static func wrapWords(_ text: String, columns: Int, indent: String, hanging: String?)
    -> [String]
  {
    var lines: [String] = []
    var line = indent
    var lineIndent = indent
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.count > lineIndent.count && line.count + 1 + word.count > columns {
        lines.append(line)
        lineIndent = hanging ?? indent
        line = lineIndent
      }
      line += (line.count > lineIndent.count ? " " : "") + word
    }
    if line.count > lineIndent.count || lines.isEmpty { lines.append(line) }
    return lines
  }
}
