import Foundation
import PNG
import Workbook

/// The book as a static web site that works offline, with no server and nothing fetched:
/// a page per chapter with its prose, code and figures, a sidebar of every chapter and the
/// current chapter's sections, a search across the whole book (an index written here and
/// a small script; without JavaScript the rest works and the search box says so), a
/// contents page, and a page of every chapter to print. Each picture is a PNG of the
/// model's own raster at two pixels per point, its labels written over it as text, its
/// alternative text the figure's description in words; each plot an SVG chart drawn from
/// its numbers (`WebChart`); each table of text an HTML table (`WebTable`); and each
/// figure's text version (what the terminal shows) is behind a toggle. Names in code link
/// to Apple's pages (`APILinks`). Styles for a dark scheme (the reader's setting, or the
/// switch on the page) and for print.
@MainActor public enum WebBook {
  /// Pixels per point of the figures' images: twice the model's one-point pixels, as on
  /// a Retina screen.
  public static let scale: CGFloat = 2

  /// The whole site: its files by path, and what was counted while it was made.
  public struct Site: Sendable {
    /// Relative path -> contents.
    public var files: [String: Data] = [:]
    /// Figures shown as images, and as text.
    public var imageFigures = 0
    /// Figures shown as pictures in characters.
    public var textFigures = 0
    /// Plots, shown as charts.
    public var chartFigures = 0
    /// Tables, shown as HTML tables.
    public var tableFigures = 0
    /// What the search finds: a place (page and anchor), its title, its chapter, and
    /// its words.
    public var searchEntries: [SearchEntry] = []
    /// Each image's file, by its bytes: a picture shown twice is one file.
    var images: [Data: String] = [:]
    /// The site's size, all files together.
    public var bytes: Int { files.values.reduce(0) { $0 + $1.count } }

    /// An empty site.
    public init() {}
  }

  /// A place the search can lead to: a chapter's opening, a section, an exercise or a
  /// figure.
  public struct SearchEntry: Sendable, Equatable {
    /// What kind of place it is, which the search shows and ranks by.
    public enum Kind: String, Sendable {
      case chapter, section, exercise, figure
      /// A term of the glossary.
      case term
    }
    /// `chapter2.html#section-3`.
    public var link: String
    /// The place's title: the chapter's, a section's or an exercise's; a figure's label
    /// and the first sentence of its caption.
    public var title: String
    /// "Chapter 2: Custom borders and shapes".
    public var chapter: String
    /// Its prose and figure captions (a figure's: its caption and its description), as
    /// plain text, for finding words and showing them in context.
    public var text: String
    /// What kind of place it is.
    public var kind: Kind = .section
    /// The names in its code, each once, in the order they first appear (the code itself
    /// would make the index twice as big, and a snippet of code says little).
    public var code: String = ""
  }

  /// A chapter in the sidebar: its page, title and titled sections.
  struct Outline {
    let number: Int
    let title: String
    let page: String
    let sections: [(number: Int, title: String)]
  }

  /// Apple's pages for the names the book's code uses, while a site is made.
  static var links = APILinks()
  /// The names linked already in the section being written (a name links at its first
  /// mention in a section, and in each listing).
  static var linkedNames: Set<String> = []
  /// The names the section being written uses, in its prose and its code (a member's
  /// name alone links only where its type is among them).
  static var sectionNames: Set<String> = []

  /// The names each section of `text` uses (words of letters, digits and underscores).
  static func names(bySection text: ChapterText) -> [Int: Set<String>] {
    func words(_ text: String) -> [String] {
      text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
    func words(_ blocks: [ProseBlock]) -> [String] {
      blocks.flatMap { block -> [String] in
        switch block {
        case .heading(_, let text), .paragraph(let text), .code(_, let text): words(text)
        case .list(_, let items): items.flatMap(words)
        }
      }
    }
    var names: [Int: Set<String>] = [:]
    for section in text.sections {
      var found = Set(words(section.title ?? ""))
      for block in section.blocks {
        switch block {
        case .prose(let blocks), .only(_, let blocks): found.formUnion(words(blocks))
        case .code(let listing), .example(_, let listing): found.formUnion(words(listing.text))
        case .figure, .exercises: break
        }
      }
      names[section.number] = found
    }
    return names
  }

  /// The site of `texts`: a page per chapter, the contents, the glossary, the style,
  /// the script and the search's index; names in code linked to Apple's pages by `links`.
  public static func site(_ texts: [ChapterText], links: APILinks = APILinks()) -> Site {
    self.links = links
    defer {
      self.links = APILinks()
      linkedNames = []
    }
    var site = Site()
    site.files["style.css"] = Data(style.utf8)
    site.files["book.js"] = Data(script.utf8)
    site.files["theme.js"] = Data(WebAssets.text("theme.js").utf8)
    let outline = texts.map { text in
      Outline(
        number: text.chapter.number, title: text.chapter.title,
        page: "chapter\(text.chapter.number).html",
        sections: text.sections.compactMap { section in
          section.title.map { (section.number, $0) }
        })
    }
    var printed: [String] = []
    for (index, text) in texts.enumerated() {
      let chapter = text.chapter
      let page = outline[index].page
      var body = chapterBody(text, site: &site)
      printed.append(printable(body, chapter: chapter.number))
      let previous = index > 0 ? outline[index - 1] : nil
      let next = index + 1 < texts.count ? outline[index + 1] : nil
      body += pager(previous: previous, next: next)
      site.files[page] = Data(
        document(
          title: "Chapter \(chapter.number): \(chapter.title)",
          sidebar: sidebar(outline, current: chapter.number), body: body
        ).utf8)
    }
    site.files["print.html"] = Data(
      document(
        title: "The Workbook, every chapter", sidebar: sidebar(outline, current: nil, print: true),
        body: "<div class=\"print-book\"><p class=\"print-note\">Every chapter on one page, "
          + "to print or to save as a PDF (your browser's Print command). Figures keep their "
          + "pictures; text versions are left out.</p><p class=\"print-title\">The Workbook"
          + "</p>" + printed.joined(separator: "\n") + "</div>"
      ).utf8)
    let contents = outline.map { chapter in
      "<li><a href=\"\(chapter.page)\">Chapter \(chapter.number): \(escape(chapter.title))</a></li>"
    }
    let intro = """
      <h1>The Workbook</h1>
      <p>Custom iOS interface techniques, taught with a model of UIKit that runs anywhere
      Swift does. Every figure was drawn by running code: the listing above it, the
      figure function named beside it, or, for an exercise's goal, the exercise's own
      solution. Each picture is the model's own raster at two
      pixels per point; where nothing is painted a checkerboard shows through, as in an
      image editor. Plots are charts drawn from the numbers the code computes, and tables
      are tables. Under each figure, <em>Text version</em> opens it as the terminal draws
      it, in characters. The same book runs in a terminal:
      <code>swift run workbook-run chapter1</code>. To search the book, press
      <kbd>/</kbd>; names in the code link to Apple's documentation.</p>
      <ul class="contents">\(contents.joined(separator: "\n"))
      <li><a href="glossary.html">Glossary</a></li></ul>
      <p>To print the book, or keep it as a PDF: <a href="print.html">every chapter on one
      page</a>.</p>
      """
    site.files["index.html"] = Data(
      document(
        title: "The Workbook", sidebar: sidebar(outline, current: nil),
        body: intro + HTMLRenderer.html(Weaver.sources) + HTMLRenderer.html(Weaver.codeKinds)
      ).utf8)
    if let root = texts.first?.chapter.packageRoot,
      let glossary = try? Glossary.read(packageRoot: root)
    {
      let items = glossary.entries.map { entry in
        // The place is a link where the site has that page (a site of some chapters only
        // names the others).
        let page = entry.chapter.map { "chapter\($0).html" } ?? "index.html"
        let fragment = entry.chapter == nil ? "" : "#section-\(entry.section ?? 1)"
        let place =
          site.files[page] == nil && page != "index.html"
          ? escape(entry.place) : "<a href=\"\(page)\(fragment)\">\(escape(entry.place))</a>"
        let id = anchor(ofLabel: entry.term).filter { $0.isLetter || $0.isNumber || $0 == "-" }
        site.searchEntries.append(
          SearchEntry(
            link: "glossary.html#term-\(id)", title: entry.term, chapter: "Glossary",
            text: (entry.definition + " (" + entry.place + ")")
              .replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "**", with: ""),
            kind: .term))
        return "<dt id=\"term-\(id)\">\(inline("**" + entry.term + "**"))</dt>"
          + "<dd>\(inline(entry.definition)) (\(place))</dd>"
      }
      site.files["glossary.html"] = Data(
        document(
          title: "Glossary", sidebar: sidebar(outline, current: nil, glossary: true),
          body: "<h1>Glossary</h1><p>Each term with where the book explains it.</p>"
            + "<dl class=\"glossary\">\(items.joined(separator: "\n"))</dl>"
        ).utf8)
    }
    site.files["search-index.js"] = Data(searchIndex(site.searchEntries).utf8)
    return site
  }

  /// A chapter's page body: the chapter in reading order, with each figure as HTML; its
  /// places go into the site's search entries.
  static func chapterBody(_ text: ChapterText, site: inout Site) -> String {
    var figures: [String: Figure] = [:]
    var descriptions: [String: String] = [:]
    Figure.$rasterScale.withValue(scale) {
      for example in text.chapter.examples {
        figures[example.id] = Weaver.drawn(example, of: text.chapter)
        descriptions[example.id] = example.description
      }
    }
    var renderer = HTMLRenderer(
      chapter: text.chapter, labels: text.figureLabels, figures: figures,
      descriptions: descriptions, site: site, sectionNames: names(bySection: text))
    let body = Weaver.walk(text, sections: nil, with: &renderer).map(\.text)
      .joined(separator: "\n")
    renderer.finishEntry()
    site = renderer.site
    return body
  }

  /// The search's index, as a script that sets `WORKBOOK_INDEX`: a page opened from disk
  /// may not fetch a file, but it may run one.
  /// Each entry is a row: link, title, chapter, text, kind, code names.
  static func searchIndex(_ entries: [SearchEntry]) -> String {
    let rows = entries.map { [$0.link, $0.title, $0.chapter, $0.text, $0.kind.rawValue, $0.code] }
    let json = (try? JSONEncoder().encode(rows)).map { String(decoding: $0, as: UTF8.self) }
    return "window.WORKBOOK_INDEX = \(json ?? "[]");\n"
  }

  /// The anchor of a figure label: "Figure 3.9" -> "figure-3-9".
  static func anchor(ofLabel label: String) -> String {
    label.lowercased().replacingOccurrences(of: " ", with: "-")
      .replacingOccurrences(of: ".", with: "-")
  }

  // MARK: - Figures

  /// A figure's pictures (or its text, for a table or a plot), its caption with its
  /// label as a link to itself, and its text version behind a toggle. Each picture's
  /// alternative text is in words: the figure's `description` (for the first picture; a
  /// later one names its panel and points back), never its art.
  static func figureHTML(
    _ figure: Figure, label: String?, description: String?, name: String, anchor: String,
    site: inout Site
  ) -> String {
    let panels = figure.panels.isEmpty ? [figure] : figure.panels
    // Shown at its size in points, or bigger when small (every panel of a figure alike,
    // so they can be compared): a figure at least 160 points wide on the page.
    func points(_ panel: Figure) -> CGFloat {
      guard let raster = panel.raster, panel.rasterPixelsPerPoint > 0 else { return 0 }
      return CGFloat(raster.width) / panel.rasterPixelsPerPoint
    }
    let widest = panels.map(points).max() ?? 0
    let enlarge: CGFloat =
      widest <= 0 ? 1 : widest < 160 ? min(12, max(1.5, 160 / widest)) : widest <= 200 ? 1.5 : 1
    var parts: [String] = []
    var images = 0
    var charts = 0
    var tables = 0
    for (index, panel) in panels.enumerated() {
      var inner = ""
      var panelStyle = ""
      if let title = panel.title { inner += "<div class=\"title\">\(escape(title))</div>" }
      let words = description ?? figure.caption ?? label ?? "A figure"
      let alt =
        index == 0
        ? (panels.count > 1 ? "\(panel.title ?? "Panel 1"): " : "") + words
        : "\(panel.title ?? "Panel \(index + 1)"), the \(ordinal(index + 1)) picture of "
          + "\(label ?? "this figure") (described with the first)"
      if let raster = panel.raster, raster.width > 0, raster.height > 0 {
        var file = name + (panels.count > 1 ? "-\(index + 1)" : "") + ".png"
        let png = ImageExport.png(raster)
        // A picture the site has already (the same panel in two figures) is not written twice.
        if let same = site.images[png] {
          file = same
        } else {
          site.files[file] = png
          site.images[png] = file
        }
        images += 1
        let shown = points(panel) * enlarge
        panelStyle = " style=\"width: " + String(format: "%.0fpx", Double(shown)) + "\""
        // Enlarged past its pixels: show them as squares, not blurred.
        let pixels = shown > CGFloat(raster.width) ? "class=\"pixels\" " : ""
        inner +=
          "<div class=\"picture\" style=\"aspect-ratio: \(raster.width) / \(raster.height)\">"
          + "<img \(pixels)src=\"\(file)\" width=\"\(raster.width)\" height=\"\(raster.height)\" "
          + "alt=\"\(escape(alt, quotes: true))\">"
          + panel.rasterLabels.map { labelHTML($0, raster: raster) }.joined()
          + "</div>"
      } else if let plot = panel.plot {
        charts += 1
        let chartID = anchor + (panels.count > 1 ? "-\(index + 1)" : "") + "-chart"
        let title = [label, figure.caption].compactMap { $0 }.joined(separator: ". ")
        inner += WebChart.html(
          plot, id: chartID, title: title.isEmpty ? "A chart" : title,
          description: index == 0 ? description : nil)
        panelStyle = " style=\"flex: 1 1 100%\""
      } else if let table = WebTable.table(panel.art) {
        tables += 1
        inner += WebTable.html(table)
      } else {
        // A picture in characters: a picture to a screen reader, said in words.
        inner +=
          "<pre class=\"art\" role=\"img\" aria-label=\"\(escape(alt, quotes: true))\">"
          + "\(escape(panel.art.joined(separator: "\n")))</pre>"
      }
      parts.append("<div class=\"panel\"\(panelStyle)>\(inner)</div>")
    }
    if images > 0 {
      site.imageFigures += 1
    } else if charts > 0 {
      site.chartFigures += 1
    } else if tables > 0 {
      site.tableFigures += 1
    } else {
      site.textFigures += 1
    }
    let link = "<a class=\"figure-label\" href=\"#\(escape(anchor, quotes: true))\">"
    var caption = [
      label.map { "\(link)<strong>\(escape($0)).</strong></a>" }, figure.caption.map(inline),
    ]
    .compactMap { $0 }.joined(separator: " ")
    if !caption.isEmpty { caption = "<figcaption>\(caption)</figcaption>" }
    // The text version: the figure as the terminal draws it (not for a figure that is
    // text already).
    var plain = figure
    plain.caption = nil
    let textVersion =
      images + charts + tables > 0
      ? "<details class=\"text-version\"><summary>Text version</summary><pre class=\"art\">"
        + escape(plain.rendered()) + "</pre></details>"
      : ""
    return "<figure id=\"\(escape(anchor, quotes: true))\"><div class=\"panels\">"
      + parts.joined() + "</div>\(caption)\(textVersion)</figure>"
  }

  static func ordinal(_ number: Int) -> String {
    let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]
    return number >= 1 && number <= words.count ? words[number - 1] : "\(number)th"
  }

  /// A label's text over the image, placed and sized in proportion to it (so it follows
  /// the image when the page narrows it).
  static func labelHTML(_ label: Figure.RasterLabel, raster: Bitmap) -> String {
    let width = CGFloat(raster.width)
    let height = CGFloat(raster.height)
    func percent(_ value: CGFloat, of whole: CGFloat) -> String {
      String(format: "%.3f%%", Double(value / whole * 100))
    }
    let fontSize = String(format: "%.3fcqw", Double(min(label.rect.height * 0.6, 28) / width * 100))
    return "<span class=\"label\" style=\"left: \(percent(label.rect.minX, of: width)); "
      + "top: \(percent(label.rect.minY, of: height)); "
      + "width: \(percent(label.rect.width, of: width)); "
      + "height: \(percent(label.rect.height, of: height)); "
      + "text-align: \(label.alignment); font-size: \(fontSize)\">\(escape(label.text))</span>"
  }

  // MARK: - Text

  /// Inline Markdown: `code` (kept as it is), **bold** (around code too), *italics*.
  static func inline(_ text: String) -> String {
    // Bold may hold code spans, so it is set around the pieces: each `**` outside code
    // opens or closes it (an unmatched one stays as it was).
    let pieces = text.components(separatedBy: "`")
    let marks = pieces.enumerated().filter { $0.offset % 2 == 0 }
      .map { $0.element.components(separatedBy: "**").count - 1 }.reduce(0, +)
    var bold = false
    var out = ""
    for (index, piece) in pieces.enumerated() {
      if index % 2 == 1 {
        if let page = links.page(ofCode: piece, context: sectionNames),
          linkedNames.insert(piece).inserted
        {
          out += "<a class=\"api\" href=\"\(page)\"><code>\(escape(piece))</code></a>"
        } else {
          out += "<code>\(escape(piece))</code>"
        }
        continue
      }
      var escaped = ""
      for (part, chunk) in piece.components(separatedBy: "**").enumerated() {
        if part > 0 {
          if marks % 2 == 0 {
            escaped += bold ? "</strong>" : "<strong>"
            bold.toggle()
          } else {
            escaped += "**"
          }
        }
        escaped += escape(chunk)
      }
      escaped = escaped.replacingOccurrences(
        of: #"(?<![*\w])\*([^*\s][^*]*)\*(?![*\w])"#, with: "<em>$1</em>",
        options: .regularExpression)
      // A repository named in the text links to it.
      escaped = escaped.replacingOccurrences(
        of: #"\b(github\.com/[\w-]+/[\w-]+(?:\.[\w-]+)*)"#,
        with: "<a class=\"source\" href=\"https://$1\">$1</a>", options: .regularExpression)
      // "Figure 3.9" links to the figure, on its chapter's page.
      escaped = escaped.replacingOccurrences(
        of: #"\bFigure (\d+)\.(\d+)\b"#,
        with: "<a href=\"chapter$1.html#figure-$1-$2\">Figure $1.$2</a>",
        options: .regularExpression)
      out += escaped
    }
    return out
  }

  nonisolated static func escape(_ text: String, quotes: Bool = false) -> String {
    var out = text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    if quotes { out = out.replacingOccurrences(of: "\"", with: "&quot;") }
    return out
  }

  // MARK: - Pages

  /// The links at a chapter's foot: the chapters before and after it, and the contents.
  static func pager(previous: Outline?, next: Outline?) -> String {
    var links = ["<a href=\"index.html\">Contents</a>"]
    if let previous {
      links.insert(
        "<a rel=\"prev\" href=\"\(previous.page)\">← Chapter \(previous.number): "
          + "\(escape(previous.title))</a>", at: 0)
    }
    if let next {
      links.append(
        "<a rel=\"next\" href=\"\(next.page)\">Chapter \(next.number): "
          + "\(escape(next.title)) →</a>")
    }
    return "<nav class=\"pager\" aria-label=\"Chapters before and after\">"
      + links.joined(separator: " ") + "</nav>"
  }

  /// Every chapter, and the current one's sections (`current` nil: the contents page).
  static func sidebar(
    _ outline: [Outline], current: Int?, glossary: Bool = false, print: Bool = false
  ) -> String {
    var items: [String] = []
    for chapter in outline {
      let here = chapter.number == current
      var item =
        "<li><a href=\"\(chapter.page)\"\(here ? " aria-current=\"page\"" : "")>"
        + "<span class=\"number\">\(chapter.number).</span> \(escape(chapter.title))</a>"
      if here, !chapter.sections.isEmpty {
        item +=
          "<ol class=\"sections\">"
          + chapter.sections.map { section in
            "<li><a href=\"#section-\(section.number)\">\(inline(section.title))</a></li>"
          }.joined() + "</ol>"
      }
      items.append(item + "</li>")
    }
    return "<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"Chapters\">"
      + "<a class=\"home\" href=\"index.html\"\(current == nil ? " aria-current=\"page\"" : "")>"
      + "Contents</a><ol>\(items.joined())</ol>"
      + "<a class=\"home\" href=\"glossary.html\"\(glossary ? " aria-current=\"page\"" : "")>"
      + "Glossary</a>"
      + "<a class=\"home\" href=\"print.html\"\(print ? " aria-current=\"page\"" : "")>"
      + "The whole book, to print</a></nav>"
  }

  /// A chapter's body for the page of every chapter: in a section of its own, its
  /// sections' anchors made the chapter's own (`chapter2-section-3`: every chapter has a
  /// `section-3`), and without its figures' text versions (which print leaves out).
  static func printable(_ body: String, chapter: Int) -> String {
    var out = ""
    var rest = Substring(body)
    let open = "<details class=\"text-version\">"
    while let start = rest.range(of: open) {
      out += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].range(of: "</details>") else {
        rest = rest[start.lowerBound...]
        break
      }
      rest = rest[end.upperBound...]
    }
    out += rest
    out = out.replacingOccurrences(of: "id=\"section-", with: "id=\"chapter\(chapter)-section-")
      .replacingOccurrences(of: "href=\"#section-", with: "href=\"#chapter\(chapter)-section-")
    return "<section class=\"chapter\" id=\"chapter\(chapter)\">\(out)</section>"
  }

  /// A whole page: `Web/page.html` with the page's title, sidebar and body.
  static func document(title: String, sidebar: String, body: String) -> String {
    WebAssets.page(["title": escape(title), "sidebar": sidebar, "body": body])
  }

  /// The pages' stylesheet (`Web/style.css`), with the highlighter's colours and the
  /// search's styles (`Web/search.css`) after it.
  static let style =
    WebAssets.textWithoutFinalLineBreak("style.css") + SwiftHighlighter.css + "\n"
    + WebAssets.textWithoutFinalLineBreak("search.css")

  /// The page's script: the search (over `WORKBOOK_INDEX`, every word must appear; a
  /// title match first), and the sidebar marking the section being read. Without it the
  /// pages work, and the search box says it needs JavaScript.
  static let script = WebAssets.textWithoutFinalLineBreak("book.js")
}
