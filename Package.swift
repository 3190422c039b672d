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
  products: [
    .library(name: "Workbook", targets: ["Workbook"]),
    .executable(name: "workbook-run", targets: ["workbook-run"]),
  ],
  targets: [
    .target(name: "Workbook", path: "Sources/Workbook"),
    .executableTarget(
      name: "workbook-run",
      dependencies: ["Workbook", "BookChapters"],
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
      dependencies: ["Workbook"],
      path: "Tests/EngineTests"
    ),
    .testTarget(
      name: "ChapterTests",
      dependencies: ["Workbook", "BookChapters"] + chapters.map { .target(name: $0.module) },
      path: "Tests/ChapterTests"
    ),
    .testTarget(
      name: "ExerciseTests",
      dependencies: ["Workbook", "BookChapters"] + chapters.map { .target(name: $0.module) },
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
