import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom
@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter AppExportTests`.
@Suite struct AppExportTests {}

extension AppExportTests {
  @Test func theAppPackageHoldsTheChaptersOwnCodeAsItIs() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = workbook(["export", "app", folder.path])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("Workbook.swiftpm"))
    let package = folder.appendingPathComponent("Workbook.swiftpm")
    let manifest = try String(
      contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("import AppleProductTypes"))
    #expect(manifest.contains(".iOSApplication("))
    #expect(manifest.contains(".defaultIsolation(MainActor.self)"))
    for chapter in allChapters where AppExport.hasScreens(chapter) {
      // Every file of the chapter's App/ folder, byte for byte: the book's code, not a copy
      // rewritten for the app.
      for file in AppExport.swiftFiles(in: chapter.directory.appendingPathComponent("App")) {
        let copied = package.appendingPathComponent(
          "\(chapter.moduleName)/\(file.lastPathComponent)")
        #expect(try Data(contentsOf: copied) == Data(contentsOf: file), "\(file.lastPathComponent)")
      }
      let book = try String(
        contentsOf: package.appendingPathComponent("App/Book.swift"), encoding: .utf8)
      #expect(book.contains("chapter\(chapter.number)Screens,"))
      // Every figure a screen names has the caption written for its screen in the app.
      let screens = try AppExport.swiftFiles(
        in: chapter.directory.appendingPathComponent("Screens")
      )
      .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
      let captions = try AppExport.screenCaptions(root: chapter.packageRoot)
      for example in chapter.examples where screens.contains("\"\(chapter.slug)/\(example.id)\"") {
        let figure = "\(chapter.slug)/\(example.id)"
        let caption = try #require(captions.first { $0.figure == figure }?.caption, "\(figure)")
        #expect(book.contains("\"\(figure)\": \"\(caption.prefix(40))"), "\(example.id)")
      }
    }
    // A bundle identifier of its own, not one another team may have registered first.
    #expect(!manifest.contains("org.example"))
    #expect(manifest.contains("bundleIdentifier: \"workbook."))
    // Written again into its own folder: updated, not refused.
    #expect(workbook(["export", "app", folder.path]).status == 0)
  }

  @Test func theAppHasTheBundleIdentifierItIsGivenAndKeepsIt() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = folder.appendingPathComponent("Workbook.swiftpm/Package.swift")
    let given = workbook(["export", "app", folder.path, "chapter1", "--bundle-id", "com.acme.book"])
    #expect(given.status == 0, "\(given.err)")
    #expect(given.out.contains("Bundle identifier: com.acme.book."))
    #expect(try String(contentsOf: manifest, encoding: .utf8).contains("\"com.acme.book\""))
    // Written again without the option: the app keeps its identifier (a new one would be a
    // new app on the device).
    #expect(workbook(["export", "app", folder.path, "chapter1"]).status == 0)
    #expect(try String(contentsOf: manifest, encoding: .utf8).contains("\"com.acme.book\""))
    let wrong = workbook(["export", "app", folder.path, "--bundle-id", "my app"])
    #expect(wrong.status == 2)
    #expect(wrong.message.contains("is not a bundle identifier"))
  }

  @Test func aBundleIdentifierIsWhatApplesPageAllows() {
    for good in ["com.example.workbook", "org.my-school.Workbook2", "a.b"] {
      #expect(AppExport.isBundleIdentifier(good), "\(good)")
    }
    for bad in ["workbook", "com..workbook", ".com.workbook", "com.work book", "com.wörk", ""] {
      #expect(!AppExport.isBundleIdentifier(bad), "\(bad)")
    }
    // The default: the same for the same user at every export, the user's name in it, and
    // always a valid identifier, even for a name of other characters or none.
    let made = AppExport.defaultBundleIdentifier(user: "Ada Lovelace")
    #expect(made == AppExport.defaultBundleIdentifier(user: "Ada Lovelace"))
    #expect(made.hasPrefix("workbook.adalovelace."))
    for user in ["Ada Lovelace", "élève", "", nil] {
      #expect(AppExport.isBundleIdentifier(AppExport.defaultBundleIdentifier(user: user)))
    }
    #expect(
      AppExport.defaultBundleIdentifier(user: "ada")
        != AppExport.defaultBundleIdentifier(user: "bob")
    )
  }

  @Test func theAppGoesOnlyIntoANewEmptyOrItsOwnFolder() throws {
    let other = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: other) }
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: other.appendingPathComponent("notes.txt"))
    let run = workbook(["export", "app", other.path])
    #expect(run.status == 2)
    #expect(run.message.contains("nothing in it is touched"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: other.path) == ["notes.txt"])
  }

  @Test func everyFigureAScreenNamesExists() throws {
    for chapter in allChapters where AppExport.hasScreens(chapter) {
      let screens = try AppExport.swiftFiles(
        in: chapter.directory.appendingPathComponent("Screens")
      )
      .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
      let named = screens.components(separatedBy: "figure: \"").dropFirst()
        .map { String($0.prefix { $0 != "\"" }) }
      #expect(!named.isEmpty)
      for name in named {
        #expect(name.hasPrefix(chapter.slug + "/"), "\(name)")
        #expect(
          chapter.examples.contains { $0.id == String(name.dropFirst(chapter.slug.count + 1)) },
          "\(name) is not a figure of chapter \(chapter.number)")
      }
    }
  }

  @Test func aChapterWithoutScreensIsRefusedByName() {
    guard let without = allChapters.first(where: { !AppExport.hasScreens($0) }) else { return }
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = workbook(["export", "app", folder.path, "chapter\(without.number)"])
    #expect(run.status == 2)
    #expect(run.message.contains("has no screens for the app yet"))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }
}

/// The figures where the book shows a wrong version beside the right one. The app's screen
/// for each has a switch between them: its technique is declared with `versions:`.
private let wrongBesideRight = [
  "holes/fill-rules", "holes/when-to-cut", "holes/short-table-pulled", "holes/retina-cut",
  "borders/card-with-shadow", "borders/layer-actions", "borders/wrong-way-corner",
  "borders/cut-out", "borders/club-fill-rules", "layouts/invalidation", "layouts/wrong-order",
  "decorations/stale-decoration", "decorations/reused-decoration",
  "decorations/stretched-decoration", "decorations/union-of-shadows",
  "decorations/save-restore", "overlay/initial-velocity", "overlay/approaches",
]

extension AppExportTests {
  @Test func everyWrongBesideRightFigureHasASwitch() throws {
    let screens = try allChapters.filter(AppExport.hasScreens)
      .flatMap { AppExport.swiftFiles(in: $0.directory.appendingPathComponent("Screens")) }
      .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    // Each technique's declaration, from its `Technique(` to the next one.
    let techniques = screens.components(separatedBy: "Technique(").dropFirst()
    for figure in wrongBesideRight {
      let declaration = techniques.first { $0.contains("figure: \"\(figure)\"") }
      #expect(declaration != nil, "no screen shows \(figure)")
      #expect(declaration?.contains("versions:") == true, "\(figure) has no switch")
    }
  }
}
