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
    #expect(site.imageFigures + site.textFigures == figureCount)
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
    #expect(versions.count == site.imageFigures)
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

private func unescape(_ text: String) -> String {
  text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
}
