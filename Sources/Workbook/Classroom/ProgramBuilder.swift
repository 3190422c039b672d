import Foundation
import Workbook

/// Builds an exercise's program with the compiler alone: the student's file and the
/// exercise's runner, compiled against the engine's modules and linked to the engine
/// library, `libExerciseEngine` (a product of Package.swift), that SwiftPM built beside
/// `workbook-run`. It reads none of SwiftPM's own files, only what a build puts in its
/// products folder (`swift build --show-bin-path`): the modules and the library. One
/// program takes about 0.4 s on a 2-core machine, where `swift build --product` spends
/// about a second deciding what to build before it starts.
///
/// What a program can import is chosen here, not by the package: the engine's modules
/// (`engineModules`) and its chapter's kit, each linked into a folder of their own that is
/// the compiler's only search path. A chapter, its checks and its solutions are neither
/// importable nor in the library, so a student's code cannot reach them.
///
/// The programs SwiftPM builds from Package.swift (`swift build`, Xcode) link the engine
/// statically and are otherwise the same: the same files, Swift 6 on the main actor, no
/// `package` access.
public struct ProgramBuilder: Sendable {
  /// The folder SwiftPM built `workbook-run` in (`.build/debug`, `.build/release`).
  public let products: URL
  /// `debug` or `release`, as the folder says.
  public let configuration: String
  /// The package, where SwiftPM builds the library when it is missing or old.
  public let packageRoot: URL
  /// `swift`, or what `WORKBOOK_SWIFT` names: for SwiftPM, and beside it the compiler.
  public let swift: String
  /// `workbook-run`: the library must be at least as new as it.
  let me: URL

  /// The library product an exercise's program links (Package.swift declares it).
  public static let library = "ExerciseEngine"
  /// The modules a student's code may import (the umbrella and what it is made of), and
  /// the chapter's kit beside them.
  public static let engineModules = ["Graphics", "UIKitModel", "UIKit", "Lessons", "Workbook"]

  /// The builder for `context`'s program; nil when it was not built by SwiftPM into a
  /// `debug` or `release` folder (then there is nothing to build against).
  public init?(context: Context) {
    guard let me = context.program, let root = context.packageRoot else { return nil }
    let products = me.deletingLastPathComponent()
    guard ["debug", "release"].contains(products.lastPathComponent) else { return nil }
    self.products = products
    self.configuration = products.lastPathComponent
    self.packageRoot = root
    self.swift = ExerciseRunner.swiftCommand(context)
    self.me = me
  }

  /// SwiftPM's modules folder (Swift 6 puts modules there; older toolchains beside the
  /// products).
  var modules: URL {
    let folder = products.appendingPathComponent("Modules")
    return FileManager.default.fileExists(atPath: folder.path) ? folder : products
  }

  /// Where the builder keeps its module folders and the compiler's module cache.
  var workspace: URL { products.appendingPathComponent("ExercisePrograms") }

  /// The engine library's file.
  public var libraryFile: URL {
    #if os(macOS)
      products.appendingPathComponent("lib\(ProgramBuilder.library).dylib")
    #else
      products.appendingPathComponent("lib\(ProgramBuilder.library).so")
    #endif
  }

  /// The compiler: `swiftc` beside `swift` when that is a path, else the one on the PATH.
  var compiler: [String] {
    if swift.contains("/") {
      return [
        URL(fileURLWithPath: swift).deletingLastPathComponent()
          .appendingPathComponent("swiftc").path
      ]
    }
    return ["/usr/bin/env", "swiftc"]
  }

  /// The library's modification date, which tells programs built against one library
  /// from those built against another (nil: there is no library).
  public var libraryStamp: String? {
    Self.modified(libraryFile).map { String(format: "%.6f", $0.timeIntervalSince1970) }
  }

  /// Makes sure the library is there and at least as new as `workbook-run` (which is
  /// relinked whenever the engine changes): otherwise SwiftPM builds it, which links
  /// objects it already has. Returns why it could not, or nil.
  public func prepare() -> String? {
    if let library = Self.modified(libraryFile), let built = Self.modified(me), library >= built {
      return nil
    }
    switch ExerciseRunner.buildWithSwiftPM(
      product: ProgramBuilder.library, root: packageRoot, me: me, swift: swift)
    {
    case .built:
      // SwiftPM does not relink a library whose objects did not change: mark it as new,
      // so that the next build need not ask SwiftPM again.
      try? FileManager.default.setAttributes(
        [.modificationDate: Date()], ofItemAtPath: libraryFile.path)
      return FileManager.default.fileExists(atPath: libraryFile.path)
        ? nil : "swift build made no \(libraryFile.lastPathComponent)"
    case .failed(let text):
      return "swift build --product \(ProgramBuilder.library) failed: "
        + ExerciseRunner.lastLines(text, 3)
    case .notPossible(let why):
      return why
    }
  }

  /// How a build went.
  public enum Outcome: Equatable, Sendable {
    case built
    /// The compiler said no about the student's file or the runner: the student's to fix.
    case failed(String)
    /// Not the student's doing (no compiler, no library, modules of another compiler):
    /// why, in the compiler's words.
    case notPossible(String)
  }

  /// Compiles `student` and `runner` into the program `output` (written whole or not at
  /// all: a program running from it is never cut short). `kit` is the chapter's kit module,
  /// if it has one. Call `prepare` first.
  public func build(
    student: URL, runner: URL, program output: URL, named name: String, kit: String?
  ) -> Outcome {
    let folder: URL
    do {
      folder = try importable(kit: kit)
    } catch {
      return .notPossible("cannot make the modules folder: \(error.localizedDescription)")
    }
    let building = output.deletingLastPathComponent().appendingPathComponent(
      ".\(output.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: building) }
    let optimization =
      configuration == "release" ? ["-O"] : ["-Onone", "-g", "-DDEBUG"]
    let arguments =
      [
        "-module-name", name, "-parse-as-library", "-swift-version", "6",
        "-default-isolation", "MainActor", "-DSWIFT_PACKAGE",
        // The two files in one compiler job: a module's loading is paid once.
        "-wmo",
        "-I", folder.path, "-L", products.path, "-l\(ProgramBuilder.library)",
        "-Xlinker", "-rpath", "-Xlinker", products.path,
        "-module-cache-path", workspace.appendingPathComponent("ModuleCache").path,
      ] + optimization + [student.path, runner.path, "-o", building.path]
    let command = compiler
    switch IsolatedRun.run(
      URL(fileURLWithPath: command[0]), Array(command.dropFirst()) + arguments,
      timeout: Limits.compileSeconds)
    {
    case .finished(0, _, _):
      // One step, replacing what was there (a program running from the old file keeps it).
      guard rename(building.path, output.path) == 0 else {
        return .notPossible("cannot put the program in place: \(String(cString: strerror(errno)))")
      }
      return .built
    case .finished(_, let out, let errors):
      let text = String(decoding: out + errors, as: UTF8.self)
      // The student's (an error in their file or the runner that calls it, or a symbol
      // their code names that the program does not have), or the machine's.
      let theirs =
        text.contains(student.path + ":") || text.contains(runner.path + ":")
        || BuildDiagnosis.isUndefinedSymbol(text)
      return theirs ? .failed(text) : .notPossible(ExerciseRunner.lastLines(text, 3))
    case .crashed, .timedOut:
      return .notPossible("the compiler did not finish")
    case .couldNotStart(let why):
      return .notPossible("the compiler could not start: \(why)")
    }
  }

  /// The kit module of `chapter`'s exercises, if it has one (`<Module>Kit`).
  public func kit(of chapter: Chapter) -> String? {
    let name = "\(chapter.moduleName)Kit"
    let module = modules.appendingPathComponent("\(name).swiftmodule")
    return FileManager.default.fileExists(atPath: module.path) ? name : nil
  }

  /// The folder of modules a program may import, made once: links to the engine's
  /// modules and the kit's.
  func importable(kit: String?) throws -> URL {
    let names = ProgramBuilder.engineModules + (kit.map { [$0] } ?? [])
    let folder = workspace.appendingPathComponent("modules-" + (kit ?? "engine"))
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      let link = folder.appendingPathComponent("\(name).swiftmodule")
      let target = modules.appendingPathComponent("\(name).swiftmodule")
      if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == target.path { continue }
      try? manager.removeItem(at: link)
      do {
        try manager.createSymbolicLink(at: link, withDestinationURL: target)
      } catch  where (try? manager.destinationOfSymbolicLink(atPath: link.path)) == target.path {
        // Another process made the same link at the same moment.
      }
    }
    return folder
  }

  /// A file's modification date (nil: it is not there).
  package static func modified(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }
}
