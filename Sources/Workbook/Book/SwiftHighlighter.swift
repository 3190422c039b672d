import Foundation

/// Swift source as highlighted HTML, made when the web book is built (the pages run no
/// script): a small lexer of the book's own that wraps keywords, type names, strings,
/// comments, numbers and attributes in `<span class="...">` and escapes everything else.
///
/// The classes: `kw` (keywords, `#if` and the other `#` directives, `_`), `ty` (a name
/// that starts with a capital), `str` (string literals; the `\(` and `)` of an
/// interpolation are the string's, what is between them is code again), `com`
/// (comments, `/* */` nested as Swift nests them), `num` and `attr` (`@MainActor`).
/// Identifiers, backticked ones too, and punctuation stay plain.
///
/// Whatever the input, unterminated strings and comments, lone backslashes and all,
/// the output's text is the input exactly: take the tags out and undo the escapes, and
/// it comes back. The lexer reads the UTF-8 bytes once, puts tags only next to ASCII
/// bytes (so never inside a character's bytes), keeps its nesting on a list of its own
/// (no recursion, so no depth of `"\(` can overflow the stack) and takes time in
/// proportion to the input.
public enum SwiftHighlighter {
  /// The classes of the spans.
  public enum Kind: String, CaseIterable, Sendable {
    case keyword = "kw"
    case type = "ty"
    case string = "str"
    case comment = "com"
    case number = "num"
    case attribute = "attr"
  }

  /// `code` as HTML: escaped, its tokens in spans.
  public static func html(_ code: String) -> String {
    var code = code
    return code.withUTF8 { bytes in
      var lexer = Lexer(bytes)
      lexer.run()
      return String(decoding: lexer.out, as: UTF8.self)
    }
  }

  /// A listing as a block of the page: `<pre class="listing uikit">` for UIKit code,
  /// `listing figure-code` for the workbook's figure code (the kind its first line says,
  /// as in the terminal), `listing` for other Swift; the code highlighted.
  public static func block(_ code: String) -> String {
    let kind = listingKind(of: code).map { $0 == .uikit ? " uikit" : " figure-code" } ?? ""
    return "<pre class=\"listing\(kind)\"><code class=\"language-swift\">" + html(code)
      + "</code></pre>"
  }

  /// The kind a listing's first line says it is (`Listing.Kind.label(file:)`, or
  /// `// UIKit code, not compiled here`); nil for code that says neither.
  public static func listingKind(of code: String) -> Listing.Kind? {
    if code.hasPrefix("// UIKit code") { return .uikit }
    if code.hasPrefix("// Figure code") { return .figure }
    return nil
  }

  /// The words highlighted as keywords: Swift's reserved words, and the contextual ones
  /// that are rarely anything else in a listing (not `left`, `prefix`, `optional` or
  /// `Type`, which often are).
  public static let keywords: Set<String> = [
    // Declarations.
    "actor", "associatedtype", "borrowing", "class", "consuming", "deinit", "enum",
    "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let", "macro",
    "nonisolated", "open", "operator", "package", "precedencegroup", "private", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements.
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types.
    "Any", "as", "async", "await", "false", "is", "nil", "self", "Self", "super", "throws",
    "true", "try", "some", "any", "_",
    // Contextual words of declarations.
    "convenience", "didSet", "dynamic", "final", "get", "indirect", "isolated", "lazy",
    "mutating", "nonmutating", "override", "required", "sending", "set", "unowned", "weak",
    "willSet",
  ]

  /// The keywords that stay keywords where a label could stand (`if let a, let b: T`,
  /// `(_ rect: CGRect)`).
  static let neverLabels: Set<String> = ["let", "var", "_", "inout"]

  /// The keywords that stay keywords after a dot (`x.self`, `super.init`); after a dot
  /// any other word is a member's name (`.default`, `.some`).
  static let memberKeywords: Set<String> = ["self", "init", "Type", "Protocol"]

  /// The colours, light and dark, for `WebBook.style`: the kinds of listing told apart
  /// by a coloured left border and a small label over the code, which stays put when a
  /// long line scrolls sideways (long lines scroll, and are never cut or wrapped).
  public static let css = "\n" + WebAssets.textWithoutFinalLineBreak("highlight.css")
}
