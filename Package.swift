// swift-tools-version: 6.2
import PackageDescription

/// The Workbook: a literate tutorial on custom iOS interface techniques, with its own
/// model of the UIKit, Core Graphics and Core Animation behaviour they rely on.
/// No package dependencies: the toolchain's Foundation and Swift Testing only.
///
/// Each chapter lists its exercises by file name (`Exercises/<Name>.swift`), in order.
/// Every exercise is a program of its own, `<Name>Exercise`: the student's file and its
/// runner (`Exercises/Run/Run<Name>.swift`). Nothing else depends on those programs, so
/// a half-written exercise never stops the book, the other exercises or the command
/// line from building; `workbook-run check` builds them one by one and reports a
/// compile error as that exercise's failure. `workbook-run new-exercise` adds names here.
let chapters: [(module: String, number: Int, exercises: [String])] = [
  ("Chapter1Holes", 1, ["EvenOddHole", "RoundHole", "PatternCut", "ShortTable"]),
  ("Chapter2Borders", 2, ["Ticket", "ShadowedCard", "StrokedCutOut", "SpeechBubble"]),
  ("Chapter3Layouts", 3, ["SnapRule", "BinarySearchRows", "HeaderFade", "DrumOrder"]),
  ("Chapter4Decorations", 4, ["DecorationFrame", "SectionGuard", "OneShadow", "Fillet"]),
  (
    "Chapter5Overlay", 5,
    ["TargetNotch", "RubberBandDrag", "ReleaseDamping", "PassThrough", "ContentInset"]
  ),
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
    // What app code imports: `import UIKit`, as in Xcode.
    .target(name: "UIKit", dependencies: ["UIKitModel"], path: "Sources/Workbook/UIKit"),
    .target(
      name: "Lessons", dependencies: ["Graphics", "UIKitModel"], path: "Sources/Workbook/Lessons"),
    .target(
      name: "Workbook", dependencies: ["Graphics", "UIKit", "Lessons"],
      path: "Sources/Workbook/Umbrella"),
    .target(name: "BookTools", dependencies: ["Workbook"], path: "Sources/Workbook/BookTools"),
    // The class's machinery: exercises built and checked in child processes, grading, the
    // student edition; and where things are (`Context`).
    .target(
      name: "Classroom", dependencies: ["Workbook", "BookTools"],
      path: "Sources/Workbook/Classroom",
      // Like an app: code is on the main actor unless it says not (the child-process
      // watcher and the signal handlers do).
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    // The command line: every command declared once (Declaration.swift), the console
    // and the terminal; the program is its `main.swift`.
    .target(
      name: "WorkbookCLI",
      dependencies: ["Workbook", "BookTools", "Classroom", "BookChapters", "Chapter5Overlay"],
      path: "Sources/Workbook/CommandLine",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .executableTarget(
      name: "workbook-run", dependencies: ["WorkbookCLI"], path: "Sources/workbook-run",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    // One module that lists every chapter in order, so the CLI and the tests share it.
    .target(
      name: "BookChapters",
      dependencies: ["Workbook"] + chapters.map { .target(name: $0.module) },
      path: "Chapters/BookChapters"
    ),
    // Swift Testing's overlay for UIKit, which tests that import `Workbook` need (see the
    // file).
    .target(name: "_Testing_UIKit", path: "Tests/TestingOverlay"),
    // What the test targets share (Tests/Support): temporary folders, built programs, and
    // workbook-run run in-process.
    .target(
      name: "WorkbookTestSupport", dependencies: ["Workbook", "Classroom", "WorkbookCLI"],
      path: "Tests/Support", swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "EngineTests",
      dependencies: [
        "Graphics", "UIKitModel", "Lessons", "Workbook", "BookTools", "_Testing_UIKit",
      ],
      path: "Tests/EngineTests",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "ChapterTests",
      dependencies: [
        "Graphics", "UIKitModel", "Lessons", "Workbook", "BookTools", "BookChapters",
        "_Testing_UIKit",
      ]
        + chapters.map { .target(name: $0.module) },
      path: "Tests/ChapterTests",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "ExerciseTests",
      dependencies: [
        "Graphics", "UIKitModel", "Lessons", "Workbook", "BookTools", "BookChapters",
        "WorkbookTestSupport", "_Testing_UIKit",
      ]
        + chapters.map { .target(name: $0.module) },
      path: "Tests/ExerciseTests",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "CLITests",
      dependencies: ["WorkbookCLI", "Classroom", "WorkbookTestSupport", "_Testing_UIKit"],
      path: "Tests/CLITests",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
  ]
    + chapters.map { chapter in
      .target(
        name: chapter.module,
        dependencies: ["Workbook"],
        path: "Chapters/\(chapter.module)",
        // The prose is read at run time; the students' files build in their own
        // programs (below); Starters/ holds untouched copies of them, for resetting.
        // Screens/ is the chapter in the iOS app (export app): UIKit view controllers,
        // which the model leaves out.
        exclude: ["\(chapter.module).md", "Exercises", "Starters", "Screens"],
        // As in a new Xcode app target: code is on the main actor unless it says not.
        swiftSettings: [.defaultIsolation(MainActor.self)]
      )
    }
    + chapters.flatMap { chapter in
      chapter.exercises.map { name in
        .executableTarget(
          name: "\(name)Exercise",
          dependencies: ["Workbook", .target(name: chapter.module)],
          path: "Chapters/\(chapter.module)/Exercises",
          // The other exercises' files share the folder.
          exclude: chapter.exercises.filter { $0 != name }.flatMap {
            ["\($0).swift", "Run/Run\($0).swift"]
          },
          sources: ["\(name).swift", "Run/Run\(name).swift"],
          swiftSettings: [.defaultIsolation(MainActor.self)]
        )
      }
    },
  swiftLanguageModes: [.v6]
)
