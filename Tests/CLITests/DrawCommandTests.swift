import BenchmarkCases
import Book
import BookChapters
import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom
@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter DrawCommandTests`.
@Suite struct DrawCommandTests {}

// `workbook-run draw`: path data drawn as ASCII art, PGM, PNG and SVG, its limits and its errors.

extension DrawCommandTests {
  @Test func drawShowsAnEvenOddRingWithItsHoleEmpty() {
    let ring = "M0 0 H40 V20 H0 Z M10 5 H30 V15 H10 Z"
    let evenOdd = workbook(["draw", ring, "--fill-rule", "evenodd", "--scale", "1"])
    let nonZero = workbook(["draw", ring, "--scale", "1"])
    #expect(evenOdd.status == 0 && nonZero.status == 0)
    let evenLines = evenOdd.out.components(separatedBy: "\n")
    let nonLines = nonZero.out.components(separatedBy: "\n")
    #expect(evenLines[0] == "+" + String(repeating: "-", count: 40) + "+")
    #expect(evenLines[6] == "|@@@@@@@@@@" + String(repeating: " ", count: 20) + "@@@@@@@@@@|")
    #expect(nonLines[6] == "|" + String(repeating: "@", count: 40) + "|")
  }

  @Test func drawWritesPGMWithTheStatedPixelGrid() throws {
    // Covers x in [0, 2.5) at scale 2: pixel columns 0-4 full, column 4 is [2, 2.5): full;
    // at scale 1 column 2 is half covered: round(255 x 0.5) = 128.
    let run = workbook([
      "draw", "M0 0 H2.5 V2 H0 Z", "--size", "4x2", "--format", "pgm", "--scale", "1",
    ])
    #expect(run.status == 0)
    let header = Data("P5\n4 2\n255\n".utf8)
    #expect(run.binary.prefix(header.count) == header)
    #expect(Array(run.binary.dropFirst(header.count)) == [255, 255, 128, 0, 255, 255, 128, 0])
    let scaled = workbook([
      "draw", "M0 0 H2.5 V2 H0 Z", "--size", "4x2", "--format", "pgm", "--scale", "3",
    ])
    #expect(scaled.binary.starts(with: Data("P5\n12 6\n255\n".utf8)))
  }

  @Test func pgmIsNotWrittenToATerminal() {
    let run = workbook(["draw", "M0 0 H2 V2 Z", "--format", "pgm"], terminal: true)
    #expect(run.status == 2)
    #expect(run.message.contains("--output"))
    #expect(run.binary.isEmpty)
  }

  @Test(arguments: [
    (["draw", ""], "draws nothing"),
    (["draw"], "SVG path data, like"),
    (["draw", "M0 0 L nan 5"], "expected an x coordinate"),
    (["draw", "M0 0 L1e999 5"], "too large"),
    (["draw", "M0 0 L10 10 Z", "--size", "0x0"], "both positive"),
    (["draw", "M0 0 L10 10 Z", "--size", "NaNx4"], "both positive"),
    (["draw", "M0 0 L10 10 Z", "--size", "1e9x1e9", "--format", "pgm"], "at most"),
    (["draw", "M0 0 L10 10 Z", "--size", "100x100", "--scale", "1000"], "at most"),
    (["draw", "M0 0 L10 10 Z", "--scale", "inf"], "positive number"),
    (["draw", "M0 0 L10 10 Z", "--scale", "-2"], "positive number"),
    (["draw", "M0 0 L10 10 Z", "--size", "1e-300x1", "--scale", "1e-300"], "has no pixels"),
    (["draw", "M-5 -5 L-1 -1 L-3 -1 Z"], "give --size"),
    (["draw", "M0 0 L10 10 Z", "--fill-rule", "odd"], "nonzero or evenodd"),
    (["draw", "M0 0 L10 10 Z", "--format", "gif"], "ascii, pgm, png or svg"),
  ])
  func badDrawingInputGetsAClearUsageError(arguments: [String], message: String) {
    let run = workbook(arguments)
    #expect(run.status == 2, "\(arguments)")
    #expect(run.message.contains(message), "\(arguments): \(run.err)")
    #expect(run.out.isEmpty && run.binary.isEmpty)
  }

  @Test func aHugeCanvasInAsciiIsScaledDownToFitTheTerminal() {
    let run = workbook(["draw", "M0 0 L1e9 1e9 L0 1e9 Z", "--size", "1e9x1e9"])
    #expect(run.status == 0)
    #expect((run.out.components(separatedBy: "\n").map(\.count).max() ?? 0) <= 80)
  }

  @Test func enormousCoordinatesDrawQuicklyWithoutCrashing() {
    let clock = ContinuousClock()
    let start = clock.now
    let run = workbook([
      "draw", "M0 0 L1e300 5 L5 1e300 C-1e200 0 1e200 9 0 40 Z", "--size", "40x40",
    ])
    #expect(run.status == 0)
    #expect(run.out.contains("@"))
    #expect(clock.now - start < .seconds(10), "must not hang")
  }

  @Test func drawReadsPathDataFromStandardInput() {
    let run = workbook(["draw", "-", "--scale", "1"], input: ["M0 0 H8", "V4 H0 Z"])
    #expect(run.status == 0)
    #expect(run.out.contains("|@@@@@@@@|"))
  }

  @Test func outputDashIsStandardOutputNotAFileNamedDash() {
    let text = workbook(["draw", "M0 0 H8 V4 H0 Z", "--scale", "1", "--output", "-"])
    #expect(text.status == 0 && text.out.contains("|@@@@@@@@|"))
    let image = workbook(["draw", "M0 0 H8 V4 H0 Z", "--format", "pgm", "--output", "-"])
    #expect(image.status == 0 && image.binary.starts(with: Data("P5".utf8)))
    #expect(!FileManager.default.fileExists(atPath: "-"))
  }

  /// The heavy path that once hung `draw -` for minutes: 20,000 segments crossing each other
  /// all over. It draws, and shows the shape it makes (the polyline's dense middle).
  @Test func drawDrawsATwentyThousandSegmentPathFromStandardInput() {
    let points = (0..<20_000).map { i in "\(i % 97) \(7 * i % 89)" }
    let data = "M" + points.joined(separator: " L") + " Z"
    let run = workbook(["draw", "-", "--scale", "0.5"], input: [data])
    #expect(run.status == 0, "\(run.err)")
    let lines = run.out.split(separator: "\n")
    #expect(lines.count > 20 && lines.contains { $0.contains("@") })
  }

  @Test func drawRefusesTooMuchPathDataAndTooComplexPathsWithTheLimits() {
    let tooLong = workbook(["draw", "-"], input: [String(repeating: "L0 0 ", count: 900_000)])
    #expect(tooLong.status == 2)
    #expect(tooLong.message.contains("over 4 MB") && tooLong.message.contains("4,000,000"))
    // 9,000 random-looking lines across a 4096 x 4096 grid cross more rows than allowed.
    let lines = (0..<9000).map { i in "L\(i * 977 % 4096) \(i * 1559 % 4096)" }
    let file = temporaryFolder().appendingPathComponent("complex.pgm")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let tooComplex = workbook(
      [
        "draw", "M0 0 " + lines.joined(separator: " ") + " Z", "--format", "pgm", "--output",
        file.path,
      ])
    #expect(tooComplex.status == 2)
    #expect(tooComplex.message.contains("too complex to draw at this size"), "\(tooComplex.err)")
    #expect(tooComplex.message.contains("10,000,000 rows are allowed"))
    #expect(!FileManager.default.fileExists(atPath: file.path))
    // Curves a billion points long would be cut into millions of segments: refused first.
    let curves = String(repeating: "M0 0 C 1e300 1e300 -1e300 1e300 5 5 ", count: 300)
    let tooFine = workbook(["draw", curves, "--size", "10x10", "--stroke", "2"])
    #expect(tooFine.status == 2)
    #expect(tooFine.message.contains("too complex to stroke"), "\(tooFine.err)")
  }

  @Test func outputFileIsNeverReplacedWithoutForce() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-\(UUID().uuidString).pgm")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("mine".utf8).write(to: file)
    let refused = workbook(["draw", "M0 0 H4 V4 H0 Z", "--format", "pgm", "--output", file.path])
    #expect(refused.status == 2)
    #expect(refused.message.contains("--force"))
    #expect(try Data(contentsOf: file) == Data("mine".utf8))
    let forced = workbook([
      "draw", "M0 0 H4 V4 H0 Z", "--format", "pgm", "--output", file.path, "--force",
    ])
    #expect(forced.status == 0)
    #expect(try Data(contentsOf: file).starts(with: Data("P5\n4 4\n255\n".utf8)))
  }

  /// `workbook-run` in the build folder that holds this test bundle.
  @Test func drawStrokesWithCapsAndJoins() {
    let butt = workbook(["draw", "M4 10 H36", "--stroke", "4", "--size", "40x20", "--scale", "1"])
    let square = workbook([
      "draw", "M4 10 H36", "--stroke", "4", "--cap", "square", "--size", "40x20", "--scale", "1",
    ])
    #expect(butt.status == 0 && square.status == 0)
    let buttRow = butt.out.components(separatedBy: "\n")[5]
    let squareRow = square.out.components(separatedBy: "\n")[5]
    #expect(buttRow == "|    " + String(repeating: "@", count: 32) + "    |")
    #expect(squareRow == "|  " + String(repeating: "@", count: 36) + "  |")
  }

  @Test(arguments: [
    (["--stroke", "-1"], "positive width"),
    (["--stroke", "4", "--cap", "pointy"], "butt, round or square"),
    (["--stroke", "4", "--join", "sharp"], "miter, round or bevel"),
    (["--stroke", "4", "--miter-limit", "0.5"], "at least 1"),
    (["--join", "round"], "add --stroke"),
  ])
  func badStrokeOptionsAreUsageErrors(options: [String], message: String) {
    let run = workbook(["draw", "M0 0 L10 10"] + options)
    #expect(run.status == 2)
    #expect(run.message.contains(message), "\(run.err)")
  }

  @Test func drawWritesPNGAndSVG() throws {
    let file = temporaryFolder().appendingPathExtension("png")
    defer { try? FileManager.default.removeItem(at: file) }
    let png = workbook([
      "draw", "M0 0 H4 V4 H0 Z", "--size", "8x4", "--format", "png", "--output", file.path,
    ])
    #expect(png.status == 0)
    #expect(try Data(contentsOf: file).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let svg = workbook(["draw", "M0 0 H4 V4 H0 Z", "--format", "svg", "--fill-rule", "evenodd"])
    #expect(svg.status == 0)
    #expect(svg.out.hasPrefix("<svg"))
    #expect(svg.out.contains(#"fill-rule="evenodd""#))
    let terminal = workbook(["draw", "M0 0 H4 V4 H0 Z", "--format", "png"], terminal: true)
    #expect(terminal.status == 2)
  }
}
