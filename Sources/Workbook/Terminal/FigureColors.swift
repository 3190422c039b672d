import Foundation
import Graphics
import Lessons

/// A figure turned into a terminal's text: its pictures in colour (half blocks, one
/// colour above another in each cell), a plot's marks in their series' colours, and the
/// whole fitted to the terminal's width. The figure itself is plain data (Lessons); the
/// escape sequences are written here, and only here.
extension Figure {
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

  /// The whole figure as text, as `rendered(label:)` draws it; `colored` adds ANSI colours
  /// to figures drawn from views and to plots' marks (for terminals).
  public func rendered(label: String? = nil, colored: Bool) -> String {
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

  /// `rendered(label:style:)` with the caption wrapped to `captionWidth` (no wider than the
  /// terminal), however wide the figure is: a figure drawn smaller keeps its caption's
  /// lines as they were.
  package func rendered(label: String?, style: TerminalStyle, captionWidth: Int) -> String {
    rendered(
      label: label, colored: style.colored, palette: style.palette, fittedTo: style.width,
      captionWidth: captionWidth)
  }

  private func rendered(
    label: String?, colored: Bool, palette: Palette, fittedTo width: Int?,
    captionWidth given: Int? = nil
  ) -> String {
    var (lines, figureWidth) = composed(paint: colored ? Figure.painter(palette) : nil)
    var captionWidth = given ?? max(40, figureWidth)
    if let width {
      lines = TerminalFit.fitArt(lines, width: width)
      captionWidth = min(captionWidth, width)
    }
    return (lines + captionLines(label: label, width: captionWidth)).joined(separator: "\n")
  }

  /// How a colour terminal shows a panel's row: a picture's as half blocks, a plot's with
  /// its marks coloured, anything else as it is.
  static func painter(_ palette: Palette) -> RowPainter {
    { panel, row, line in
      if let halves = panel.halfCellColors, 2 * row + 1 < halves.count {
        return halfBlocks(
          line, row: row, top: halves[2 * row], bottom: halves[2 * row + 1], palette)
      }
      if !panel.markColors.isEmpty { return colorMarks(line, panel.markColors, palette) }
      return line
    }
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
}
