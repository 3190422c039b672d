import Book
import BookChapters
import Foundation
import Testing
import Workbook

@testable import Book

/// The tests of this file, as one suite: `swift test --filter SwiftHighlighterTests`.
@Suite struct SwiftHighlighterTests {}

/// The web book's Swift highlighting: each class on a small sample, the places a lexer
/// goes wrong (nested comments, interpolation, raw strings, keywords inside strings and
/// comments), and the text of every listing, and of hostile inputs, given back exactly.

private func span(_ kind: String, _ text: String) -> String {
  "<span class=\"\(kind)\">\(text)</span>"
}

/// The text a page shows for highlighted HTML, as UTF-8: its spans taken out, its
/// escapes undone; nil if anything else is left that is not text (another tag, a bare `>`
/// or another entity). Read byte by byte, so that a combining mark after an entity's `;`
/// (which makes one Character of the two) does not hide it.
private func shownText(_ html: String) -> [UInt8]? {
  let bytes = Array(html.utf8)
  let tags = ["</span>"] + SwiftHighlighter.Kind.allCases.map { "<span class=\"\($0.rawValue)\">" }
  let entities: [(String, UInt8)] = [("&amp;", 0x26), ("&lt;", 0x3C), ("&gt;", 0x3E)]
  func starts(_ text: String, at index: Int) -> Bool {
    let pattern = Array(text.utf8)
    return bytes.count - index >= pattern.count
      && bytes[index..<index + pattern.count].elementsEqual(pattern)
  }
  var out: [UInt8] = []
  var index = 0
  while index < bytes.count {
    switch bytes[index] {
    case 0x3C:
      guard let tag = tags.first(where: { starts($0, at: index) }) else { return nil }
      index += tag.utf8.count
    case 0x26:
      guard let (entity, byte) = entities.first(where: { starts($0.0, at: index) }) else {
        return nil
      }
      out.append(byte)
      index += entity.utf8.count
    case 0x3E: return nil
    default:
      out.append(bytes[index])
      index += 1
    }
  }
  return out
}

private func givesBack(_ input: String) -> Bool {
  shownText(SwiftHighlighter.html(input)) == Array(input.utf8)
}

/// Each span's class and text, in order.
private func spans(_ html: String) -> [String] {
  html.matches(of: #/<span class="([a-z]+)">([^<]*)</span>/#).map { "\($0.1) \($0.2)" }
}

extension SwiftHighlighterTests {
  @Test func eachClassOnASmallSample() {
    #expect(
      SwiftHighlighter.html("@MainActor final class Hole: UIView {")
        == span("attr", "@MainActor") + " " + span("kw", "final") + " " + span("kw", "class") + " "
        + span("ty", "Hole") + ": " + span("ty", "UIView") + " {")
    #expect(
      SwiftHighlighter.html("let r = a < 0.5 && b > 1e-3 ? 0x1F : 1_000 // why?")
        == span("kw", "let") + " r = a &lt; " + span("num", "0.5") + " &amp;&amp; b &gt; "
        + span("num", "1e-3") + " ? " + span("num", "0x1F") + " : " + span("num", "1_000") + " "
        + span("com", "// why?"))
    #expect(
      SwiftHighlighter.html("#if DEBUG\nx = \"a\\\"b\" + `self`\n#endif")
        == span("kw", "#if") + " " + span("ty", "DEBUG") + "\nx = " + span("str", "\"a\\\"b\"")
        + " + `self`\n" + span("kw", "#endif"))
    #expect(
      spans(SwiftHighlighter.html("/// Doc.\nguard let self, x.default else { return nil }"))
        == ["com /// Doc.", "kw guard", "kw let", "kw self", "kw else", "kw return", "kw nil"])
    // A keyword as an argument's label, or after a dot, is a name; `.init` and `.self` not.
    #expect(
      spans(SwiftHighlighter.html("f(in: r, for: i, x.default, Self.init, T.self)"))
        == ["kw Self", "kw init", "ty T", "kw self"])
    #expect(
      spans(SwiftHighlighter.html("func f(in rect: CGRect, _ x: inout Int) { if let a, let b: T {"))
        == [
          "kw func", "ty CGRect", "kw _", "kw inout", "ty Int", "kw if", "kw let", "kw let", "ty T",
        ])
  }

  @Test func nestedCommentsEndWhereSwiftEndsThem() {
    #expect(
      SwiftHighlighter.html("/* a /* b */ still a */ let x")
        == span("com", "/* a /* b */ still a */") + " " + span("kw", "let") + " x")
    #expect(
      SwiftHighlighter.html("/** doc */let")
        == span("com", "/** doc */") + span("kw", "let"))
    // Unterminated: the comment runs to the end.
    #expect(SwiftHighlighter.html("/* /* */ let") == span("com", "/* /* */ let"))
  }

  @Test func interpolationInsideAStringIsCodeAgain() {
    #expect(
      SwiftHighlighter.html(#""a \(x + "b\(1)") c" + y"#)
        == span("str", #""a \("#) + "x + " + span("str", #""b\("#) + span("num", "1")
        + span("str", #")") c""#) + " + y")
    // Parentheses inside the interpolation are its own.
    #expect(
      SwiftHighlighter.html(#""\(f(g(1)))!""#)
        == span("str", #""\("#) + "f(g(" + span("num", "1") + "))" + span("str", #")!""#))
    // A multi-line string, its quotes and a line's end inside.
    #expect(
      SwiftHighlighter.html("\"\"\"\n  \"hi\" \\(n)\n  \"\"\" + 1")
        == span("str", "\"\"\"\n  \"hi\" \\(") + "n" + span("str", ")\n  \"\"\"") + " "
        + "+ " + span("num", "1"))
  }

  @Test func rawStringsEndOnlyAtTheirHashes() {
    #expect(
      SwiftHighlighter.html(##"#"a "b" \(no) \#(yes)"# + 1"##)
        == span("str", ##"#"a "b" \(no) \#("##) + "yes" + span("str", ##")"#"##) + " + "
        + span("num", "1"))
    #expect(
      SwiftHighlighter.html(###"##"x "# y"## z"###)
        == span("str", ###"##"x "# y"##"###) + " z")
    #expect(
      SwiftHighlighter.html("#\"\"\"\nq \"\"\" r\n\"\"\"# s")
        == span("str", "#\"\"\"\nq \"\"\" r\n\"\"\"#") + " s")
  }

  @Test func keywordsInsideStringsAndCommentsAreNotKeywords() {
    let html = SwiftHighlighter.html(
      "\"let if return\" // guard self\n/* func class */ #\"var\"# \"\"\"\nstruct\n\"\"\"")
    #expect(!html.contains("class=\"kw\""))
    #expect(spans(html).count == 5)
  }

  @Test func everyListingOfTheBookComesBackExactly() throws {
    var listings: [String] = []
    for chapter in allChapters { listings += try ChapterText(chapter).swiftListings }
    #expect(listings.count > 50)
    var kinds: [Listing.Kind?] = []
    for listing in listings {
      let html = SwiftHighlighter.html(listing)
      #expect(givesBack(listing), "\(listing.prefix(80))")
      #expect(SwiftHighlighter.html(listing) == html)
      #expect(html.contains("<span class=\"kw\">"), "\(listing.prefix(80))")
      kinds.append(SwiftHighlighter.listingKind(of: listing))
    }
    // Both kinds are there, and every listing of the book says which it is.
    #expect(kinds.contains(.uikit) && kinds.contains(.figure))
    #expect(!kinds.contains(nil))
  }

  @Test func hostileInputsComeBackExactly() {
    let million = 1 << 20
    var inputs = [
      "", "\"", "\"\"\"", "#\"", "##\"\"\"", "\\", "\"\\", "\"\\(", "\"\\(\"\\(\"\\(", ")",
      "\"a\\\n",
      "/*", "/* /* */", "*/", "//", "#", "#/", "#/ x", "@", "`", "`if", "$", "0x", "1e", "1e-",
      "0.", "\"\\#(\"#", "#\"\\#(", "\r\n\"a\r\"\\(\r", "é\u{301}\u{301}", "\"🧪\\(👩‍👩‍👧)\" 🏳️‍🌈",
      "\u{FEFF}let\u{0}x\u{7F}", "a&b<c>d&amp;",
      String(decoding: [0x22, 0xFF, 0xC0, 0x5C], as: UTF8.self),
      String(repeating: "\"", count: million), String(repeating: "\"\\(", count: million / 3),
      String(repeating: "/*", count: million / 2), String(repeating: "#", count: million),
      String(repeating: "\\", count: million), String(repeating: "(", count: million),
    ]
    // And random strings of the pieces that matter to the lexer.
    let pieces = [
      "\"", "\"\"\"", "#", "\\", "(", ")", "\\(", "/*", "*/", "//", "\n", " ", "let", "Type", "@a",
      "`", "0x1", "1.5e", "&", "<", "é", "\u{301}", "👍", "\r", "/", "$0",
    ]
    var random = FreshInputs(7)
    for _ in 0..<300 {
      inputs.append(
        (0..<Int(random.next() % 60)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
          .joined())
    }
    // The check itself tells text from tags.
    #expect(shownText("a &lt; <span class=\"kw\">b</span>") == Array("a < b".utf8))
    #expect(shownText("<i>a</i>") == nil && shownText("a > b") == nil)
    let clock = ContinuousClock()
    let start = clock.now
    for input in inputs {
      #expect(givesBack(input), "\(input.prefix(40).debugDescription)")
    }
    // Linear time: the megabyte inputs take a few seconds at most in a debug build.
    #expect(clock.now - start < .seconds(60))
  }

  @Test func aListingSaysItsKindInItsClass() {
    #expect(
      SwiftHighlighter.block("// UIKit code, from App/Hole.swift\nlet a")
        == "<pre class=\"listing uikit\"><code class=\"language-swift\">"
        + span("com", "// UIKit code, from App/Hole.swift") + "\n" + span("kw", "let")
        + " a</code></pre>")
    #expect(
      SwiftHighlighter.block("// Figure code (the workbook's own), from Figures.swift")
        .hasPrefix("<pre class=\"listing figure-code\">"))
    #expect(SwiftHighlighter.block("x").hasPrefix("<pre class=\"listing\"><code"))
    // Other languages are only escaped.
    #expect(
      HTMLRenderer.code("let a < b", language: "sh")
        == "<pre><code class=\"language-sh\">let a &lt; b</code></pre>")
    #expect(WebBook.style.contains(SwiftHighlighter.css))
  }
}
