import Classroom
import Foundation
import Workbook

/// `workbook-run export app DIR [chapterN ...]`: the chapters as an iOS app, an App
/// Playground package (`Workbook.swiftpm`) that Xcode and Swift Playgrounds open on a
/// Mac. Its screens are built from each chapter's own UIKit code (`App/`, copied as it
/// is) by the chapter's `Screens/`, under the app's lists (`Chapters/AppShell/`), each
/// with the caption written for it (`Chapters/AppShell/Captions.md`).
enum AppExport {
  static let command = Command(
    "app", abstract: "the chapters as an iOS app: an App Playground for Xcode on a Mac",
    arguments: [Argument("DIR"), Argument("chapterN", .any)], options: [bundleID],
    discussion: """
      Writes the chapters (all that have screens, or the ones named) as an iOS app into \
      DIR/Workbook.swiftpm, an App Playground package: open it in Xcode 26 or later on a Mac \
      (or in Swift Playgrounds) and run it on the iOS Simulator or a device. Each technique \
      is a screen built from the chapter's own UIKit code, the code the book shows, with a \
      caption written for the screen under it; where the book shows a wrong version beside \
      the right one, a switch shows either.

      DIR must be new, empty, or an app written here before (which is updated).

      To run on a device, Xcode registers the app's bundle identifier with your team, and \
      an identifier another team registered first cannot be: each export gets one of its \
      own, made from your user name (the same every time), or the one given with \
      --bundle-id. An app written again keeps its identifier unless --bundle-id says \
      otherwise.
      """,
    epilogue: {
      """
      EXAMPLE (on a Mac):
        swift run workbook-run export app ~/Desktop/Workbook
        open ~/Desktop/Workbook/Workbook.swiftpm
      """
    }, run: run)

  static let bundleID = Option.text(
    "bundle-id", "ID",
    help: "the app's bundle identifier, like com.example.workbook (letters, digits, - and .)")

  static let manifest = ".workbook-app"
  static let packageName = "Workbook.swiftpm"

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let folder = session.positional[0]
    var chosen: [Chapter] = []
    for word in session.positional.dropFirst() {
      guard let chapter = session.context.chapter(named: word) else {
        throw .usage(
          "no chapter '\(word)'; the chapters are \(session.context.chapterNames)")
      }
      guard hasScreens(chapter) else {
        throw .usage(
          "chapter \(chapter.number) has no screens for the app yet; the chapters with "
            + "screens: "
            + session.context.chapters.filter(hasScreens).map { "chapter\($0.number)" }
            .joined(separator: ", "))
      }
      if !chosen.contains(where: { $0.number == chapter.number }) { chosen.append(chapter) }
    }
    if chosen.isEmpty { chosen = session.context.chapters.filter(hasScreens) }
    guard !chosen.isEmpty, let root = session.context.packageRoot else {
      throw .couldNotDo("no chapter has screens for the app")
    }
    let directory = URL(fileURLWithPath: folder).standardizedFileURL
    if directory.path.hasPrefix(root.standardizedFileURL.path + "/") {
      throw .usage("the app cannot go inside this package; choose a folder outside it")
    }
    try OwnedFolder.check(directory, manifest: manifest, what: "app", writer: "export app")
    let identifier: String
    if let given = session.text(bundleID) {
      guard isBundleIdentifier(given) else {
        throw .usage(
          "'\(given)' is not a bundle identifier: use letters, digits, hyphens and periods, "
            + "in two parts or more, like com.example.workbook")
      }
      identifier = given
    } else {
      identifier =
        writtenBundleIdentifier(in: directory.appendingPathComponent(packageName))
        ?? defaultBundleIdentifier(
          user: session.context.environment["USER"] ?? session.context.environment["LOGNAME"])
    }
    let files: [String: Data]
    do {
      files = try package(chapters: chosen, root: root, bundleIdentifier: identifier)
      try OwnedFolder.write(files, into: directory, manifest: manifest)
    } catch let error as CommandError {
      throw error
    } catch {
      throw .couldNotDo("cannot write the app in \(directory.path): \(error)")
    }
    let left = session.context.chapters.filter { !hasScreens($0) }.map { "\($0.number)" }
    session.console.out(
      "Wrote \(directory.appendingPathComponent(packageName).path): chapters "
        + chosen.map { "\($0.number)" }.joined(separator: ", ") + ", "
        + "\(files.count) files."
        + (left.isEmpty ? "" : " (Chapters \(left.joined(separator: ", ")) have no screens yet.)")
        + " Bundle identifier: \(identifier)."
        + " On a Mac: open \(directory.appendingPathComponent(packageName).path)")
    return .success
  }

  static func hasScreens(_ chapter: Chapter) -> Bool {
    !swiftFiles(in: chapter.directory.appendingPathComponent("Screens")).isEmpty
  }

  static func swiftFiles(in folder: URL) -> [URL] {
    ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
      ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }

  /// The package's files, by path inside DIR.
  static func package(chapters: [Chapter], root: URL, bundleIdentifier: String) throws
    -> [String: Data]
  {
    var files: [String: String] = [:]
    let base = packageName + "/"
    files[base + "Package.swift"] = manifestText(bundleIdentifier: bundleIdentifier)
    for file in swiftFiles(in: root.appendingPathComponent("Chapters/AppShell")) {
      files[base + "App/" + file.lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
    }
    for chapter in chapters {
      let folder = base + chapter.moduleName + "/"
      for file in swiftFiles(in: chapter.directory.appendingPathComponent("App")) {
        files[folder + file.lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
      }
      for file in swiftFiles(in: chapter.directory.appendingPathComponent("Screens")) {
        files[folder + "Screens/" + file.lastPathComponent] = try String(
          contentsOf: file, encoding: .utf8)
      }
    }
    // The captions written for the screens, of the chapters in the app only.
    let slugs = Set(chapters.map { $0.slug + "/" })
    let captions = try screenCaptions(root: root).filter { entry in
      slugs.contains { entry.figure.hasPrefix($0) }
    }
    // A dictionary literal with a key twice stops the app when it starts.
    let named = Dictionary(grouping: captions.map(\.figure)) { $0 }
    if let twice = named.first(where: { $0.value.count > 1 })?.key {
      throw CommandError.couldNotDo(
        "\(captionsFile(root: root).path) has two captions for \(twice); keep one")
    }
    files[base + "App/Book.swift"] = book(chapters: chapters, captions: captions)
    // One target: Swift refuses two files of the same name in it, wherever they are.
    let names = Dictionary(grouping: files.keys.filter { $0.hasSuffix(".swift") }) {
      URL(fileURLWithPath: $0).lastPathComponent
    }
    if let (name, paths) = names.first(where: { $0.value.count > 1 }) {
      throw CommandError.couldNotDo(
        "two files of the app are named \(name) (\(paths.sorted().joined(separator: ", "))); "
          + "Swift needs every file name of a target to differ: rename one")
    }
    return files.mapValues { Data($0.utf8) }
  }

  /// Where the screens' captions are written: `Chapters/AppShell/Captions.md`.
  static func captionsFile(root: URL) -> URL {
    root.appendingPathComponent("Chapters/AppShell/Captions.md")
  }

  /// The captions written for the app's screens, in the order of their file.
  static func screenCaptions(root: URL) throws -> [(figure: String, caption: String)] {
    captions(fromMarkdown: try String(contentsOf: captionsFile(root: root), encoding: .utf8))
  }

  /// The captions of a captions file: each `## FIGURE` heading names a screen by its figure,
  /// and the text under it, to the next heading, is its caption. A paragraph's lines are
  /// joined with a space, paragraphs with a line break; what comes before the first
  /// heading is the file's own introduction.
  static func captions(fromMarkdown text: String) -> [(figure: String, caption: String)] {
    var figures: [String] = []
    var paragraphs: [[String]] = []  // of the last heading: each a list of lines
    var captions: [(figure: String, caption: String)] = []
    func finish() {
      guard let figure = figures.last else { return }
      let text = paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: " ") }
      captions.append((figure, text.joined(separator: "\n")))
    }
    for line in text.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("## ") {
        finish()
        figures.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
        paragraphs = [[]]
      } else if trimmed.isEmpty {
        paragraphs.append([])
      } else if !figures.isEmpty {
        paragraphs[paragraphs.count - 1].append(trimmed)
      }
    }
    finish()
    return captions
  }

  /// The chapters in the app and the captions of their screens, written as Swift.
  static func book(chapters: [Chapter], captions: [(figure: String, caption: String)]) -> String {
    func literal(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
    var lines = [
      "// Written by workbook-run export app: the chapters in this app, and the captions of",
      "// their screens (from Chapters/AppShell/Captions.md), by the figure each shows.",
      "",
      "let appChapters: [AppChapter] = [",
    ]
    lines += chapters.map { "  chapter\($0.number)Screens," }
    lines += ["]", "", "let captions: [String: String] = ["]
    lines += captions.map { "  \(literal($0.figure)): \(literal($0.caption))," }
    lines += ["]", ""]
    return lines.joined(separator: "\n")
  }

  /// Whether `text` is a bundle identifier as Apple's `CFBundleIdentifier` page defines
  /// it (letters A-Z and a-z, digits 0-9, hyphens and periods), in reverse-DNS form: two
  /// parts or more, none empty.
  static func isBundleIdentifier(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= 2
      && parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(isIdentifierScalar) }
  }

  static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "-"
  }

  /// The identifier of an app written here before, read from its manifest.
  static func writtenBundleIdentifier(in package: URL) -> String? {
    guard
      let text = try? String(
        contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8),
      let range = text.range(of: "bundleIdentifier: \""),
      let end = text[range.upperBound...].firstIndex(of: "\"")
    else { return nil }
    let identifier = String(text[range.upperBound..<end])
    return isBundleIdentifier(identifier) ? identifier : nil
  }

  /// An identifier of the user's own, the same at every export: `workbook.`, the user's
  /// name, and eight hex digits of a hash of the name and home folder, so that two people
  /// of the same name on different teams do not ask for one identifier.
  static func defaultBundleIdentifier(user: String?) -> String {
    let letters = (user ?? "").unicodeScalars.filter { isIdentifierScalar($0) && $0 != "-" }
    let name = letters.isEmpty ? "student" : String(String.UnicodeScalarView(letters)).lowercased()
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    var hash: UInt32 = 2_166_136_261  // FNV-1a: the same on every platform and every run
    for byte in (name + "@" + home).utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return "workbook.\(name).\(String(repeating: "0", count: 8 - hex.count))\(hex)"
  }

  static func manifestText(bundleIdentifier: String) -> String {
    """
    // swift-tools-version: 6.2
    // Written by workbook-run export app. An App Playground package: Xcode 26 or later
    // opens it on a Mac, and so does Swift Playgrounds.

    import AppleProductTypes
    import PackageDescription

    let package = Package(
      name: "Workbook",
      platforms: [
        .iOS("18.0")
      ],
      products: [
        .iOSApplication(
          name: "Workbook",
          targets: ["AppModule"],
          bundleIdentifier: "\(bundleIdentifier)",
          teamIdentifier: "",
          displayVersion: "1.0",
          bundleVersion: "1",
          appIcon: .placeholder(icon: .cloud),
          accentColor: .presetColor(.blue),
          supportedDeviceFamilies: [
            .pad,
            .phone,
          ],
          supportedInterfaceOrientations: [
            .portrait,
            .landscapeRight,
            .landscapeLeft,
            .portraitUpsideDown(.when(deviceFamilies: [.pad])),
          ]
        )
      ],
      targets: [
        .executableTarget(
          name: "AppModule",
          path: ".",
          // As the book's code is written: Swift 6, on the main actor unless it says not,
          // as in a new Xcode app target.
          swiftSettings: [.defaultIsolation(MainActor.self)]
        )
      ],
      swiftLanguageModes: [.v6]
    )

    """
  }
}
