import Book
import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Book

/// The tests of this file, as one suite: `swift test --filter WebBookTests`.
@Suite struct WebBookTests {}

extension WebBookTests {
  /// The web book shows every figure the book has, each picture as a PNG of the model's
  /// raster, its alternative text in words (never its ASCII art), its art behind a "Text
  /// version" toggle.
  @Test(.enabled(if: thorough, "the web book is checked by CI"), arguments: [1])
  func theWebBookHasEveryFigureDescribedInWords(number: Int) throws {
    let chapter = try #require(allChapters.first { $0.number == number })
    let text = try ChapterText(chapter)
    let site = WebBook.site([text])
    #expect(
      Set(site.files.keys).isSuperset(of: [
        "index.html", "style.css", "book.js", "search-index.js", "chapter\(number).html",
      ]))
    let page = String(decoding: try #require(site.files["chapter\(number).html"]), as: UTF8.self)
    let figureCount = page.components(separatedBy: "<figure id=").count - 1
    #expect(figureCount == text.figureLabels.count + chapter.exercises.count)
    #expect(
      site.imageFigures + site.chartFigures + site.tableFigures + site.textFigures == figureCount)
    #expect(site.imageFigures > 0)
    // Each image: a PNG of the size the page says, and words as its alt text.
    let images = page.matches(
      of: /<img (?:class="pixels" )?src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]*)">/)
    // Every image is found, the enlarged ones (square pixels) too.
    #expect(images.count == page.components(separatedBy: "<img ").count - 1)
    #expect(page.contains("<img class=\"pixels\" "))
    for image in images {
      let data = [UInt8](try #require(site.files[String(image.1)]))
      #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == Int(image.2) && height == Int(image.3))
    }
    // The first figure's art is its text version, and no picture's alt text.
    let firstExample = try #require(
      text.figureLabels.min {
        $0.value.count == $1.value.count ? $0.value < $1.value : $0.value.count < $1.value.count
      })
    var figure = try #require(chapter.example(firstExample.key)).figure()
    figure.caption = nil
    let art = figure.rendered()
    let alts = images.map { unescape(String($0.4)) }
    #expect(!alts.contains { $0.contains(art) || $0.contains("\n") })
    #expect(
      page.contains("<summary>Text version</summary><pre class=\"art\">\(WebBook.escape(art))"))
    // Every text version holds the figure's art, a panel or several (never empty).
    let versions = page.matches(
      of: /<summary>Text version<\/summary><pre class="art">([^<]*)<\/pre>/)
    #expect(versions.count == site.imageFigures + site.chartFigures + site.tableFigures)
    #expect(versions.allSatisfy { $0.1.contains("+--") })
  }

  @Test func labelsAreWrittenOverTheirPictures() throws {
    let chapter = try #require(allChapters.first { $0.number == 3 })
    // The same-pizza figure: one title when both halves are one pizza, two when they differ.
    let example = try #require(chapter.example("same-pizza"))
    let figure = Figure.$rasterScale.withValue(WebBook.scale) { example.figure() }
    var site = WebBook.Site()
    let html = WebBook.figureHTML(
      figure, label: "Figure 3.13", description: "Two halves.", name: "images/x", anchor: "a",
      site: &site)
    let labels = html.matches(of: /<span class="label"[^>]*>([^<]+)<\/span>/).map { String($0.1) }
    #expect(labels.count == 3, "\(labels)")
    #expect(site.files.keys.sorted() == ["images/x-1.png", "images/x-2.png"])
    #expect(
      html.contains("<a class=\"figure-label\" href=\"#a\"><strong>Figure 3.13.</strong></a>"))
    // The first picture's alt text is the description, after its panel's title; the
    // second points back to it.
    let first = WebBook.escape(figure.panels.first?.title ?? "Panel 1", quotes: true)
    #expect(html.contains("alt=\"\(first): Two halves.\""))
    #expect(html.contains("the second picture of Figure 3.13 (described with the first)"))
  }

  @Test func markdownBecomesHTMLWithEverythingEscaped() {
    #expect(
      WebBook.inline("a < b, `x<y && z` **bold** and *this*")
        == "a &lt; b, <code>x&lt;y &amp;&amp; z</code> <strong>bold</strong> and <em>this</em>")
    // Bold around code, and a lone ** left as it is.
    #expect(
      WebBook.inline("**`CGColor` does not follow.** Then")
        == "<strong><code>CGColor</code> does not follow.</strong> Then")
    #expect(WebBook.inline("a ** b") == "a ** b")
    let blocks = ProseBlock.parse("## Title\n\nOne\nparagraph.\n\n- a\n  b\n- c\n\n1. x\n2. y")
    #expect(
      HTMLRenderer.html(blocks)
        == "<h2>Title</h2>\n<p>One paragraph.</p>\n<ul><li>a b</li><li>c</li></ul>\n"
        + "<ol><li>x</li><li>y</li></ol>"
    )
    #expect(
      HTMLRenderer.code("let a = b < c", language: "swift")
        == "<pre class=\"listing\"><code class=\"language-swift\">"
        + "<span class=\"kw\">let</span> a = b &lt; c</code></pre>")
  }

  /// A chapter's page: its title, each section's heading with its anchor, the prose meant
  /// for pictures (not the one about characters), and no Markdown left over.
  @Test func aChapterPageHasItsTitleSectionAnchorsAndItsWebProse() throws {
    let chapter = try #require(allChapters.first { $0.number == 4 })
    let text = try ChapterText(chapter)
    var site = WebBook.Site()
    let body = WebBook.chapterBody(text, site: &site)
    #expect(body.hasPrefix("<h1>Chapter 4: \(WebBook.escape(chapter.title))</h1>\n"))
    #expect(!body.contains("per character") && body.contains("The screens are light grey, cards"))
    let titled = text.sections.filter { $0.title != nil }
    for section in titled {
      #expect(body.contains("<h2 id=\"section-\(section.number)\">\(section.number). "))
    }
    #expect(body.components(separatedBy: "<h2 ").count - 1 == titled.count)
    // The chapter's numbered list is a list, and its fenced code is code.
    #expect(body.contains("<ol><li>it registers the view class for a <em>kind</em>"))
    #expect(
      body.contains(
        "<pre class=\"listing uikit\"><code class=\"language-swift\"><span class=\"com\">"
          + "// UIKit code, not compiled here"))
    #expect(!body.contains("```") && !body.contains("@example("))
  }
}

extension WebBookTests {
  /// A plot on the web: an SVG chart of its numbers, with axes, one line, colour, dash
  /// and marker shape per series, a legend of words, and a description of the data.
  @Test func aPlotIsAChartWithAxesALegendAndItsDataInWords() throws {
    let figure = Figure(
      plotting: [
        (mark: "a", label: "rises", values: [0, 10, 20, 30, 40]),
        (mark: "b", label: "falls & stays", values: [40, 30, 20, 20, 20]),
      ], step: 0.25, valueRange: 0...50, width: 20, height: 8, target: 20,
      vertical: "height (points)", caption: "Two lines.")
    let plot = try #require(figure.plot)
    #expect(plot.series.map(\.label) == ["rises", "falls & stays"])
    var site = WebBook.Site()
    let html = WebBook.figureHTML(
      figure, label: "Figure 9.1", description: "Two lines cross.", name: "images/p",
      anchor: "figure-9-1", site: &site)
    #expect(site.chartFigures == 1 && site.files.isEmpty)
    let svg = try #require(html.firstMatch(of: /<svg class="chart"[\s\S]*?<\/svg>/)).0
    #expect(
      svg.contains(
        "role=\"img\" aria-labelledby=\"figure-9-1-chart-title figure-9-1-chart-desc\""))
    #expect(svg.contains("<title id=\"figure-9-1-chart-title\">Figure 9.1. Two lines.</title>"))
    let desc = try #require(svg.firstMatch(of: /<desc id="figure-9-1-chart-desc">([^<]+)<\/desc>/))
    for words in [
      "height (points) against time (s), from 0 to 1", "the target, 20",
      "rises: from 0 to 40, highest 40 at 1", "falls &amp; stays: from 40 to 20",
      "Two lines cross.",
    ] {
      #expect(desc.1.contains(words), "\(desc.1)")
    }
    // Two lines, told apart by dash and by markers of two shapes, not by colour alone.
    let lines = svg.matches(
      of: /<polyline class="series (s\d)" points="([^"]+)"( stroke-dasharray="[^"]+")?/)
    #expect(lines.map { String($0.1) } == ["s1", "s2"])
    #expect(lines[0].3 == nil && lines[1].3 != nil)
    #expect(lines[0].2.split(separator: " ").count == 5)
    #expect(svg.contains("<circle ") && svg.contains("<rect x="))
    // Axes: round ticks, what each measures, and the target's dashed line.
    for tick in [">0<", ">10<", ">50<", ">0.2<", ">1<", ">time (s)<", ">height (points)<"] {
      #expect(svg.contains(tick), "\(tick)")
    }
    #expect(svg.contains("class=\"target\"") && svg.contains(">target 20</text>"))
    // The legend, in words, and the text version behind its toggle.
    #expect(html.contains("</svg>rises</li>") && html.contains("</svg>falls &amp; stays</li>"))
    #expect(html.contains("<summary>Text version</summary>") && html.contains("a rises"))
  }

  /// A plot of anything draws: no step, values that are not numbers, an infinite range,
  /// no room, a target that is not a number; its chart has only numbers in it.
  @Test func aPlotOfHostileNumbersStillDrawsInCharactersAndAsAChart() throws {
    for (step, range, width, height) in [
      (0.0, 0.0...1.0, 0, 0), (-.infinity, -Double.infinity...Double.infinity, -5, 3),
      (.nan, 5.0...5.0, 100_000, 1), (1.0, -1e300...1e300, 10, 10),
    ] {
      let figure = Figure(
        plotting: [
          (mark: "a", label: "odd", values: [.nan, .infinity, -.infinity, 3, 1e308]),
          (mark: "b", label: "empty", values: []),
        ], step: step, valueRange: range, width: width, height: height, target: .nan)
      #expect(!figure.rendered().isEmpty)
      #expect(figure.width <= 1020)
      let plot = try #require(figure.plot)
      let html = WebChart.html(plot, id: "p", title: "t", description: nil)
      #expect(!html.lowercased().contains("nan") && !html.contains("inf"), "\(step) \(range)")
    }
    _ = Figure(plotting: [], step: 1, valueRange: 0...1)
  }

  /// A table set in columns of text becomes an HTML table; what only looks like columns
  /// (a picture in characters, a heading over numbers set to the right) stays a picture.
  @Test func aTextTableBecomesAnHTMLTableAndAPictureStaysOne() throws {
    let table = try #require(
      WebTable.table([
        "three releases, one notch",
        "release   velocity   lands on",
        "slow         +0.50   pizza 1",
        "fast         -3.00   pizza 3",
      ]))
    #expect(table.caption == "three releases, one notch")
    #expect(table.header == [["release", "velocity", "lands on"]])
    #expect(table.rows == [["slow", "+0.50", "pizza 1"], ["fast", "-3.00", "pizza 3"]])
    #expect(table.numeric == [false, true, false])
    let html = WebTable.html(table)
    #expect(html.contains("<caption>three releases, one notch</caption>"))
    #expect(html.contains("<th scope=\"col\">release</th><th class=\"number\" scope=\"col\">"))
    #expect(html.contains("<tr><th scope=\"row\">slow</th><td class=\"number\">+0.50</td>"))
    // A last line across the columns: a note, in a row of one cell across the table.
    let noted = try #require(
      WebTable.table([
        "frame      1     2", "finger     7    14", "offset    23    16",
        "lift at 420 pt/s: notch 0",
      ]))
    #expect(noted.rows.last == ["lift at 420 pt/s: notch 0", "", ""])
    #expect(
      WebTable.html(noted).contains("<tr class=\"span\"><th colspan=\"3\" scope=\"rowgroup\">"))
    // Rows of numbers with no heading: no header.
    #expect(
      WebTable.table(["0      one item", "none   no items", "0,1    two items"])?.header == [])
    // Not tables: sentences set in step, a map of digits, and a heading over numbers set
    // to the right.
    #expect(
      WebTable.table([
        "proposed  -169.0 -> stops at  -169.0   pizza 0",
        "proposed  -100.0 -> stops at  -169.0   pizza 0",
        "proposed    40.0 -> stops at    61.0   pizza 1",
      ]) == nil)
    #expect(WebTable.table(["1111  2222", "1111  2222", "1111  2222"]) == nil)
    #expect(
      WebTable.table([
        "an 80-point pull moves     3 rows    8 rows",
        "nothing changed              37.2      37.2",
        "alwaysBounceVertical = false  0.0      37.2",
      ]) == nil)
  }

  /// Names in code link to Apple's pages: a type, a member written with its type (the
  /// overload its labels name), a member only one type has where the section names that
  /// type; not a short word, a member after a value, or a name the labels do not fit.
  @Test func apiNamesLinkToTheirPagesWhereTheyCanOnlyMeanOneDeclaration() {
    let page = "https://developer.apple.com/documentation/"
    let links = APILinks([
      ("UIView", true, page + "uikit/uiview"),
      ("UIView.animate(withDuration:animations:)", false, page + "uikit/animate-a"),
      ("UIView.animate(withDuration:animations:completion:)", false, page + "uikit/animate-ac"),
      (
        "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:"
          + "options:animations:completion:)", false, page + "uikit/animate-spring"
      ),
      ("UIView.frame", false, page + "uikit/uiview/frame"),
      ("CALayer.frame", false, page + "quartzcore/calayer/frame"),
      ("UIBezierPath", true, page + "uikit/uibezierpath"),
      ("UIBezierPath.usesEvenOddFillRule", false, page + "uikit/uibezierpath/evenodd"),
      ("UICollectionViewLayout.invalidateLayout()", false, page + "uikit/invalidate"),
      ("UICollectionViewLayout.invalidateLayout(with:)", false, page + "uikit/invalidate-with"),
      ("UIScrollView.contentOffset", false, page + "uikit/contentoffset"),
      ("CALayer.name", false, page + "quartzcore/calayer/name"),
      ("Workbook.thing", false, "https://example.com/thing"),
    ])
    #expect(links.page(ofCode: "UIView") == page + "uikit/uiview")
    #expect(links.page(ofCode: "UIBezierPath(rect:)") == page + "uikit/uibezierpath")
    // A member with its type: the overload its labels name, or none if they fit several.
    #expect(
      links.page(ofCode: "UIView.animate(withDuration:animations:)") == page + "uikit/animate-a")
    #expect(links.page(ofCode: "UIView.animate(withDuration:...)") == page + "uikit/animate-a")
    #expect(links.page(ofCode: "UIView.animate") == nil)
    #expect(
      links.page(ofCode: "UICollectionViewLayout.invalidateLayout(with:)")
        == page + "uikit/invalidate-with")
    // A member alone: one type has it, and the section names that type.
    #expect(links.page(ofCode: "usesEvenOddFillRule") == nil)
    #expect(
      links.page(ofCode: "usesEvenOddFillRule", context: ["UIBezierPath"])
        == page + "uikit/uibezierpath/evenodd")
    #expect(
      links.page(ofCode: "invalidateLayout(with:)", context: ["UICollectionViewLayout"])
        == page + "uikit/invalidate-with")
    // The chapter's own `contentOffset(for:)` is not UIScrollView's property.
    #expect(links.page(ofCode: "contentOffset(for:)", context: ["UIScrollView"]) == nil)
    #expect(links.page(ofCode: "frame", context: ["UIView"]) == nil)  // two types have it
    #expect(links.page(ofCode: "name", context: ["CALayer"]) == nil)  // a short word
    #expect(links.page(ofCode: "thing") == nil)  // not Apple's
    #expect(links.page(ofCode: "view.frame = x") == nil)
    // In a listing: the type's first mention, and the member by its call's labels (a
    // trailing closure left out).
    let html = SwiftHighlighter.html(
      "UIView.animate(withDuration: 1) { a() }\nlet v: UIView\n"
        + "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, "
        + "initialSpringVelocity: 2, options: [], animations: { f(x: 1) })")
    let linked = links.linkingCode(html)
    #expect(
      linked.hasPrefix(
        "<a class=\"api\" href=\"\(page)uikit/uiview\"><span class=\"ty\">UIView</span></a>."
          + "<a class=\"api\" href=\"\(page)uikit/animate-a\">animate</a>("))
    #expect(linked.components(separatedBy: "class=\"api\"").count - 1 == 2)
    #expect(linked.replacing(/<[^>]+>/, with: "") == html.replacing(/<[^>]+>/, with: ""))
    #expect(
      APILinks.callLabels(
        "(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 2, "
          + "options: [], animations: { f(x: 1) }) {") == [
          "withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options",
          "animations",
        ])
  }

  /// In print, code wraps at the margin (every listing, whatever the highlighter's own
  /// rules say) and a picture in characters keeps its lines; on screen both keep theirs.
  @Test func listingsWrapInPrintAndPicturesInCharactersDoNot() throws {
    let rules = try cssRules(WebBook.style)
    let listing = [
      "html", "body", "div.layout", "main#content", "pre.listing.uikit", "code.language-swift",
    ]
    let art = ["html", "body", "div.layout", "main#content", "figure", "div.panel", "pre.art"]
    #expect(whiteSpace(of: listing, rules: rules, print: false) == "pre")
    #expect(whiteSpace(of: listing, rules: rules, print: true) == "pre-wrap")
    #expect(whiteSpace(of: Array(listing.dropLast()), rules: rules, print: true) == "pre-wrap")
    #expect(whiteSpace(of: art, rules: rules, print: false) == "pre")
    #expect(whiteSpace(of: art, rules: rules, print: true) == "pre")
    // Figures, tables and charts are never split across pages.
    let unsplit = rules.filter { $0.print && $0.declarations["break-inside"] == "avoid" }
      .flatMap(\.selectors)
    #expect(Set(["figure", "table", "div.chart"]).isSubset(of: unsplit))
  }
}

/// A style rule: its selectors, its declarations, and whether it is for print only.
private struct CSSRule {
  var selectors: [String]
  var declarations: [String: String]
  var print: Bool
  var order: Int
}

/// The rules of a stylesheet of plain rules and `@media` blocks (one level deep).
private func cssRules(_ css: String) throws -> [CSSRule] {
  let text = css.replacing(/\/\*[\s\S]*?\*\//, with: "")
  var rules: [CSSRule] = []
  var media: String?
  var rest = Substring(text)
  while let open = rest.firstIndex(of: "{") {
    let head = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
    if head.hasPrefix("@media") {
      media = head
      rest = rest[rest.index(after: open)...]
      continue
    }
    let close = try #require(rest[open...].firstIndex(of: "}"))
    var declarations: [String: String] = [:]
    for declaration in rest[rest.index(after: open)..<close].split(separator: ";") {
      let parts = declaration.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      declarations[parts[0].trimmingCharacters(in: .whitespacesAndNewlines)] =
        parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
    }
    rules.append(
      CSSRule(
        selectors: head.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }, declarations: declarations, print: media?.contains("print") == true,
        order: rules.count))
    rest = rest[rest.index(after: close)...]
    // The end of a media block: a closing brace before the next rule.
    let spaces = rest.prefix { $0.isWhitespace }
    if rest.dropFirst(spaces.count).first == "}" {
      media = nil
      rest = rest.dropFirst(spaces.count + 1)
    }
  }
  return rules
}

/// The `white-space` the cascade gives the last element of `chain` (each element written
/// `tag#id.class.class`), on screen or in print: descendant selectors of tags, ids and
/// classes only, the most specific, then the last, winning; media queries other than
/// print are taken as not matching (a wide screen), except `prefers-color-scheme`.
private func whiteSpace(of chain: [String], rules: [CSSRule], print: Bool) -> String? {
  func parts(_ compound: String) -> (tag: String?, ids: Set<String>, classes: Set<String>) {
    var tag: String?
    var ids: Set<String> = []
    var classes: Set<String> = []
    for piece in compound.matches(of: /([#.]?)([\w-]+)/) {
      switch piece.1 {
      case "#": ids.insert(String(piece.2))
      case ".": classes.insert(String(piece.2))
      default: tag = String(piece.2)
      }
    }
    return (tag, ids, classes)
  }
  func matches(_ compound: String, _ element: String) -> Bool {
    let want = parts(compound)
    let have = parts(element)
    return (want.tag == nil || want.tag == have.tag) && want.ids.isSubset(of: have.ids)
      && want.classes.isSubset(of: have.classes)
  }
  func specificity(_ selector: String) -> [Int] {
    let compounds = selector.split(separator: " ").map { parts(String($0)) }
    return [
      compounds.map(\.ids.count).reduce(0, +), compounds.map(\.classes.count).reduce(0, +),
      compounds.filter { $0.tag != nil }.count,
    ]
  }
  var best: (specificity: [Int], order: Int, value: String)?
  for rule in rules where !rule.print || print {
    guard let value = rule.declarations["white-space"] else { continue }
    for selector in rule.selectors {
      let compounds = selector.split(separator: " ").map(String.init)
      guard let last = compounds.last, !last.contains(":"), matches(last, chain.last ?? "")
      else { continue }
      // The rest, right to left, each matched by some element further out.
      var at = chain.count - 2
      var matched = true
      for compound in compounds.dropLast().reversed() {
        while at >= 0, !matches(compound, chain[at]) { at -= 1 }
        if at < 0 {
          matched = false
          break
        }
        at -= 1
      }
      guard matched else { continue }
      let candidate = (specificity(selector), rule.order, value)
      if let current = best,
        current.specificity.lexicographicallyPrecedes(candidate.0) == false
          && current.specificity != candidate.0
      {
        continue
      }
      best = candidate
    }
  }
  return best?.value
}

private func unescape(_ text: String) -> String {
  text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
}
