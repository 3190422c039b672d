import Foundation
import Workbook

/// Sets a chapter as the body of a web page: headings (each with an anchor), paragraphs,
/// lists and code as HTML, each figure as its pictures (`WebBook.figureHTML`), numbered
/// for their files; it gathers the search's entries as it goes (a place per heading).
struct HTMLRenderer: ChapterRenderer {
  let chapter: Chapter
  /// Each example's figure label ("Figure 1.2"), by id.
  let labels: [String: String]
  /// Each example's figure, drawn with a raster, by id.
  let figures: [String: Figure]
  /// Each example's description in words, by id (its pictures' alternative text).
  let descriptions: [String: String]
  /// The site the figures' images and the search's entries go into.
  var site: WebBook.Site
  /// The names each section uses (`WebBook.names(bySection:)`).
  let sectionNames: [Int: Set<String>]
  private var figureCount = 0
  /// The place being read, and its words so far.
  private var entry: WebBook.SearchEntry?
  private var words: [String] = []
  /// The names in the place's code so far, each once, in order.
  private var codeNames: [String] = []
  private var seenNames: Set<String> = []
  /// The figures of the place being read, each an entry of its own, after the place's.
  private var figureEntries: [WebBook.SearchEntry] = []

  var medium: Medium { .web }

  init(
    chapter: Chapter, labels: [String: String], figures: [String: Figure],
    descriptions: [String: String] = [:], site: WebBook.Site,
    sectionNames: [Int: Set<String>] = [:]
  ) {
    self.sectionNames = sectionNames
    self.chapter = chapter
    self.labels = labels
    self.figures = figures
    self.descriptions = descriptions
    self.site = site
  }

  private var page: String { "chapter\(chapter.number).html" }

  /// Starts a search entry for the place a heading opens.
  private mutating func startEntry(
    title: String, anchor: String?, kind: WebBook.SearchEntry.Kind
  ) {
    finishEntry()
    entry = WebBook.SearchEntry(
      link: page + (anchor.map { "#" + $0 } ?? ""), title: title,
      chapter: "Chapter \(chapter.number): \(chapter.title)", text: "", kind: kind)
  }

  /// Adds the place being read to the site's search entries.
  mutating func finishEntry() {
    guard var done = entry else { return }
    done.text = words.joined(separator: " ").split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    done.code = codeNames.joined(separator: " ")
    site.searchEntries.append(done)
    site.searchEntries += figureEntries
    figureEntries = []
    entry = nil
    words = []
    codeNames = []
    seenNames = []
  }

  /// Adds the names in `code` (identifiers and keywords; no literals, no comments' words
  /// twice) to the place's code names.
  private mutating func addCodeNames(_ code: String) {
    for name in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    where name.first?.isNumber == false && name.count > 1 {
      let name = String(name)
      if seenNames.insert(name).inserted { codeNames.append(name) }
    }
  }

  /// Markdown's marks left out, for the search.
  private static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "**", with: "")
  }

  /// A heading with an anchor a reader can link to: `section-3` for a section,
  /// `exercise-1-2` for an exercise.
  mutating func heading(_ text: String, level: Int, section: Int) -> String {
    if level <= 2 {
      WebBook.linkedNames = []
      WebBook.sectionNames = sectionNames[section] ?? []
    }
    switch level {
    case 1:
      startEntry(title: Self.plain(text), anchor: nil, kind: .chapter)
      return "<h1>\(WebBook.inline(text))</h1>"
    case 2:
      let anchor = "section-\(section)"
      startEntry(title: Self.plain(text), anchor: anchor, kind: .section)
      return "<h2 id=\"\(anchor)\">\(WebBook.inline(text))" + Self.selfLink(anchor) + "</h2>"
    default:
      let id = text.firstMatch(of: /^Exercise (\d+)\.(\d+)/).map { "exercise-\($0.1)-\($0.2)" }
      guard let id else { return Self.html([.heading(level: level, text: text)]) }
      startEntry(title: Self.plain(text), anchor: id, kind: .exercise)
      return "<h\(level) id=\"\(id)\">\(WebBook.inline(text))" + Self.selfLink(id) + "</h\(level)>"
    }
  }

  static func selfLink(_ anchor: String) -> String {
    "<a class=\"anchor\" href=\"#\(anchor)\" aria-label=\"Link to here\">#</a>"
  }

  mutating func prose(_ blocks: [ProseBlock]) -> String {
    for block in blocks {
      switch block {
      case .heading(_, let text), .paragraph(let text): words.append(Self.plain(text))
      case .list(_, let items): words += items.map(Self.plain)
      case .code(_, let text): addCodeNames(text)
      }
    }
    return Self.html(blocks)
  }

  mutating func code(_ text: String) -> String {
    addCodeNames(text)
    return Self.code(text, language: "swift")
  }

  mutating func figure(id: String) -> String {
    let name = nextImageName()
    guard let figure = figures[id] else { return "" }
    let label = labels[id]
    // A numbered figure is a place of its own, its caption its words; one without a
    // number lends its caption to the place it is in.
    if let label {
      addFigureEntry(label: label, figure: figure, description: descriptions[id])
    } else if let caption = figure.caption {
      words.append(Self.plain(caption))
    }
    return WebBook.figureHTML(
      figure, label: label, description: descriptions[id], name: name,
      anchor: label.map(WebBook.anchor(ofLabel:)) ?? id, site: &site)
  }

  mutating func goal(of exercise: Exercise) -> String {
    let name = nextImageName()
    var goal = Figure.$rasterScale.withValue(WebBook.scale) { exercise.figure(.solution) }
    goal.title = "the goal"
    goal.caption = nil
    return WebBook.figureHTML(
      goal, label: nil,
      description: "The goal of exercise \(exercise.id), \(exercise.title): "
        + (exercise.goal ?? "what the reference solution draws."),
      name: name, anchor: "goal-\(exercise.id.replacingOccurrences(of: ".", with: "-"))",
      site: &site)
  }

  /// A search entry of its own for a figure, found by its number, its caption and its
  /// description; the place being read goes on after it.
  private mutating func addFigureEntry(label: String, figure: Figure, description: String?) {
    let caption = figure.caption.map(Self.plain) ?? ""
    let firstSentence = caption.firstRange(of: /\.(\s|$)/).map { String(caption[..<$0.lowerBound]) }
    let title = label + (caption.isEmpty ? "" : ": " + (firstSentence ?? caption))
    figureEntries.append(
      WebBook.SearchEntry(
        link: page + "#" + WebBook.anchor(ofLabel: label), title: title,
        chapter: "Chapter \(chapter.number): \(chapter.title)",
        text: [caption, description.map(Self.plain) ?? ""].filter { !$0.isEmpty }
          .joined(separator: " "),
        kind: .figure))
  }

  /// The file name (without extension) of the next figure's images.
  private mutating func nextImageName() -> String {
    figureCount += 1
    return "images/c\(chapter.number)-\(String(format: "%02d", figureCount))"
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

  /// Lines of code past which a listing may not fit a printed page: it is marked `long`,
  /// and print lets it break where it must rather than push it to a page of its own.
  static let longListing = 50

  static func code(_ text: String, language: String) -> String {
    if language == "swift" {
      var block = WebBook.links.linkingCode(SwiftHighlighter.block(text))
      if text.split(separator: "\n", omittingEmptySubsequences: false).count > longListing {
        block = block.replacingOccurrences(
          of: "<pre class=\"listing", with: "<pre class=\"listing long",
          options: .anchored)
      }
      return block
    }
    let kind =
      language.isEmpty ? "" : " class=\"language-\(WebBook.escape(language, quotes: true))\""
    return "<pre><code\(kind)>\(WebBook.escape(text))</code></pre>"
  }
}
