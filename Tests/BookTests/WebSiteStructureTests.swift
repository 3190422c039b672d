import Book
import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Book

/// The tests of this file, as one suite: `swift test --filter WebSiteStructureTests`.
@Suite struct WebSiteStructureTests {}

/// The web book's files: read from the folder `WORKBOOK_SITE` names (`.ci/run` builds
/// the whole site there, in a release build, and runs this test on it), or else built
/// here for the first two chapters (the whole book takes a minute in a debug build).
@MainActor func siteUnderTest() throws -> (files: [String: Data], texts: [ChapterText]) {
  guard let folder = ProcessInfo.processInfo.environment["WORKBOOK_SITE"] else {
    let texts = try allChapters.prefix(2).map { try ChapterText($0) }
    return (WebBook.site(texts).files, texts)
  }
  let root = URL(fileURLWithPath: folder)
  var files: [String: Data] = [:]
  let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
  while let url = walker?.nextObject() as? URL {
    let relative = String(
      url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    if let data = try? Data(contentsOf: url), !url.hasDirectoryPath { files[relative] = data }
  }
  return (files, try allChapters.map { try ChapterText($0) })
}

extension WebSiteStructureTests {
  /// The web book, as a reader finds it: every page has the sidebar with every chapter and
  /// its own sections, every link inside the site resolves (page and anchor), every picture
  /// has words for its alternative text, the search's index holds every place, and nothing
  /// is fetched from elsewhere.
  @Test(
    .enabled(
      if: thorough || ProcessInfo.processInfo.environment["WORKBOOK_SITE"] != nil,
      "the web book is checked by CI"))
  func theWebSiteHangsTogether() throws {
    let (files, texts) = try siteUnderTest()
    func page(_ name: String) throws -> String {
      String(decoding: try #require(files[name], "no \(name)"), as: UTF8.self)
    }
    let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
    #expect(pages.count == texts.count + 3)
    // The pages that a link out may lead to: Apple's, for a name in the model's index of
    // declarations, and the two repositories the book follows.
    let apiIndex = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Sources/Workbook/CommandLine/Generated/APIIndex.swift"), encoding: .utf8)
    let applePages = Set(
      apiIndex.matches(of: /\t(https:\/\/developer\.apple\.com\/documentation\/[^\t]+)\t/)
        .map { String($0.1) })
    #expect(applePages.count > 500)
    let repositories: Set = [
      "https://github.com/akaDuality/PizzaHalves", "https://github.com/applidium/OverlayContainer",
    ]
    var apiLinks = 0
    // The glossary's page holds every term.
    // (Its code links to Apple's pages where this test's own `inline` has no links.)
    let glossary = try page("glossary.html").replacing(
      /<a class="api" href="[^"]*">(<code>[^<]*<\/code>)<\/a>/, with: { $0.1 })
    for entry in try Glossary.read(packageRoot: packageRoot).entries {
      #expect(glossary.contains(WebBook.inline("**" + entry.term + "**")), "\(entry.term)")
    }
    // Each page's ids, for the links.
    var ids: [String: Set<String>] = [:]
    for name in pages {
      ids[name] = Set(try page(name).matches(of: /\sid="([^"]+)"/).map { String($0.1) })
    }
    for name in pages {
      let html = try page(name)
      // The sidebar: every chapter, the current one marked, with its titled sections.
      let sidebar = try #require(html.firstMatch(of: /<nav class="sidebar"[\s\S]*?<\/nav>/))
      for text in texts {
        #expect(sidebar.0.contains("href=\"chapter\(text.chapter.number).html\""), "\(name)")
      }
      if let text = texts.first(where: { "chapter\($0.chapter.number).html" == name }) {
        #expect(sidebar.0.contains("href=\"\(name)\" aria-current=\"page\""))
        for section in text.sections where section.title != nil {
          #expect(sidebar.0.contains("href=\"#section-\(section.number)\""), "\(name)")
        }
      }
      // A link out leads to a page the project holds: an API name to Apple's page for it,
      // a source to its repository; nothing else leaves the site.
      for link in html.matches(of: /<a class="(api|source)" href="([^"]*)"/) {
        if link.1 == "api" {
          apiLinks += 1
          #expect(applePages.contains(String(link.2)), "\(name): \(link.2) is not in the index")
        } else {
          #expect(repositories.contains(String(link.2)), "\(name): \(link.2)")
        }
      }
      // Every link inside the site leads somewhere: a file it has, and an id on that page.
      for link in html.matches(of: /href="([^"]*)"/).map({ String($0.1) }) {
        if link.hasPrefix("https://") {
          #expect(applePages.contains(link) || repositories.contains(link), "\(name): \(link)")
          continue
        }
        #expect(!link.hasPrefix("http"), "\(name) links out: \(link)")
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0].isEmpty ? name : String(parts[0])
        #expect(files[target] != nil, "\(name) links to a missing \(target)")
        if parts.count == 2 {
          #expect(ids[target]?.contains(String(parts[1])) == true, "\(name): no #\(parts[1])")
        }
      }
      for source in html.matches(of: /src="([^"]*)"/).map({ String($0.1) }) {
        #expect(files[source] != nil, "\(name) needs a missing \(source)")
      }
      // No script in the page itself, and a search box that works without one.
      #expect(!html.contains("<script>"))
      #expect(html.contains("placeholder=\"Search needs JavaScript\""))
      // Every picture has words for its alternative text: a sentence, not art; a picture
      // in characters too, as a picture (`role="img"`) a screen reader does not spell out.
      let alts =
        html.matches(of: /<img [^>]*alt="([^"]*)"/).map { String($0.1) }
        + html.matches(of: /<pre class="art" role="img" aria-label="([^"]*)">/).map { String($0.1) }
      for alt in alts {
        #expect(alt.split(separator: " ").count >= 3, "\(name): alt text '\(alt)'")
        #expect(alt.firstMatch(of: /[#%@*+=:.\-\/|]{4}/) == nil, "\(name): alt text '\(alt)'")
      }
      // Outside the text versions, no art is left without words.
      let shown = html.replacing(/<details class="text-version">[\s\S]*?<\/details>/, with: "")
      #expect(
        shown.components(separatedBy: "<pre class=\"art\"").count - 1
          == shown.components(separatedBy: "<pre class=\"art\" role=\"img\" aria-label=").count - 1,
        "\(name)")
      // Every plot is a chart: an SVG picture with a title and a description of its data,
      // and its text version; no plot is left as characters alone.
      // (The page of every chapter leaves the text versions out: it is checked by the
      // chapters' pages.)
      for figure in html.matches(of: /<figure id="([^"]+)">([\s\S]*?)<\/figure>/)
      where name != "print.html" {
        let body = String(figure.2)
        let isPlot = body.firstMatch(of: /\n\| {7}\+-{20,}/) != nil
        let charts = body.matches(
          of: /<svg class="chart"[^>]* role="img" aria-labelledby="([^" ]+) ([^"]+)">/)
        #expect(isPlot == !charts.isEmpty, "\(name) #\(figure.1): a plot without a chart")
        for chart in charts {
          let title = body.firstMatch(of: Regex<Substring>(verbatim: "<title id=\"\(chart.1)\">"))
          let desc = try #require(
            body.firstMatch(
              of: try Regex<(Substring, Substring)>("<desc id=\"\(chart.2)\">([^<]+)</desc>")))
          #expect(title != nil, "\(name) #\(figure.1)")
          #expect(desc.1.split(separator: " ").count >= 20, "\(name) #\(figure.1): \(desc.1)")
          #expect(body.contains("<ul class=\"legend\""), "\(name) #\(figure.1)")
          #expect(body.contains("<summary>Text version</summary>"), "\(name) #\(figure.1)")
        }
      }
    }
    if texts.count == allChapters.count { #expect(apiLinks > 300) }
    // The search's index: a script that sets WORKBOOK_INDEX, with an entry for every
    // chapter's opening, section and exercise; "shadowPath" is in Chapters 1, 2 and 4.
    let index = try page("search-index.js")
    let json = try #require(index.firstMatch(of: /^window\.WORKBOOK_INDEX = (.*);\n$/))
    let rows = try JSONDecoder().decode([[String]].self, from: Data(json.1.utf8))
    let sections = texts.map { $0.sections.filter { $0.title != nil }.count }.reduce(0, +)
    let exercises = texts.map(\.exercises.count).reduce(0, +)
    let figures = texts.map(\.figureLabels.count).reduce(0, +)
    let terms = try Glossary.read(packageRoot: packageRoot).entries.count
    #expect(rows.count == texts.count + sections + exercises + figures + terms)
    #expect(rows.filter { $0[4] == "term" }.count == terms)
    #expect(rows.allSatisfy { $0.count == 6 })
    // Each figure is a place of its own, found by its number.
    #expect(rows.filter { $0[4] == "figure" }.count == figures)
    #expect(
      rows.contains { $0[1].hasPrefix("Figure 1.2: ") && $0[0] == "chapter1.html#figure-1-2" })
    guard texts.count == allChapters.count else { return }
    let shadowPath = Set(
      rows.filter { $0[3].contains("shadowPath") || $0[5].contains("shadowPath") }.compactMap {
        $0[0].firstMatch(of: /chapter(\d)/)
      }
      .map { String($0.1) })
    #expect(shadowPath.isSuperset(of: ["1", "2", "4"]), "\(shadowPath.sorted())")
  }
}
