// swift-tools-version: 6.0
import PackageDescription

/// The Workbook: a literate tutorial on custom iOS interface techniques, with its own
/// model of the UIKit, Core Graphics and Core Animation behaviour they rely on.
/// No package dependencies: the toolchain's Foundation and Swift Testing only.
let chapters: [(module: String, number: Int)] = [
  ("Chapter1Holes", 1),
  ("Chapter2Borders", 2),
  ("Chapter3Layouts", 3),
  ("Chapter4Decorations", 4),
  ("Chapter5Overlay", 5),
]

let package = Package(
  name: "Workbook",
  // Regex and ContinuousClock need macOS 13 (Xcode 15 or later, for Swift 6).
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Workbook", targets: ["Workbook"]),
    .executable(name: "workbook-run", targets: ["workbook-run"]),
  ],
  targets: [
    // The engine, in layers (README, "Layout"): a graphics core of value types; the
    // UIKit model, the only place Apple's names are declared; figures, exercises and
    // the chapter type; the book and class tooling for the command line and tests;
    // and the umbrella a chapter imports.
    .target(name: "Graphics", path: "Sources/Workbook/Graphics"),
    .target(name: "UIKitModel", dependencies: ["Graphics"], path: "Sources/Workbook/UIKitModel"),
    .target(
      name: "Lessons", dependencies: ["Graphics", "UIKitModel"], path: "Sources/Workbook/Lessons"),
    .target(
      name: "Workbook", dependencies: ["Graphics", "UIKitModel", "Lessons"],
      path: "Sources/Workbook/Umbrella"),
    .target(name: "BookTools", dependencies: ["Workbook"], path: "Sources/Workbook/BookTools"),
    .executableTarget(
      name: "workbook-run",
      dependencies: ["Workbook", "BookTools", "BookChapters"],
      path: "Sources/workbook-run"
    ),
    // One module that lists every chapter in order, so the CLI and the tests share it.
    .target(
      name: "BookChapters",
      dependencies: ["Workbook"] + chapters.map { .target(name: $0.module) },
      path: "Chapters/BookChapters"
    ),
    .testTarget(
      name: "EngineTests",
      dependencies: ["Graphics", "UIKitModel", "Lessons", "Workbook", "BookTools"],
      path: "Tests/EngineTests"
    ),
    .testTarget(
      name: "ChapterTests",
      dependencies: ["Graphics", "UIKitModel", "Lessons", "Workbook", "BookTools", "BookChapters"]
        + chapters.map { .target(name: $0.module) },
      path: "Tests/ChapterTests"
    ),
    .testTarget(
      name: "ExerciseTests",
      dependencies: ["Graphics", "UIKitModel", "Lessons", "Workbook", "BookTools", "BookChapters"]
        + chapters.map { .target(name: $0.module) },
      path: "Tests/ExerciseTests"
    ),
    .testTarget(
      name: "CLITests",
      dependencies: ["workbook-run"],
      path: "Tests/CLITests"
    ),
  ]
    + chapters.map { chapter in
      .target(
        name: chapter.module,
        dependencies: ["Workbook"],
        path: "Chapters/\(chapter.module)",
        // The prose is read at run time; Starters/ holds untouched copies of the
        // exercise starters, for resetting, and is not compiled.
        exclude: ["\(chapter.module).md", "Starters"]
      )
    },
  swiftLanguageModes: [.v6]
)
