import Testing
import Workbook

@testable import BookTools
@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

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
