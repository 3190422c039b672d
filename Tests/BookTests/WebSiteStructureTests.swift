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
    #expect(pages.count == texts.count + 2)
    // The glossary's page holds every term.
    let glossary = try page("glossary.html")
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
      // Every link inside the site leads somewhere: a file it has, and an id on that page.
      for link in html.matches(of: /href="([^"]*)"/).map({ String($0.1) }) {
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
      // Every picture has words for its alternative text: a sentence, not art.
      for alt in html.matches(of: /<img [^>]*alt="([^"]*)"/).map({ String($0.1) }) {
        #expect(alt.split(separator: " ").count >= 3, "\(name): alt text '\(alt)'")
        #expect(alt.firstMatch(of: /[#%@*+=:.\-\/|]{4}/) == nil, "\(name): alt text '\(alt)'")
      }
    }
    // The search's index: a script that sets WORKBOOK_INDEX, with an entry for every
    // chapter's opening, section and exercise; "shadowPath" is in Chapters 1, 2 and 4.
    let index = try page("search-index.js")
    let json = try #require(index.firstMatch(of: /^window\.WORKBOOK_INDEX = (.*);\n$/))
    let rows = try JSONDecoder().decode([[String]].self, from: Data(json.1.utf8))
    let sections = texts.map { $0.sections.filter { $0.title != nil }.count }.reduce(0, +)
    let exercises = texts.map(\.exercises.count).reduce(0, +)
    #expect(rows.count == texts.count + sections + exercises)
    guard texts.count == allChapters.count else { return }
    let shadowPath = Set(
      rows.filter { $0[3].contains("shadowPath") }.compactMap {
        $0[0].firstMatch(of: /chapter(\d)/)
      }
      .map { String($0.1) })
    #expect(shadowPath.isSuperset(of: ["1", "2", "4"]), "\(shadowPath.sorted())")
  }
}
