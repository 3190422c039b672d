import Foundation
import Workbook

/// The book as a static web site that works offline: a page per chapter with its prose,
/// code and figures, each figure a PNG of the model's own raster at two pixels per point
/// (its ASCII art as the alt text, its labels written over it as text), and a contents
/// page. Figures that are text by nature (tables, plots) stay text.
@MainActor public enum WebBook {
  /// Pixels per point of the figures' images: twice the model's one-point pixels, as on
  /// a Retina screen.
  public static let scale: CGFloat = 2

  public struct Site: Sendable {
    /// Relative path -> contents.
    public var files: [String: Data] = [:]
    /// Figures shown as images, and as text.
    public var imageFigures = 0
    public var textFigures = 0
    public var bytes: Int { files.values.reduce(0) { $0 + $1.count } }

    public init() {}
  }

  public static func site(_ texts: [ChapterText]) -> Site {
    var site = Site()
    site.files["style.css"] = Data(style.utf8)
    var contents: [String] = []
    for (index, text) in texts.enumerated() {
      let chapter = text.chapter
      let page = "chapter\(chapter.number).html"
      contents.append(
        "<li><a href=\"\(page)\">Chapter \(chapter.number): \(escape(chapter.title))</a></li>")
      var body = chapterBody(text, site: &site)
      let previous = index > 0 ? "chapter\(texts[index - 1].chapter.number).html" : nil
      let next = index + 1 < texts.count ? "chapter\(texts[index + 1].chapter.number).html" : nil
      body += navigation(previous: previous, next: next)
      site.files[page] = Data(
        document(title: "Chapter \(chapter.number): \(chapter.title)", body: body).utf8)
    }
    let intro = """
      <h1>The Workbook</h1>
      <p>Custom iOS interface techniques, taught with a model of UIKit that runs anywhere
      Swift does. Every figure was drawn by running code: the listing above it, or the
      figure function named beside it; each picture is the
      model's own raster at two pixels per point, and its ASCII version (the one the
      terminal shows) is its alternative text. Transparent pixels show as a checkerboard,
      as they do in a colour terminal (in plain text, a <code>/</code> hatch).</p>
      <ul class="contents">\(contents.joined(separator: "\n"))</ul>
      """
    site.files["index.html"] = Data(
      document(
        title: "The Workbook",
        body: intro + HTMLRenderer.html(Weaver.sources) + HTMLRenderer.html(Weaver.codeKinds)
      ).utf8)
    return site
  }

  /// A chapter's page body: the chapter in reading order, with each figure as HTML.
  static func chapterBody(_ text: ChapterText, site: inout Site) -> String {
    var figures: [String: Figure] = [:]
    Figure.$rasterScale.withValue(scale) {
      for example in text.chapter.examples { figures[example.id] = example.figure() }
    }
    var renderer = HTMLRenderer(
      chapter: text.chapter.number, labels: text.figureLabels, figures: figures, site: site)
    let body = Weaver.walk(text, sections: nil, with: &renderer).map(\.text)
      .joined(separator: "\n")
    site = renderer.site
    return body
  }

  // MARK: - Figures

  static func figureHTML(
    _ figure: Figure, label: String?, name: String, anchor: String, site: inout Site
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
    for (index, panel) in panels.enumerated() {
      var inner = ""
      var panelStyle = ""
      if let title = panel.title { inner += "<div class=\"title\">\(escape(title))</div>" }
      let alt = panel.art.joined(separator: "\n")
      if let raster = panel.raster, raster.width > 0, raster.height > 0 {
        let file = name + (panels.count > 1 ? "-\(index + 1)" : "") + ".png"
        site.files[file] = ImageExport.png(raster)
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
      } else {
        inner += "<pre class=\"art\">\(escape(alt))</pre>"
      }
      parts.append("<div class=\"panel\"\(panelStyle)>\(inner)</div>")
    }
    if images > 0 { site.imageFigures += 1 } else { site.textFigures += 1 }
    var caption = [label.map { "<strong>\(escape($0)).</strong>" }, figure.caption.map(inline)]
      .compactMap { $0 }.joined(separator: " ")
    if !caption.isEmpty { caption = "<figcaption>\(caption)</figcaption>" }
    return "<figure id=\"\(escape(anchor, quotes: true))\"><div class=\"panels\">"
      + parts.joined() + "</div>\(caption)</figure>"
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

  /// Inline Markdown: `code` (kept as it is), **bold**, *italics*.
  static func inline(_ text: String) -> String {
    var out = ""
    for (index, piece) in text.components(separatedBy: "`").enumerated() {
      if index % 2 == 1 {
        out += "<code>\(escape(piece))</code>"
        continue
      }
      var escaped = escape(piece)
      escaped = escaped.replacingOccurrences(
        of: #"\*\*([^*]+)\*\*"#, with: "<strong>$1</strong>", options: .regularExpression)
      escaped = escaped.replacingOccurrences(
        of: #"(?<![*\w])\*([^*\s][^*]*)\*(?![*\w])"#, with: "<em>$1</em>",
        options: .regularExpression)
      out += escaped
    }
    return out
  }

  static func escape(_ text: String, quotes: Bool = false) -> String {
    var out = text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    if quotes { out = out.replacingOccurrences(of: "\"", with: "&quot;") }
    return out
  }

  // MARK: - Pages

  static func navigation(previous: String?, next: String?) -> String {
    var links = ["<a href=\"index.html\">Contents</a>"]
    if let previous { links.insert("<a href=\"\(previous)\">Previous chapter</a>", at: 0) }
    if let next { links.append("<a href=\"\(next)\">Next chapter</a>") }
    return "<nav>\(links.joined(separator: " · "))</nav>"
  }

  static func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title))</title>
    <link rel="stylesheet" href="style.css">
    </head>
    <body>
    <main>
    \(body)
    </main>
    </body>
    </html>

    """
  }

  static let style = """
    body { margin: 0; background: #fbfaf7; color: #1d1d1f;
      font: 17px/1.55 -apple-system, "Helvetica Neue", "DejaVu Sans", sans-serif; }
    main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1.25rem 4rem; }
    h1 { font-size: 2rem; line-height: 1.2; }
    h2 { margin-top: 2.5rem; border-bottom: 1px solid #ddd; padding-bottom: .2rem; }
    code { font: 0.88em/1.4 "SF Mono", Menlo, "DejaVu Sans Mono", monospace;
      background: #f0eee9; padding: 0 .2em; border-radius: 3px; }
    pre { background: #f3f1ec; padding: .8rem 1rem; overflow-x: auto; border-radius: 6px;
      line-height: 1.35; }
    pre code { background: none; padding: 0; font-size: 13.5px; line-height: 1.35; }
    figure { margin: 1.5rem 0; }
    .panels { display: flex; flex-wrap: wrap; gap: 1.25rem; align-items: flex-end; }
    .panel { max-width: 100%; flex: 0 1 auto; }
    .panel .title { font-size: .85rem; color: #555; margin-bottom: .25rem; white-space: nowrap; }
    .picture { position: relative; container-type: inline-size; width: 100%; overflow: hidden; }
    .picture img.pixels { image-rendering: pixelated; }
    .picture img { display: block; width: 100%; height: auto; }
    /* Transparent pixels show a checkerboard (as in a colour terminal), and a thin frame. */
    .picture { background: repeating-conic-gradient(#e8e8e8 0% 25%, #fff 0% 50%) 0 0 / 10px 10px; }
    .picture::after { content: ""; position: absolute; inset: 0; pointer-events: none;
      box-shadow: inset 0 0 0 1px #c8c8c8; }
    .label { position: absolute; display: flex; align-items: center; justify-content: center;
      white-space: nowrap; overflow: visible; color: #111; line-height: 1;
      font-family: -apple-system, "Helvetica Neue", "DejaVu Sans", sans-serif; }
    .label[style*="text-align: left"] { justify-content: flex-start; }
    .label[style*="text-align: right"] { justify-content: flex-end; }
    pre.art { font: 11px/1.15 "DejaVu Sans Mono", Menlo, monospace; background: #fff;
      border: 1px solid #ddd; }
    figcaption { font-size: .9rem; color: #444; margin-top: .5rem; }
    p.note { font-size: .85rem; color: #555; border-left: 3px solid #ddd; padding-left: .75rem; }
    nav { margin-top: 3rem; padding-top: 1rem; border-top: 1px solid #ddd; }
    ul.contents { font-size: 1.15rem; }
    """ + SwiftHighlighter.css
}

/// Sets a chapter as the body of a web page: headings, paragraphs, lists and code as
/// HTML, each figure as its pictures (`WebBook.figureHTML`), numbered for their files.
struct HTMLRenderer: ChapterRenderer {
  /// The chapter's number, for the figures' file names.
  let chapter: Int
  /// Each example's figure label ("Figure 1.2"), by id.
  let labels: [String: String]
  /// Each example's figure, drawn with a raster, by id.
  let figures: [String: Figure]
  /// The site the figures' images go into.
  var site: WebBook.Site
  private var figureCount = 0

  init(chapter: Int, labels: [String: String], figures: [String: Figure], site: WebBook.Site) {
    self.chapter = chapter
    self.labels = labels
    self.figures = figures
    self.site = site
  }

  /// A section's heading carries an anchor, and the chapter's title a note under it.
  func heading(_ text: String, level: Int, section: Int) -> String {
    switch level {
    case 1:
      "<h1>\(WebBook.inline(text))</h1>\n<p class=\"note\">The figures on this page are the "
        + "model's own pictures; where the text counts characters or shades, it means their "
        + "ASCII versions (each image's alternative text, and what <code>workbook-run</code> "
        + "shows in a terminal).</p>"
    case 2: "<h2 id=\"section-\(section)\">\(WebBook.inline(text))</h2>"
    default: Self.html([.heading(level: level, text: text)])
    }
  }

  func prose(_ blocks: [ProseBlock]) -> String { Self.html(blocks) }

  func code(_ text: String) -> String { Self.code(text, language: "swift") }

  mutating func figure(id: String) -> String {
    let name = nextImageName()
    guard let figure = figures[id] else { return "" }
    return WebBook.figureHTML(figure, label: labels[id], name: name, anchor: id, site: &site)
  }

  mutating func goal(of exercise: Exercise) -> String {
    let name = nextImageName()
    var goal = Figure.$rasterScale.withValue(WebBook.scale) { exercise.figure(.solution) }
    goal.title = "the goal"
    goal.caption = nil
    return WebBook.figureHTML(
      goal, label: nil, name: name, anchor: "exercise-\(exercise.id)", site: &site)
  }

  /// The file name (without extension) of the next figure's images.
  private mutating func nextImageName() -> String {
    figureCount += 1
    return "images/c\(chapter)-\(String(format: "%02d", figureCount))"
  }

  /// Blocks of prose as HTML, a line apart: a paragraph's or an item's lines joined.
  static func html(_ blocks: [ProseBlock]) -> String {
    func joined(_ text: String) -> String {
      WebBook.inline(
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
          .joined(separator: " "))
    }
    return blocks.map { block in
      switch block {
      case .heading(let level, let text): "<h\(level)>\(WebBook.inline(text))</h\(level)>"
      case .paragraph(let text): "<p>\(joined(text))</p>"
      case .list(let ordered, let items):
        "<\(ordered ? "ol" : "ul")>" + items.map { "<li>\(joined($0))</li>" }.joined()
          + "</\(ordered ? "ol" : "ul")>"
      case .code(let language, let text): code(text, language: language)
      }
    }.joined(separator: "\n")
  }

  static func code(_ text: String, language: String) -> String {
    if language == "swift" { return SwiftHighlighter.block(text) }
    let kind =
      language.isEmpty ? "" : " class=\"language-\(WebBook.escape(language, quotes: true))\""
    return "<pre><code\(kind)>\(WebBook.escape(text))</code></pre>"
  }
}
