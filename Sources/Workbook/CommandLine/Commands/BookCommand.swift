import Book
import Classroom
import Foundation
import Workbook

/// `workbook-run book`: weaves book.md, or checks that it is current.
enum BookCommand {
  static let check = Option.flag(
    "check", help: "do not write; exit 1 if book.md differs from what would be written")
  static let html = Option.text(
    "html", "DIR",
    help: "write the book as a web site into DIR (new, empty, or a site written here before): "
      + "a page per chapter and one of every chapter to print; each picture a PNG of the "
      + "model's raster at two pixels per point, each plot an SVG chart, each table a table, "
      + "all described in words; it works offline (open DIR/index.html)")

  static let command = Command(
    "book", abstract: "weave book.md from the chapters (--check: only verify)",
    options: [check, html],
    discussion: """
      Weaves every chapter (prose, code and freshly drawn figures) into book.md at the root \
      of the package. book.md is generated: edit the chapters, then run this.
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    guard let root = session.context.packageRoot else {
      throw .couldNotDo("there are no chapters to weave")
    }
    if let directory = session.text(html) {
      if session.flag(check) { throw .usage("--html and --check do not go together") }
      return try writeSite(into: URL(fileURLWithPath: directory), session: session)
    }
    guard try checkOrWritePointers(root: root, session: &session) else { return .checkFailed }
    let bookURL = root.appendingPathComponent("book.md")
    let book: String
    do {
      var texts: [ChapterText] = []
      for chapter in session.context.chapters { texts.append(try ChapterText(chapter)) }
      book = Weaver.book(texts)
    } catch {
      throw .couldNotDo(error.description)
    }
    let current = try? String(contentsOf: bookURL, encoding: .utf8)
    if session.flag(check) {
      if current == book {
        session.console.out("book.md is up to date.")
        return .success
      }
      session.warn(
        "book.md is out of date with the chapters"
          + (current == nil ? " (it does not exist)" : "")
          + "; run 'swift run workbook-run book' to weave it again")
      return .checkFailed
    }
    if current == book {
      session.console.out("book.md is already up to date (\(bookURL.path)).")
      return .success
    }
    do {
      try Data(book.utf8).write(to: bookURL, options: .atomic)
    } catch {
      throw .couldNotDo("cannot write \(bookURL.path): \(error.localizedDescription)")
    }
    session.console.out("Wove \(bookURL.path) (\(book.split(separator: "\n").count) lines).")
    return .success
  }

  /// Finds where every `@where` of the chapters points (reading every Swift file) and,
  /// with `--check`, fails if `PointerTable.fileName` says otherwise; else writes it if it
  /// differs, before the chapters are read from it.
  /// - Returns: false when `--check` finds the table out of date (it says so).
  static func checkOrWritePointers(root: URL, session: inout Session) throws(CommandError)
    -> Bool
  {
    let url = root.appendingPathComponent(PointerTable.fileName)
    let found: PointerTable
    do {
      found = try PointerTable.found(for: session.context.chapters)
    } catch {
      throw .couldNotDo(error.description)
    }
    let current = try? String(contentsOf: url, encoding: .utf8)
    guard current != found.text else { return true }
    if session.flag(check) {
      session.warn(
        "\(PointerTable.fileName) is out of date with the chapters and the code"
          + (current == nil ? " (it does not exist)" : "")
          + "; run 'swift run workbook-run book' to write it again")
      return false
    }
    do {
      try Data(found.text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .couldNotDo("cannot write \(url.path): \(error.localizedDescription)")
    }
    session.console.out("Wrote \(url.path).")
    return true
  }

  /// The file in a site's folder that lists what `book --html` wrote there: a folder
  /// with it may be written again; any other folder that is not empty is left alone.
  static let siteManifest = ".workbook-site"

  static func writeSite(into directory: URL, session: Session) throws(CommandError) -> ExitCode {
    try writeSite(into: directory, session: session) {
      WebBook.site(
        try session.context.chapters.map { try ChapterText($0) }, links: APICommand.links)
    }
  }

  /// Writes the site `make` builds into `directory`, if the folder is new, empty or a
  /// site written here before (whose files no longer in the site are removed).
  static func writeSite(
    into directory: URL, session: Session, make: () throws -> WebBook.Site
  ) throws(CommandError) -> ExitCode {
    try OwnedFolder.check(directory, manifest: siteManifest, what: "site", writer: "book --html")
    let site: WebBook.Site
    do {
      site = try make()
    } catch {
      throw .couldNotDo("\(error)")
    }
    do {
      try OwnedFolder.write(site.files, into: directory, manifest: siteManifest)
    } catch {
      throw .couldNotDo("cannot write the site in \(directory.path): \(error)")
    }
    session.console.out(
      "Wrote the web book to \(directory.path): \(site.files.count) files, "
        + String(format: "%.1f MB", Double(site.bytes) / 1_000_000) + "; "
        + "\(site.imageFigures) figures as images, \(site.chartFigures) as charts, "
        + "\(site.tableFigures) as tables, \(site.textFigures) as text. "
        + "Open \(directory.appendingPathComponent("index.html").path).")
    return .success
  }
}

/// A folder a command writes and owns: new, empty, or written by the same command before,
/// as its manifest (the list of what it wrote) shows. Nothing else is ever overwritten.
enum OwnedFolder {
  /// Throws, saying what to do, unless `directory` is new, empty or holds `manifest`.
  static func check(_ directory: URL, manifest: String, what: String, writer: String)
    throws(CommandError)
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
    else { return }
    guard isDirectory.boolValue else {
      throw .usage("'\(directory.path)' is a file; \(writer) needs a folder for the \(what)")
    }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    if !entries.isEmpty,
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent(manifest).path)
    {
      throw .usage(
        "'\(directory.path)' is not empty and holds no \(what) written by \(writer), so "
          + "nothing in it is touched; give a new or empty folder")
    }
  }

  /// Writes `files` (relative path: contents) into `directory`, removes what an earlier
  /// run wrote and this one does not, and records the list in `manifest`.
  static func write(_ files: [String: Data], into directory: URL, manifest: String) throws {
    let manager = FileManager.default
    let manifestURL = directory.appendingPathComponent(manifest)
    let previous =
      ((try? String(contentsOf: manifestURL, encoding: .utf8)) ?? "").split(separator: "\n")
      .map(String.init)
    for (path, data) in files.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    }
    let written = Set(files.keys)
    for path in previous where !written.contains(path) && !path.contains("..") {
      try? manager.removeItem(at: directory.appendingPathComponent(path))
    }
    try Data(files.keys.sorted().joined(separator: "\n").utf8).write(to: manifestURL)
  }
}
