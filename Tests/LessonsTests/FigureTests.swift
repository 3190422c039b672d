import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@testable import Terminal
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter FigureTests`.
@Suite struct FigureTests {}

extension FigureTests {
  @Test func rampRunsFromSpaceForWhiteToAtForBlack() {
    #expect(AsciiArt.character(for: Color.white.premultiplied, column: 1, row: 0) == " ")
    #expect(AsciiArt.character(for: Color.black.premultiplied, column: 1, row: 0) == "@")
    #expect(AsciiArt.character(for: Color(white: 0.55).premultiplied, column: 1, row: 0) == "=")
    #expect(AsciiArt.character(for: Color(white: 0.45).premultiplied, column: 1, row: 0) == "+")
  }

  @Test func transparentCellsAreHatchedSoTheyNeverLookWhite() {
    #expect(AsciiArt.character(for: .zero, column: 0, row: 0) == "/")
    #expect(AsciiArt.character(for: .zero, column: 1, row: 0) == " ")
    #expect(AsciiArt.character(for: .zero, column: 3, row: 1) == "/")
  }

  @Test func figureFramesItsArtAndWrapsItsCaption() {
    let figure = Figure(art: ["ab", "c"], caption: String(repeating: "word ", count: 20))
    let lines = figure.rendered(label: "Figure 1.1").components(separatedBy: "\n")
    #expect(lines[0] == "+--+")
    #expect(lines[1] == "|ab|")
    #expect(lines[2] == "|c |")
    #expect(lines[3] == "+--+")
    #expect(lines[4].hasPrefix("Figure 1.1: word"))
    #expect(lines.dropFirst(4).allSatisfy { $0.count <= 40 })
  }

  @Test func sideBySidePanelsShareRowsUnderTheirTitles() {
    let left = Figure(art: ["x"], title: "left")
    let right = Figure(art: ["yy", "yy"], title: "right")
    let lines = Figure.sideBySide([left, right], gap: 1).rendered().components(separatedBy: "\n")
    #expect(lines == ["     right", "left +--+", "+-+  |yy|", "|x|  |yy|", "+-+  +--+"])
  }

  @Test func viewFigureHasOneCharacterPerFourByEightPoints() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 16))
    view.backgroundColor = .black
    let figure = Figure(of: view)
    #expect(figure.art == [String(repeating: "@", count: 10), String(repeating: "@", count: 10)])
  }

  @Test func windingMapShowsEachCellsWindingNumber() {
    var path = Path(rect: CGRect(x: 0, y: 0, width: 12, height: 8))
    path.addPath(Path(rect: CGRect(x: 4, y: 0, width: 4, height: 8)))
    let figure = Figure(windingNumbersOf: path, size: CGSize(width: 16, height: 8))
    #expect(figure.art == ["1210"])
  }

  @Test func colouredFiguresPaintEachCellsBackgroundAndKeepTheirWidth() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    view.backgroundColor = .black
    let figure = Figure(of: view, title: "t")
    let colored = figure.rendered(colored: true)
    #expect(colored.contains("\u{1B}[38;2;0;0;0m\u{1B}[48;2;0;0;0m\u{2580}"))
    #expect(figure.rendered(colored: true, width: nil, palette: .palette256).contains("[48;5;16m"))
    let pair = Figure.sideBySide([figure, Figure(art: ["xy"], title: "u")], gap: 1)
    let strip = { (s: String) in
      s.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
    let lines = strip(pair.rendered(colored: true)).components(separatedBy: "\n")
    #expect(
      zip(lines, pair.rendered().components(separatedBy: "\n")).allSatisfy {
        $0.count == $1.count
      })
  }
}

/// A coloured line's cells: each character with the foreground and background codes in
/// force where it is written.
private func coloredCells(_ line: String) -> [(character: Character, fg: String, bg: String)] {
  var cells: [(Character, String, String)] = []
  var (fg, bg) = ("", "")
  var rest = Substring(line)
  while let first = rest.first {
    if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
      let code = String(rest[...end])
      if code == "\u{1B}[0m" {
        (fg, bg) = ("", "")
      } else if code.hasPrefix("\u{1B}[48;") {
        bg = code
      } else {
        fg = code
      }
      rest = rest[rest.index(after: end)...]
    } else {
      cells.append((first, fg, bg))
      rest = rest.dropFirst()
    }
  }
  return cells
}

nonisolated private let bothPalettes: [Figure.Palette] = [.trueColor, .palette256]

/// The code a palette gives an sRGB colour in 0...1, worked out from the colour itself.
private func expectedCode(_ layer: Int, _ rgb: [Double], _ palette: Figure.Palette) -> String {
  palette.code(layer, rgb.map { Int(($0 * 255).rounded()) })
}

extension FigureTests {
  @Test(arguments: bothPalettes)
  func transparentCellsAreNotWhiteInColour(palette: Figure.Palette) {
    let white = Color.white.premultiplied
    let cells = coloredCells(
      Figure.halfBlocks("  ", row: 0, top: [white, .zero], bottom: [white, .zero], palette))
    #expect(cells.count == 2)
    let whiteCode = (expectedCode(38, [1, 1, 1], palette), expectedCode(48, [1, 1, 1], palette))
    #expect(cells[0].fg == whiteCode.0 && cells[0].bg == whiteCode.1)
    // Nothing painted: neither half is white, and the two halves differ.
    #expect(cells[1].fg != whiteCode.0 && cells[1].bg != whiteCode.1)
    #expect(cells[1].fg.dropFirst(4) != cells[1].bg.dropFirst(4))
    #expect(cells.allSatisfy { $0.character == "\u{2580}" })
  }

  @Test(arguments: bothPalettes)
  func theCheckerboardAlternatesAlongRowsAndDownColumns(palette: Figure.Palette) {
    let clear = [Pixel](repeating: .zero, count: 6)
    for row in 0..<3 {
      let cells = coloredCells(
        Figure.halfBlocks("      ", row: row, top: clear, bottom: clear, palette))
      // The colour of a cell's top half (the foreground) and its bottom half, by value.
      let halves = cells.map { (String($0.fg.dropFirst(4)), String($0.bg.dropFirst(4))) }
      #expect(Set(halves.flatMap { [$0.0, $0.1] }).count == 2)
      for column in 0..<5 {
        #expect(halves[column].0 != halves[column].1, "row \(row) column \(column)")
        #expect(halves[column].0 == halves[column + 1].1, "row \(row) column \(column)")
      }
    }
    // A square's side is a half cell, so a cell's bottom and the top of the cell under it
    // differ.
    let first = coloredCells(Figure.halfBlocks(" ", row: 0, top: clear, bottom: clear, palette))
    let second = coloredCells(Figure.halfBlocks(" ", row: 1, top: clear, bottom: clear, palette))
    #expect(first[0].bg.dropFirst(4) != second[0].fg.dropFirst(4))
  }

  @Test(arguments: bothPalettes)
  func opaqueColoursAreShownAsTheyAre(palette: Figure.Palette) {
    let colours: [[Double]] = [
      [1, 0, 0], [0.2, 0.6, 0.4], [0.5, 0.5, 0.5], [1, 1, 1], [0, 0, 0],
    ]
    for (row, rgb) in colours.enumerated() {
      let pixel = Color(red: rgb[0], green: rgb[1], blue: rgb[2]).premultiplied
      let dark = Color(red: rgb[0] / 2, green: rgb[1] / 2, blue: rgb[2] / 2).premultiplied
      let line = Figure.halfBlocks(
        "   ", row: row, top: Array(repeating: pixel, count: 3),
        bottom: Array(repeating: dark, count: 3), palette)
      for cell in coloredCells(line) {
        #expect(cell.fg == expectedCode(38, rgb, palette), "\(rgb)")
        #expect(cell.bg == expectedCode(48, rgb.map { $0 / 2 }, palette), "\(rgb)")
      }
    }
  }

  @Test func aHalfTransparentShadowShowsTheSquaresThroughIt() {
    /// A 24-bit code's red, green and blue.
    func rgb(_ code: String) -> [Int] {
      code.dropFirst(7).dropLast().split(separator: ";").compactMap { Int($0) }
    }
    let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.5).premultiplied
    let shaded = coloredCells(
      Figure.halfBlocks("  ", row: 0, top: [shadow, shadow], bottom: [shadow, shadow], .trueColor))
    let bare = coloredCells(
      Figure.halfBlocks("  ", row: 0, top: [.zero, .zero], bottom: [.zero, .zero], .trueColor))
    for (cell, square) in zip(shaded, bare) {
      // Each half is its square's grey at half strength: the squares still show, darker.
      for (half, under) in [(cell.fg, square.fg), (cell.bg, square.bg)] {
        #expect(rgb(half).count == 3)
        #expect(zip(rgb(half), rgb(under)).allSatisfy { abs($0 - $1 / 2) <= 1 }, "\(half)")
      }
      #expect(rgb(cell.fg) != rgb(cell.bg))
    }
  }

  @Test(arguments: bothPalettes)
  func labelsOverTransparencyAreDarkOnOneEvenGrey(palette: Figure.Palette) {
    let clear = [Pixel](repeating: .zero, count: 4)
    let cells = coloredCells(Figure.halfBlocks("ab12", row: 0, top: clear, bottom: clear, palette))
    #expect(String(cells.map(\.character)) == "ab12")
    #expect(cells.allSatisfy { $0.fg == "\u{1B}[30m" })
    #expect(Set(cells.map(\.bg)).count == 1)
  }

  @MainActor @Test func aClearViewsFigureShowsTheCheckerboardWhereItsWhiteSubviewIsNot() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    let white = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 8))
    white.backgroundColor = .white
    view.addSubview(white)
    let figure = Figure(of: view)
    for palette in bothPalettes {
      let line = figure.rendered(colored: true, width: nil, palette: palette)
        .components(separatedBy: "\n")[1]
      let cells = coloredCells(line).filter { $0.character == "\u{2580}" }
      #expect(cells.count == 2)
      #expect(cells[0].fg == expectedCode(38, [1, 1, 1], palette))
      #expect(cells[1].fg != cells[0].fg && cells[1].bg != cells[0].bg)
    }
  }
}

extension FigureTests {
  /// A figure of every part (panels, colours, marks, a gap, art whose lines differ in
  /// length) comes back equal from its bytes; bytes cut short, grown or made up come back
  /// as nothing, never as a crash or a figure.
  @Test func figureBytesRoundTripAndHostileBytesAreRefused() throws {
    var left = Figure(art: ["ab ", "c"], title: "left", caption: "Two lines.")
    left.cellColors = [[Pixel(1, 0, 0, 1), Pixel(0, 0.5, 0, 0.5), .zero], [Pixel(0, 0, 1, 1)]]
    left.halfCellColors = left.cellColors.map { $0 + $0 }
    left.markColors = ["n": [255, 0, 0], "é": [1, 2, 3]]
    var figure = Figure.sideBySide([left, Figure(art: ["x"])], caption: "Both.", gap: 5)
    figure.rasterPixelsPerPoint = 2.5
    let bytes = try #require(FigureArchive.encoded(["b": figure, "a": left]))
    #expect(FigureArchive.decoded(bytes) == ["b": figure, "a": left])
    #expect(FigureArchive.encoded(["a": left]) == FigureArchive.encoded(["a": left]))
    for cut in [0, 1, bytes.count / 2, bytes.count - 1] {
      #expect(FigureArchive.decoded(Array(bytes.prefix(cut))) == nil, "cut at \(cut)")
    }
    #expect(FigureArchive.decoded(bytes + [0]) == nil)
    // Made-up bytes (the same every run).
    for length in [1, 7, 64, 4096] {
      let noise = (0..<length).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) }
      _ = FigureArchive.decoded(noise)
    }
    // A count bigger than the bytes could hold asks for nothing.
    #expect(FigureArchive.decoded([0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) == nil)
  }
}
