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
  /// The picture itself, drawn at `Figure.rasterScale` pixels per point, for figures of
  /// views and layers made while a caller asked for it (the web book); nil otherwise.
  package var raster: Bitmap?
  /// The labels' text, which the raster does not draw (the model sets no glyphs), with
  /// where it goes on the raster, for whoever shows the raster to write it over.
  package var rasterLabels: [RasterLabel] = []
  /// The raster's pixels per point: `Figure.rasterScale`, times the figure's own pixels
  /// per point where that is more than one (a figure about a 3x screen keeps its pixels).
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

  /// How a colour terminal shows figures: 24-bit colour, or the 256-colour palette.
  public enum Palette: Sendable {
    case trueColor
    case palette256

    /// 24-bit where the terminal says so (COLORTERM truecolor or 24bit), else 256.
    public static func from(environment: [String: String]) -> Palette {
      let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
      return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
    }

    /// The SGR code for a foreground (38) or background (48) colour.
    func code(_ layer: Int, _ rgb: [Int]) -> String {
      switch self {
      case .trueColor: return "\u{1B}[\(layer);2;\(rgb[0]);\(rgb[1]);\(rgb[2])m"
      case .palette256: return "\u{1B}[\(layer);5;\(Palette.nearest256(rgb))m"
      }
    }

    /// The xterm palette entry nearest `rgb`: the 6 x 6 x 6 cube or the grey ramp.
    static func nearest256(_ rgb: [Int]) -> Int {
      let levels = [0, 95, 135, 175, 215, 255]
      func cubeIndex(_ v: Int) -> Int {
        levels.indices.min { abs(levels[$0] - v) < abs(levels[$1] - v) } ?? 0
      }
      let (r, g, b) = (cubeIndex(rgb[0]), cubeIndex(rgb[1]), cubeIndex(rgb[2]))
      let cube = [levels[r], levels[g], levels[b]]
      let grey = max(0, min(23, (rgb.reduce(0, +) / 3 - 8) / 10))
      let greyValue = 8 + 10 * grey
      func distance(_ c: [Int]) -> Int { zip(c, rgb).map { ($0 - $1) * ($0 - $1) }.reduce(0, +) }
      return distance(cube) <= distance([greyValue, greyValue, greyValue])
        ? 16 + 36 * r + 6 * g + b : 232 + grey
    }
  }

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

  var gap = 3

  /// The art's width in characters, without the frame.
  public var width: Int { art.first?.count ?? 0 }

  /// Columns the panel takes: its frame, or its title if that is wider.
  var panelWidth: Int { max(width + 2, title?.count ?? 0) }

  /// The panel's lines: title (if any), then the framed art; each with its visible
  /// width, since coloured lines carry escape codes that take no room.
  func framedLines(colored: Bool, palette: Palette = .trueColor) -> [(text: String, width: Int)] {
    let border = "+" + String(repeating: "-", count: width) + "+"
    var lines: [(String, Int)] = []
    if let title { lines.append((title, title.count)) }
    lines.append((border, border.count))
    for (row, line) in art.enumerated() {
      var body = line
      if colored, let halves = halfCellColors, 2 * row + 1 < halves.count {
        body = Figure.halfBlocks(
          line, row: row, top: halves[2 * row], bottom: halves[2 * row + 1], palette)
      } else if colored, !markColors.isEmpty {
        body = Figure.colorMarks(line, markColors, palette)
      }
      lines.append(("|" + body + "|", line.count + 2))
    }
    lines.append((border, border.count))
    return lines
  }

  /// A line as half blocks: each cell an upper half block whose foreground is the
  /// cell's top half and background its bottom half (twice the vertical detail of one
  /// colour per character). `row` is the line's row in its panel: with the column, it
  /// says where the line's half cells fall on the checkerboard that transparency shows.
  /// Label text keeps its letters, on its cell's colour.
  static func halfBlocks(
    _ line: String, row: Int, top: [Pixel], bottom: [Pixel], _ palette: Palette
  ) -> String {
    var out = ""
    // The colours in force: a code is written only when a cell changes them.
    var foreground = ""
    var background = ""
    for (index, character) in line.enumerated() {
      guard index < top.count, index < bottom.count else {
        out += "\u{1B}[0m" + String(character)
        (foreground, background) = ("", "")
        continue
      }
      let upper = Transparency.shown(top[index], column: index, halfRow: 2 * row)
      let lower = Transparency.shown(bottom[index], column: index, halfRow: 2 * row + 1)
      var (wantedForeground, wantedBackground, shown) = ("", "", "\u{2580}")
      if character.isLetter || character.isNumber {
        let average = zip(upper, lower).map { ($0 + $1) / 2 }
        let luminance =
          0.2126 * Double(average[0]) + 0.7152 * Double(average[1])
          + 0.0722 * Double(average[2])
        wantedForeground = luminance > 128 ? "\u{1B}[30m" : "\u{1B}[97m"
        wantedBackground = palette.code(48, average)
        shown = String(character)
      } else {
        wantedForeground = palette.code(38, upper)
        wantedBackground = palette.code(48, lower)
      }
      if wantedForeground != foreground { out += wantedForeground }
      if wantedBackground != background { out += wantedBackground }
      (foreground, background) = (wantedForeground, wantedBackground)
      out += shown
    }
    return out + "\u{1B}[0m"
  }

  /// How a colour terminal shows what is not painted: as an image editor does, over a
  /// checkerboard of two light greys, one square per half cell (about square on a
  /// terminal), so a transparent cell never looks like white paint and a
  /// half-transparent one (a shadow) shows the squares through it.
  enum Transparency {
    /// The checkerboard's two greys (sRGB, 0...255), both on the xterm palette's grey
    /// ramp, so that 24-bit and 256 colours show the same squares.
    static let greys = (light: 228, dark: 198)

    /// The grey under a half cell: light and dark alternate along a row and down a
    /// column of half cells.
    static func grey(column: Int, halfRow: Int) -> Int {
      (column + halfRow) % 2 == 0 ? greys.light : greys.dark
    }

    /// A premultiplied colour composited over the checkerboard at a half cell, as sRGB
    /// in 0...255; an opaque colour is itself.
    static func shown(_ p: Pixel, column: Int, halfRow: Int) -> [Int] {
      let under = Float(grey(column: abs(column), halfRow: abs(halfRow))) / 255
      let through = (1 - p.w).clamped(to: 0...1) * under
      return [p.x + through, p.y + through, p.z + through].map {
        Int(($0 * 255).rounded().clamped(to: 0...255))
      }
    }
  }

  /// A plot's line with each series' marks in its colour: the marks on the grid (after
  /// the axis, column 8 on) and the mark that starts a legend line, not letters in text.
  static func colorMarks(_ line: String, _ colors: [Character: [Int]], _ palette: Palette)
    -> String
  {
    let characters = Array(line)
    let isGrid = characters.count > 8 && characters[7] == "|"
    let isLegend =
      characters.count > 9 && characters[..<8].allSatisfy { $0 == " " }
      && characters[9] == " "
    var out = ""
    for (index, character) in characters.enumerated() {
      let colours = (isGrid && index > 7) || (isLegend && index == 8)
      if colours, let rgb = colors[character] {
        out += palette.code(38, rgb) + "\u{1B}[1m" + String(character) + "\u{1B}[0m"
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// The whole figure as text: framed panels, then the caption wrapped to the figure's
  /// width (at least 40 columns), with `label` ("Figure 1.2") before it if given.
  /// `colored` adds ANSI colours to figures drawn from views (for terminals).
  public func rendered(label: String? = nil, colored: Bool = false) -> String {
    rendered(label: label, colored: colored, palette: .trueColor, fittedTo: nil)
  }

  /// The figure fitted to a terminal `width` columns wide (nil: as it is), as
  /// `rendered(label:style:)` does.
  public func rendered(
    label: String? = nil, colored: Bool = false, width: Int?, palette: Palette = .trueColor
  ) -> String {
    guard let width else {
      return rendered(label: label, colored: colored, palette: palette, fittedTo: nil)
    }
    return rendered(
      label: label, style: TerminalStyle(width: width, colored: colored, palette: palette))
  }

  /// The figure for a terminal of `style`: art wider than its width is cut into strips
  /// (side-by-side panels at their gaps, so they stack), and the caption is wrapped to fit.
  public func rendered(label: String? = nil, style: TerminalStyle) -> String {
    rendered(label: label, colored: style.colored, palette: style.palette, fittedTo: style.width)
  }

  private func rendered(label: String?, colored: Bool, palette: Palette, fittedTo width: Int?)
    -> String
  {
    var lines: [String]
    var figureWidth = 0
    if panels.isEmpty {
      let framed = framedLines(colored: colored, palette: palette)
      lines = framed.map(\.text)
      figureWidth = framed.map(\.width).max() ?? 0
    } else {
      let blocks = panels.map { $0.framedLines(colored: colored, palette: palette) }
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
    if !colored { figureWidth = lines.map(\.count).max() ?? 0 }
    var captionWidth = max(40, figureWidth)
    if let width {
      lines = TerminalFit.fitArt(lines, width: width)
      captionWidth = min(captionWidth, width)
    }
    let text = [label.map { "\($0):" }, caption].compactMap { $0 }.joined(separator: " ")
    if !text.isEmpty { lines += wrap(text, width: captionWidth) }
    return lines.joined(separator: "\n")
  }
}

/// Splits text into lines of at most `width` columns at spaces; a word longer than the
/// width (a long method name) is broken after one of `: ( / , .` where it can be, and
/// at the width where it cannot.
package func wrap(_ text: String, width: Int) -> [String] {
  let width = max(1, width)
  var lines: [String] = []
  var line = ""
  let words = text.split(separator: " ", omittingEmptySubsequences: true).flatMap {
    word -> [Substring] in
    guard word.count > width else { return [word] }
    var pieces: [Substring] = []
    var rest = word
    while rest.count > width {
      let head = rest.prefix(width)
      let end: Substring.Index
      if let cut = head.lastIndex(where: { ":(/,.".contains($0) }), cut > head.startIndex {
        end = rest.index(after: cut)
      } else {
        end = head.endIndex
      }
      pieces.append(rest[..<end])
      rest = rest[end...]
    }
    return pieces + [rest]
  }
  for word in words {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += line.isEmpty ? String(word) : " " + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines
}
