import Graphics
import UIKitModel

/// A figure: ASCII art in a frame, with an optional title above and a caption below.
///
/// The frame (`+--+` corners, `|` sides) keeps trailing spaces from being lost in any
/// editor, diff or Markdown viewer. Side-by-side figures put framed panels in one row,
/// each panel with its title above it.
public struct Figure: Equatable, Sendable {
  /// The art, one string per line, all the same width, without the frame.
  public var art: [String]
  /// A short label over the panel ("wrong", "right", "offset 120").
  public var title: String?
  /// What the figure shows, in a sentence; printed under it.
  public var caption: String?
  /// Panels shown side by side instead of `art` (empty for a single panel).
  public var panels: [Figure] = []
  /// Each character's average premultiplied colour, for coloured output (nil for text
  /// figures such as tables).
  package var cellColors: [[Pixel]]?
  /// The same at twice the height: each cell's top half and bottom half, for the
  /// half-block rendering of a colour terminal (nil for text figures).
  package var halfCellColors: [[Pixel]]?
  /// A plot's series marks and their colours (red, green, blue in 0...255).
  package var markColors: [Character: [Int]] = [:]
  /// The numbers a plot was drawn from (`init(plotting:...)`); nil for other figures.
  package var plot: PlotData?
  /// The picture itself, drawn at `Figure.rasterScale` pixels per point, for figures of
  /// views and layers made while a caller asked for it (the web book); nil otherwise.
  package var raster: Bitmap?
  /// The labels' text, which the raster does not draw (the model sets no glyphs), with
  /// where it goes on the raster, for whoever shows the raster to write it over.
  package var rasterLabels: [RasterLabel] = []
  /// The raster's pixels per point of the page it is shown on: `Figure.rasterScale`, times
  /// the figure's own pixels per point where that is more than one (a figure about a 3x
  /// screen keeps its pixels). A magnified figure (`AsciiArt.magnification`, a close-up)
  /// has that many more pixels per point of its own, so the page shows it larger.
  package var rasterPixelsPerPoint: CGFloat = 0

  /// A label's text and its place on the raster, in raster pixels.
  package struct RasterLabel: Equatable, Sendable {
    package let text: String
    package let rect: CGRect
    /// "left", "center" or "right".
    package let alignment: String

    package init(text: String, rect: CGRect, alignment: String) {
      self.text = text
      self.rect = rect
      self.alignment = alignment
    }
  }

  /// Pixels per point for `raster` (at least); nil (the default) draws no raster.
  @TaskLocal package static var rasterScale: CGFloat?

  /// A figure of `art`'s lines (padded to the longest), with an optional title above and
  /// caption below.
  public init(art: [String], title: String? = nil, caption: String? = nil) {
    let width = art.map(\.count).max() ?? 0
    self.art = art.map { $0.padding(toLength: width, withPad: " ", startingAt: 0) }
    self.title = title
    self.caption = caption
  }

  /// Rows `range` of the art (a close-up of a taller picture), its colours and its
  /// raster cut to match.
  public func rows(_ range: Range<Int>, title: String? = nil) -> Figure {
    let range = range.clamped(to: 0..<art.count)
    var figure = Figure(art: Array(art[range]), title: title)
    if let colors = cellColors, colors.count == art.count {
      figure.cellColors = Array(colors[range])
    }
    if let halves = halfCellColors, halves.count == 2 * art.count {
      figure.halfCellColors = Array(halves[(2 * range.lowerBound)..<(2 * range.upperBound)])
    }
    if let raster, !art.isEmpty {
      let perRow = Double(raster.height) / Double(art.count)
      let top = min(raster.height, Int((Double(range.lowerBound) * perRow).rounded()))
      let bottom = min(raster.height, max(top, Int((Double(range.upperBound) * perRow).rounded())))
      var cut = Bitmap(width: raster.width, height: bottom - top)
      cut.pixels = Array(raster.pixels[(top * raster.width)..<(bottom * raster.width)])
      figure.raster = cut
      figure.rasterPixelsPerPoint = rasterPixelsPerPoint
      figure.rasterLabels = rasterLabels.compactMap { label in
        let rect = label.rect.offsetBy(dx: 0, dy: -CGFloat(top))
        guard rect.midY >= 0, rect.midY < CGFloat(cut.height) else { return nil }
        return RasterLabel(text: label.text, rect: rect, alignment: label.alignment)
      }
    }
    return figure
  }

  /// Panels in one row, in order, separated by `gap` spaces.
  public static func sideBySide(_ panels: [Figure], caption: String? = nil, gap: Int = 3)
    -> Figure
  {
    var figure = Figure(art: [], caption: caption)
    figure.panels = panels
    figure.gap = gap
    return figure
  }

  /// Spaces between side-by-side panels.
  package var gap = 3

  /// The art's width in characters, without the frame.
  public var width: Int { art.first?.count ?? 0 }

  /// Columns the panel takes: its frame, or its title if that is wider.
  package var panelWidth: Int { max(width + 2, title?.count ?? 0) }

  /// How a row of a panel's art is shown: the panel, the row's index and its text give
  /// the text to put between the frame's sides (a terminal colours it; see the Terminal
  /// module).
  package typealias RowPainter = (_ panel: Figure, _ row: Int, _ line: String) -> String

  /// The panel's lines: title (if any), then the framed art, each row as `paint` shows it
  /// (nil: as it is); each with its visible width, since painted lines may carry escape
  /// codes that take no room.
  package func framedLines(paint: RowPainter? = nil) -> [(text: String, width: Int)] {
    let border = "+" + String(repeating: "-", count: width) + "+"
    var lines: [(String, Int)] = []
    if let title { lines.append((title, title.count)) }
    lines.append((border, border.count))
    for (row, line) in art.enumerated() {
      let body = paint?(self, row, line) ?? line
      lines.append(("|" + body + "|", line.count + 2))
    }
    lines.append((border, border.count))
    return lines
  }

  /// The whole figure as text: framed panels, then the caption wrapped to the figure's
  /// width (at least 40 columns), with `label` ("Figure 1.2") before it if given.
  public func rendered(label: String? = nil) -> String {
    let (lines, figureWidth) = composed()
    return (lines + captionLines(label: label, width: max(40, figureWidth)))
      .joined(separator: "\n")
  }

  /// The framed panels, side by side, each row as `paint` shows it (nil: as it is), and
  /// the columns they take.
  package func composed(paint: RowPainter? = nil) -> (lines: [String], width: Int) {
    var lines: [String]
    var figureWidth = 0
    if panels.isEmpty {
      let framed = framedLines(paint: paint)
      lines = framed.map(\.text)
      figureWidth = framed.map(\.width).max() ?? 0
    } else {
      let blocks = panels.map { $0.framedLines(paint: paint) }
      let widths = panels.map(\.panelWidth)
      let height = blocks.map(\.count).max() ?? 0
      // Align panels at the bottom so titles sit above frames of equal height.
      let padded = blocks.enumerated().map { k, block in
        Array(repeating: String(repeating: " ", count: widths[k]), count: height - block.count)
          + block.map { $0.text + String(repeating: " ", count: max(0, widths[k] - $0.width)) }
      }
      lines = (0..<height).map { row in
        padded.map { $0[row] }.joined(separator: String(repeating: " ", count: gap))
      }
      figureWidth = widths.reduce(0, +) + gap * max(0, widths.count - 1)
      lines = lines.map {
        $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
      }
    }
    if paint == nil { figureWidth = lines.map(\.count).max() ?? 0 }
    return (lines, figureWidth)
  }

  /// The caption, with `label` ("Figure 1.2") before it if given, wrapped to `width`
  /// columns (no lines when there is neither).
  package func captionLines(label: String?, width: Int) -> [String] {
    let text = [label.map { "\($0):" }, caption].compactMap { $0 }.joined(separator: " ")
    return text.isEmpty ? [] : wrap(text, width: width)
  }
}

/// Splits text into lines of at most `width` columns at spaces; a word longer than the
/// width (a long method name) is broken after one of `: ( / , .` where it can be, and
/// at the width where it cannot. A character a terminal shows two columns wide (Chinese,
/// Japanese, Korean) counts as two.
package func wrap(_ text: String, width: Int) -> [String] {
  let width = max(1, width)
  var lines: [String] = []
  var line = ""
  var lineColumns = 0
  let words = text.split(separator: " ", omittingEmptySubsequences: true).flatMap {
    word -> [Substring] in
    guard terminalColumns(word) > width else { return [word] }
    var pieces: [Substring] = []
    var rest = word
    while terminalColumns(rest) > width {
      // As many characters as fill the width (at least one).
      var end = rest.startIndex
      var used = 0
      while end < rest.endIndex,
        used + terminalColumns(rest[end]) <= width || end == rest.startIndex
      {
        used += terminalColumns(rest[end])
        end = rest.index(after: end)
      }
      let head = rest[..<end]
      if let cut = head.lastIndex(where: { ":(/,.".contains($0) }), cut > head.startIndex {
        end = rest.index(after: cut)
      }
      pieces.append(rest[..<end])
      rest = rest[end...]
    }
    return pieces + [rest]
  }
  for word in words {
    let columns = terminalColumns(word)
    if !line.isEmpty, lineColumns + 1 + columns > width {
      lines.append(line)
      line = ""
      lineColumns = 0
    }
    lineColumns += line.isEmpty ? columns : 1 + columns
    line += line.isEmpty ? String(word) : " " + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines
}

/// The columns a terminal gives `text`: two for a wide character (`terminalColumns(_:)`
/// of a character), one for any other.
package func terminalColumns(_ text: some StringProtocol) -> Int {
  // Most text is ASCII: counted at once.
  if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
  return text.reduce(0) { $0 + terminalColumns($1) }
}

/// 2 for a character East Asian typography sets wide or full width (the CJK ideographs,
/// kana, Hangul, full-width forms and punctuation), which a terminal shows in two
/// columns; 1 for any other.
package func terminalColumns(_ character: Character) -> Int {
  guard let value = character.unicodeScalars.first?.value, value >= 0x1100 else { return 1 }
  let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x20000...0x3FFFD,
  ]
  return wide.contains { $0.contains(value) } ? 2 : 1
}
