// The book's UIKit listings, type-checked as a reader meets them (run by
// Tests/UIKitShaped/build; it is not part of the workbook).
//
//   Listings ROOT MODULES WORK [--allow ChapterNName]...
//
// ROOT is the package (its book.md and Chapters/), MODULES the folder of the stand-in
// modules (UIKit, QuartzCore, CoreGraphics), WORK a scratch folder.
//
// Every listing of book.md whose first line is `// UIKit code, ... from App/...` is
// taken as printed: the lines after that label, with `import UIKit` in its place. In
// each chapter, in book order, listing k is type-checked together with the chapter's
// listings before it that compiled, as one app target (Swift 6, main-actor default
// isolation, files other than main.swift), against the stand-ins. A failure names the
// chapter, the listing's number and id (its `@begin(id)` in App/) and the compiler's
// messages.
//
// A listing that is only part of a declaration says so in its label (`// UIKit code, part
// of PizzaHalfSelectorLayout, from ...`). The chapter must print that declaration whole in
// exactly one other listing, which holds every line of the part in order; the part is
// checked by type-checking the whole in its place (a reader who meets a part copies the
// whole), so the whole must compile with what comes before the first of its parts.
//
// A chapter given with --allow has its failures listed, but they do not fail the run.
import Foundation

struct Listing: Sendable {
  let number: Int
  let id: String
  let file: String
  let partOf: String?
  let body: String
  let bookLine: Int
  var name: String { "listing \(number) '\(id)'" }
}

struct Chapter: Sendable {
  let number: Int
  let folder: String
  var listings: [Listing] = []
  /// The files the prose asks the reader to copy whole (`@copy`), each with the number of
  /// listings printed before the request.
  var copies: [(file: String, after: Int, bookLine: Int)] = []
  var sketches = 0
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("Listings: \(message)\n".utf8))
  exit(2)
}

/// Where things are: the package, the stand-in modules, the scratch folder.
struct Places: Sendable {
  let root: URL
  let modules: String
  let work: URL
}

// MARK: - The regions of App/, to name each listing by its id

/// `@begin(id)` ... `@end(id)` regions of a file, nested as the weaver reads them: a line
/// belongs to every region open around it, marker lines to none; each region dedented.
func regions(of text: String) -> [(id: String, text: String)] {
  var open: [(id: String, lines: [String])] = []
  var found: [(id: String, text: String)] = []
  for line in text.components(separatedBy: "\n") {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if let match = trimmed.wholeMatch(of: /\/\/ @begin\(([A-Za-z0-9_.\/-]+)\)/) {
      open.append((String(match.1), []))
    } else if trimmed.wholeMatch(of: /\/\/ @end\(([A-Za-z0-9_.\/-]+)\)/) != nil {
      if let region = open.popLast() { found.append((region.id, dedent(region.lines))) }
    } else {
      for index in open.indices { open[index].lines.append(line) }
    }
  }
  return found
}

func dedent(_ lines: [String]) -> String {
  var lines = lines
  while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
  while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
  let indent =
    lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    .map { $0.prefix { $0 == " " }.count }.min() ?? 0
  return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    .joined(separator: "\n")
}

/// The id of the region (or the regions of one id, joined as the weaver joins them) that
/// a listing prints.
func id(of body: String, file: String, chapterFolder: URL) -> String? {
  let url = chapterFolder.appendingPathComponent(file)
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
  var joined: [(id: String, text: String)] = []
  for region in regions(of: text) {
    if let index = joined.firstIndex(where: { $0.id == region.id }) {
      joined[index].text += "\n\n" + region.text
    } else {
      joined.append(region)
    }
  }
  return (joined.first { $0.text == body } ?? joined.first { $0.text.contains(body) })?.id
}

// MARK: - The listings of book.md

/// Each chapter's UIKit listings, in book order.
func readBook(root: URL) -> [Chapter] {
  let bookURL = root.appendingPathComponent("book.md")
  guard let book = try? String(contentsOf: bookURL, encoding: .utf8) else {
    fail("cannot read \(bookURL.path)")
  }
  let chapterFolders =
    ((try? FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Chapters").path)) ?? []).sorted()
  var chapters: [Chapter] = []
  var fence: (lines: [String], start: Int)?
  for (index, line) in book.components(separatedBy: "\n").enumerated() {
    if var open = fence {
      if line == "```" {
        fence = nil
        guard let label = open.lines.first, label.hasPrefix("// UIKit code") else { continue }
        guard var chapter = chapters.popLast() else {
          fail("book.md:\(open.start): a listing before any chapter")
        }
        defer { chapters.append(chapter) }
        if label.hasPrefix("// UIKit code, not compiled here") {
          // A sketch of what the model leaves out: not run by the workbook, but type-checked
          // here like any listing, against Apple's declarations.
          chapter.sketches += 1
          open.lines.removeFirst()
          chapter.listings.append(
            Listing(
              number: chapter.listings.count + 1, id: "sketch at book.md line \(open.start)",
              file: "(a sketch)", partOf: nil, body: open.lines.joined(separator: "\n"),
              bookLine: open.start))
          continue
        }
        guard
          let match = label.wholeMatch(
            of: /\/\/ UIKit code, (?:part of ([A-Za-z_][A-Za-z0-9_.]*), )?from (App\/[^ ]+\.swift)/)
        else {
          fail("book.md:\(open.start): a UIKit listing's label this tool does not know: \(label)")
        }
        open.lines.removeFirst()
        let body = open.lines.joined(separator: "\n")
        let file = String(match.2)
        let folder = root.appendingPathComponent("Chapters/\(chapter.folder)")
        chapter.listings.append(
          Listing(
            number: chapter.listings.count + 1,
            id: id(of: body, file: file, chapterFolder: folder) ?? "at book.md line \(open.start)",
            file: file, partOf: match.1.map(String.init), body: body, bookLine: open.start))
      } else {
        open.lines.append(line)
        fence = open
      }
    } else if let copy = line.wholeMatch(
      of: /Copy `Chapters\/([^\/`]+)\/(App\/[^`]+)` whole into your app: .*/)
    {
      guard var chapter = chapters.popLast(), chapter.folder == copy.1 else {
        fail("book.md:\(index + 1): a file to copy from another chapter: \(line)")
      }
      chapter.copies.append((String(copy.2), chapter.listings.count, index + 1))
      chapters.append(chapter)
    } else if line == "```swift" {
      fence = ([], index + 2)  // the label's line, 1-based
    } else if let heading = line.prefixMatch(of: #/# Chapter (\d+): /#), let number = Int(heading.1)
    {
      guard let folder = chapterFolders.first(where: { $0.hasPrefix("Chapter\(number)") }) else {
        fail("book.md has Chapter \(number), but Chapters/ has no Chapter\(number)... folder")
      }
      chapters.append(Chapter(number: number, folder: folder))
    }
  }
  return chapters
}

// MARK: - Checking

/// The outcome of one chapter: a line per listing that failed, with the compiler's words.
struct Outcome {
  var failures: [String] = []
  var compiled = 0
  var parts = 0
}

/// The top-level declaration of `name` in a listing: `class Name`, `func name`, ...
func declares(_ listing: Listing, _ name: String) -> Bool {
  listing.body.components(separatedBy: "\n").contains { line in
    guard
      let match = line.prefixMatch(
        of:
          /(?:@\w+(?:\([^)]*\))? +)*(?:(?:public|open|internal|fileprivate|private|final|nonisolated) +)*(?:class|struct|enum|actor|protocol|func|var|let) +([A-Za-z_][A-Za-z0-9_]*)/
      )
    else { return false }
    return match.1 == name
  }
}

/// Whether every line of `part` is in `text`, in order (indentation aside).
func holds(_ text: String, every part: String) -> Bool {
  func lines(_ text: String) -> [String] {
    text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
  var remaining = lines(text)[...]
  for line in lines(part) {
    guard let found = remaining.firstIndex(of: line) else { return false }
    remaining = remaining[(found + 1)...]
  }
  return true
}

/// Type-checks files as one app target against the stand-ins; the error lines, or nil.
/// With a `primary` file, only that file is checked through, bodies and all, and the
/// others only as far as it uses them (they were checked before); without, every file.
func typecheck(_ files: [URL], primary: URL? = nil, modules: String) -> [String]? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments =
    [
      // The compiler's frontend itself, without the driver, which costs more than a small
      // listing's checking.
      "swiftc", "-frontend", "-typecheck", "-parse-as-library", "-swift-version", "6",
      "-default-isolation", "MainActor", "-diagnostic-style", "llvm", "-module-name", "App",
      "-I", modules,
    ] + (primary.map { ["-primary-file", $0.path] } ?? []) + files.map(\.path)
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  do { try process.run() } catch { fail("cannot run swiftc: \(error)") }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus != 0 else { return nil }
  let errors = output.components(separatedBy: "\n").filter { $0.contains(": error: ") }
    .map { line in
      // file:line:col: error: ... with the file's folder left out
      line.hasPrefix("/") ? String(line.split(separator: "/").last ?? Substring(line)) : line
    }
  return errors.isEmpty ? [output] : errors
}

func check(_ chapter: Chapter, in places: Places) -> Outcome {
  var outcome = Outcome()
  let folder = places.work.appendingPathComponent(chapter.folder)
  let appFolder = places.root.appendingPathComponent("Chapters/\(chapter.folder)")
  try? FileManager.default.removeItem(at: folder)
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  func url(_ listing: Listing) -> URL {
    let safe = listing.id.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
    return folder.appendingPathComponent(
      String(format: "%02d-", listing.number) + String(safe) + ".swift")
  }
  for listing in chapter.listings {
    // `import UIKit` in the label's place, so a line number is the listing's own.
    try? Data(("import UIKit\n" + listing.body + "\n").utf8).write(to: url(listing))
  }
  // What compiled so far, in order: listings (a part's whole in the part's place) and the
  // files copied whole.
  var included: [(number: Int?, file: String, url: URL)] = []
  var copied: [String: String] = [:]  // App/Name.swift: its text
  let chapterName = "Chapter \(chapter.number) (Chapters/\(chapter.folder))"
  func typecheck(_ url: URL, what: String) -> Bool {
    let before = included.map(\.url)
    guard let errors = Listings.typecheck(before, primary: url, modules: places.modules) else {
      return true
    }
    // The first few errors say enough; the rest follow from them, mostly.
    let shown = errors.prefix(8) + (errors.count > 8 ? ["(and \(errors.count - 8) more)"] : [])
    outcome.failures.append(
      "\(chapterName), \(what) does not compile with the \(before.count) listings (or copied "
        + "files) before it that do:\n" + shown.map { "    " + $0 }.joined(separator: "\n"))
    return false
  }
  func copy(_ request: (file: String, after: Int, bookLine: Int)) {
    let source = appFolder.appendingPathComponent(request.file)
    guard let text = try? String(contentsOf: source, encoding: .utf8) else {
      outcome.failures.append(
        "\(chapterName): cannot read \(request.file), copied at book.md line \(request.bookLine)")
      return
    }
    // The file takes the place of its listings the reader pasted before.
    included.removeAll { $0.file == request.file }
    let url = folder.appendingPathComponent(
      "copy-" + request.file.replacingOccurrences(of: "/", with: "-"))
    try? Data(text.utf8).write(to: url)
    if typecheck(url, what: "\(request.file), to copy whole (book.md line \(request.bookLine)),") {
      included.append((nil, request.file, url))
      copied[request.file] = text
    }
  }
  var copies = chapter.copies[...]
  for listing in chapter.listings {
    while let request = copies.first, request.after < listing.number {
      copy(request)
      copies.removeFirst()
    }
    // A listing from a file the reader has copied whole is already in the app.
    if let text = copied[listing.file] {
      if holds(text, every: listing.body) {
        outcome.compiled += 1
      } else {
        outcome.failures.append(
          "\(chapterName), \(listing.name) (book.md line \(listing.bookLine)) is from \(listing.file), "
            + "copied whole before it, but that file does not hold all its lines")
      }
      continue
    }
    var unit = listing
    var checkedAs = ""
    if let name = listing.partOf {
      outcome.parts += 1
      let wholes = chapter.listings.filter { $0.partOf == nil && declares($0, name) }
      guard wholes.count == 1, let whole = wholes.first else {
        outcome.failures.append(
          "\(chapterName), \(listing.name) (book.md line \(listing.bookLine)) is part of \(name), "
            + (wholes.isEmpty
              ? "which the chapter never prints whole: print it whole once"
              : "which the chapter prints whole \(wholes.count) times: "
                + wholes.map(\.name).joined(separator: ", ")))
        continue
      }
      guard holds(whole.body, every: listing.body) else {
        outcome.failures.append(
          "\(chapterName), \(listing.name) (book.md line \(listing.bookLine)) is part of \(name), "
            + "but \(whole.name), which prints \(name) whole, does not hold all its lines")
        continue
      }
      unit = whole
      checkedAs = ", part of \(name), checked as its whole, \(whole.name)"
    }
    if included.contains(where: { $0.number == unit.number }) {
      outcome.compiled += 1  // already checked (a whole whose part came first)
      continue
    }
    if typecheck(url(unit), what: "\(listing.name) (book.md line \(listing.bookLine)\(checkedAs))")
    {
      included.append((unit.number, unit.file, url(unit)))
      outcome.compiled += 1
    }
  }
  for request in copies { copy(request) }
  // Each listing was checked through with the ones before it, which were checked before;
  // last, everything together, in case a later listing changed how an earlier one reads
  // (an overload that makes a call ambiguous).
  if let errors = Listings.typecheck(included.map(\.url), modules: places.modules) {
    outcome.failures.append(
      "\(chapterName): the listings that compile one by one do not compile together:\n"
        + errors.prefix(8).map { "    " + $0 }.joined(separator: "\n"))
  }
  return outcome
}

/// The chapters' outcomes, written from the threads that check them.
final class Results: @unchecked Sendable {
  let lock = NSLock()
  var outcomes: [Int: Outcome] = [:]
}

func run() -> Int32 {
  let arguments = Array(CommandLine.arguments.dropFirst())
  guard arguments.count >= 3 else { fail("usage: Listings ROOT MODULES WORK [--allow CHAPTER]...") }
  let places = Places(
    root: URL(fileURLWithPath: arguments[0]), modules: arguments[1],
    work: URL(fileURLWithPath: arguments[2]))
  var allowed: Set<String> = []
  var rest = arguments.dropFirst(3)
  while let word = rest.popFirst() {
    guard word == "--allow", let chapter = rest.popFirst() else { fail("unknown argument \(word)") }
    allowed.insert(chapter)
  }
  let chapters = readBook(root: places.root)
  let results = Results()
  let started = Date()
  // Chapters are independent: each is checked on its own, as many at once as there are cores.
  DispatchQueue.concurrentPerform(iterations: chapters.count) { index in
    let outcome = check(chapters[index], in: places)
    results.lock.withLock { results.outcomes[index] = outcome }
  }
  let seconds = Date().timeIntervalSince(started)

  var failed = false
  var total = 0
  var compiled = 0
  var parts = 0
  var copies = 0
  var sketches = 0
  for (index, chapter) in chapters.enumerated() {
    let outcome = results.outcomes[index] ?? Outcome()
    if allowed.contains(chapter.folder) {
      if !outcome.failures.isEmpty {
        print(
          "Allowed to fail (\(chapter.folder) is given with --allow): "
            + "\(outcome.compiled) of \(chapter.listings.count) of its listings compile")
        for failure in outcome.failures {
          print("  " + failure.replacingOccurrences(of: "\n", with: "\n  "))
        }
      }
      continue
    }
    total += chapter.listings.count
    compiled += outcome.compiled
    parts += outcome.parts
    copies += chapter.copies.count
    sketches += chapter.sketches
    for failure in outcome.failures {
      print(failure)
      failed = true
    }
  }
  let checkedChapters = chapters.filter { !allowed.contains($0.folder) }.map { String($0.number) }
  func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }
  print(
    "\(compiled) of \(total) UIKit listings of chapters \(checkedChapters.joined(separator: ", ")) "
      + "compile as printed, each with the listings before it in its chapter ("
      + count(parts, "part of a type, checked as", "parts of a type, checked as their")
      + " type printed whole; " + count(copies, "file", "files") + " the prose asks to copy "
      + "whole; " + count(sketches, "sketch", "sketches")
      + " of what the model leaves out, type-checked all the same), in "
      + String(format: "%.1f", seconds) + " s")
  return failed ? 1 : 0
}

exit(run())
