import Foundation

/// Apple's documentation pages for the names a listing or a sentence uses: the pages the
/// project holds for every declaration it models or compares (`workbook-run api`). The
/// web book links a name to its page where the name can only mean that declaration: a
/// type (`CAShapeLayer`), a member written with its type (`UIView.animate`), or, in a
/// sentence's code, a member's name that only one type declares (`usesEvenOddFillRule`).
/// A member written after a value (`mask.fillRule`) is not linked in code: which type the
/// value has is the compiler's to know, not a reader's.
public struct APILinks: Sendable {
  /// Each type's page, by name (`UIView`, `UIView.AnimationOptions`).
  public private(set) var types: [String: String] = [:]
  /// Each member's page, by its type and base name (`UIView.animate`); where overloads
  /// have different pages, the first.
  public private(set) var members: [String: String] = [:]
  /// Pages of members whose base name only one type declares, by that name.
  public private(set) var uniqueMembers: [String: String] = [:]

  /// No links.
  public init() {}

  /// Links for `declarations`: each one's path (`UIView.animate(withDuration:animations:)`,
  /// `CALayer`), whether it is a type, and its page. Pages that are not Apple's are left
  /// out.
  public init(_ declarations: [(path: String, isType: Bool, page: String)]) {
    var owners: [String: Set<String>] = [:]
    var memberPages: [String: String] = [:]
    for declaration in declarations
    where declaration.page.hasPrefix("https://developer.apple.com/documentation/") {
      if declaration.isType {
        types[declaration.path] = types[declaration.path] ?? declaration.page
        continue
      }
      let name = declaration.path.prefix { $0 != "(" }
      guard let dot = name.lastIndex(of: ".") else { continue }
      let type = String(name[..<dot])
      let base = String(name[name.index(after: dot)...])
      members[type + "." + base] = members[type + "." + base] ?? declaration.page
      owners[base, default: []].insert(type)
      memberPages[base] = memberPages[base] ?? declaration.page
    }
    for (base, types) in owners where types.count == 1 {
      uniqueMembers[base] = memberPages[base]
    }
  }

  /// Every page a link may point at.
  public var pages: Set<String> {
    Set(types.values).union(members.values).union(uniqueMembers.values)
  }

  /// The page of the code `text` of a sentence, if it names one declaration: a type, a
  /// type and member (`UIView.animate(withDuration:)`, `CALayer.mask`), or a member only
  /// one type has (`shadowPath`, `fillRule` are not unique; `usesEvenOddFillRule` is).
  public func page(ofCode text: String) -> String? {
    let name = text.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
    else { return nil }
    if let page = types[name] ?? members[name] { return page }
    // A member written with a leading dot (`.evenOdd`), or alone.
    let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
    // A short plain word (`name`, `alpha`) may be anything in a sentence: only a longer
    // or camel-cased one is taken for the member.
    guard !bare.contains("."), bare.count >= 7 || bare.contains(where: \.isUppercase) else {
      return nil
    }
    return uniqueMembers[bare]
  }

  /// Highlighted Swift (`SwiftHighlighter.html`) with the first mention of each type
  /// linked, and of each member written after its type (`UIView.animate`).
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
      if !member.isEmpty, let memberPage = members[key], !linked.contains(key) {
        linked.insert(key)
        out += ".<a class=\"api\" href=\"\(memberPage)\">\(member)</a>"
        rest = rest.dropFirst(1 + member.count)
      }
    }
    return out + rest
  }
}
