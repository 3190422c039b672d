import Foundation

/// Apple's documentation pages for the names a listing or a sentence uses: the pages the
/// project holds for every declaration it models or compares (`workbook-run api`). The
/// web book links a name to its page only where the name can mean nothing else:
///
/// - a type (`CAShapeLayer`);
/// - a member written with its type (`UIView.animate`), and where the type has several
///   members of that name, the one whose argument labels the code uses (a call's labels,
///   or a sentence's `invalidateLayout(with:)`); if that leaves more than one page, none;
/// - in a sentence's code, a member's name that only one type declares
///   (`usesEvenOddFillRule`), if that type is named in the same section (so `itemSize`,
///   which a chapter's own layout also has, links only where the flow layout is meant);
///   a nested type by its own name (`.scaleToFill` where `ContentMode` is written, not
///   `.flexibleHeight` where only `UIView` is).
///
/// A member written after a value (`mask.fillRule`) is not linked in code: which type the
/// value has is the compiler's to know, not the page's.
public struct APILinks: Sendable {
  /// A member's declaration: its argument labels (nil for a property or a case) and page.
  struct Member: Sendable {
    let labels: [String]?
    let page: String
  }

  /// Each type's page, by name (`UIView`, `UIView.AnimationOptions`).
  public private(set) var types: [String: String] = [:]
  /// Each member's declarations, by its type and base name (`UIView.animate`).
  private(set) var members: [String: [Member]] = [:]
  /// The types that declare a member, by its base name.
  private(set) var owners: [String: Set<String>] = [:]

  /// No links.
  public init() {}

  /// Links for `declarations`: each one's path (`UIView.animate(withDuration:animations:)`,
  /// `CALayer`), whether it is a type, and its page. Pages that are not Apple's are left
  /// out.
  public init(_ declarations: [(path: String, isType: Bool, page: String)]) {
    for declaration in declarations
    where declaration.page.hasPrefix("https://developer.apple.com/documentation/") {
      if declaration.isType {
        types[declaration.path] = types[declaration.path] ?? declaration.page
        continue
      }
      guard let (type, base, labels) = Self.split(declaration.path), let type else { continue }
      members[type + "." + base, default: []].append(
        Member(labels: labels, page: declaration.page))
      owners[base, default: []].insert(type)
    }
  }

  /// `Type.base(label:other:)` (or `base`, `base(_:)`, `Type.base`) as its type (nil if
  /// none is written), base name and labels (nil without parentheses); nil if the text is
  /// not a name.
  static func split(_ text: String) -> (type: String?, base: String, labels: [String]?)? {
    let name = String(text.prefix { $0 != "(" })
    guard !name.isEmpty,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
    else { return nil }
    var labels: [String]?
    if let open = text.firstIndex(of: "(") {
      guard text.hasSuffix(")") else { return nil }
      let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
      labels = inside.split(separator: ":", omittingEmptySubsequences: true).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      // `f(...)` or `f(a:...)`: only the labels before the ellipsis are known.
      if labels?.last == "..." || labels?.last == "…" { labels?.removeLast() }
      guard
        labels?.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
          ?? true
      else { return nil }
    }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let base = String(parts.last ?? "")
    let type = parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil
    guard !base.isEmpty else { return nil }
    return (type?.isEmpty == true ? nil : type, base, labels)
  }

  /// The one page among `members` that `labels` can mean: all of them with no labels
  /// given, else those whose labels are `labels` (or begin with them, where the code
  /// leaves some out: a trailing closure, an ellipsis, and then the one that leaves out
  /// fewest); nil if none, or several pages.
  static func page(of members: [Member], labels: [String]?, prefix: Bool) -> String? {
    let candidates = members.filter { member in
      guard let labels else { return true }
      guard let own = member.labels else { return false }
      return prefix ? own.starts(with: labels) : own == labels
    }
    let pages = Set(candidates.map(\.page))
    if pages.count <= 1 { return pages.first }
    // Labels left out at the end (a trailing closure): the declaration with the fewest
    // more, if one has fewer than the rest.
    guard prefix, let labels else { return nil }
    let extra = candidates.map { ($0.labels?.count ?? 0) - labels.count }
    let fewest = extra.min() ?? 0
    let shortest = Set(zip(candidates, extra).filter { $0.1 == fewest }.map(\.0.page))
    return shortest.count == 1 ? shortest.first : nil
  }

  /// The page of the code `text` of a sentence, if it names one declaration: a type, a
  /// type and member (`UIView.animate(withDuration:)`, `CALayer.mask`), or a member only
  /// one type has and `context` (the names the section uses) names.
  public func page(ofCode text: String, context: Set<String> = []) -> String? {
    let written = text.trimmingCharacters(in: .whitespaces)
    let bare = written.hasPrefix(".") ? String(written.dropFirst()) : written
    let partial = bare.hasSuffix("...)") || bare.hasSuffix("…)")
    guard let (type, base, labels) = Self.split(bare) else { return nil }
    if let type {
      if let members = members[type + "." + base] {
        return Self.page(of: members, labels: labels, prefix: partial)
      }
      // `Type.Nested`, or a type's initializer written as a call: `UIBezierPath(rect:)`.
      return labels == nil ? types[type + "." + base] : nil
    }
    if let page = types[base] { return page }
    // A short plain word (`name`, `alpha`) may be anything in a sentence: only a longer
    // or camel-cased one is taken for the member.
    guard base.count >= 7 || base.contains(where: \.isUppercase),
      let owners = owners[base], owners.count == 1, let owner = owners.first,
      context.contains(owner.split(separator: ".").last.map(String.init) ?? owner),
      let members = members[owner + "." + base]
    else { return nil }
    return Self.page(of: members, labels: labels, prefix: partial)
  }

  /// Highlighted Swift (`SwiftHighlighter.html`) with the first mention of each type
  /// linked, and of each member written after its type (`UIView.animate`), the member by
  /// the labels of its call where the type has several of that name.
  public func linkingCode(_ html: String) -> String {
    guard !types.isEmpty else { return html }
    var linked: Set<String> = []
    var out = ""
    var rest = Substring(html)
    let open = "<span class=\"ty\">"
    while let start = rest.range(of: open) {
      out += rest[..<start.lowerBound]
      guard let close = rest[start.upperBound...].range(of: "</span>") else {
        rest = rest[start.lowerBound...]
        break
      }
      let name = String(rest[start.upperBound..<close.lowerBound])
      rest = rest[close.upperBound...]
      guard let page = types[name], !linked.contains(name) else {
        out += open + name + "</span>"
        continue
      }
      linked.insert(name)
      out += "<a class=\"api\" href=\"\(page)\">\(open)\(name)</span></a>"
      // `Type.member`: the member too, the first time.
      guard rest.hasPrefix(".") else { continue }
      let member = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let key = name + "." + member
      guard !member.isEmpty, let declarations = members[key], !linked.contains(key) else {
        continue
      }
      let after = rest.dropFirst(1 + member.count)
      let labels = after.hasPrefix("(") ? Self.callLabels(after) : nil
      if let memberPage = Self.page(of: declarations, labels: labels, prefix: true) {
        linked.insert(key)
        out += ".<a class=\"api\" href=\"\(memberPage)\">\(member)</a>"
        rest = after
      }
    }
    return out + rest
  }

  /// The argument labels of the call that `html` (highlighted code) opens with its `(`:
  /// each `label:` at the call's own depth, in order (`_` for an argument without one).
  static func callLabels(_ html: Substring) -> [String] {
    // The text without the highlighter's tags and with its escapes undone.
    var text = ""
    var inTag = false
    for character in html.prefix(4000) {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        text.append(character)
      }
    }
    text = text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    var labels: [String] = []
    var depth = 0
    var argument = ""
    var inString = false
    func finish() {
      let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
      if let colon = trimmed.firstIndex(of: ":"),
        trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        colon != trimmed.startIndex
      {
        labels.append(String(trimmed[..<colon]))
      } else if !trimmed.isEmpty {
        labels.append("_")
      }
      argument = ""
    }
    for character in text {
      if character == "\"" { inString.toggle() }
      if inString {
        argument.append(character)
        continue
      }
      switch character {
      case "(", "[", "{":
        depth += 1
        if depth == 1 { continue }
      case ")", "]", "}":
        depth -= 1
        if depth == 0 {
          finish()
          return labels
        }
      case "," where depth == 1:
        finish()
        continue
      default: break
      }
      if depth >= 1 { argument.append(character) }
    }
    return labels
  }
}
