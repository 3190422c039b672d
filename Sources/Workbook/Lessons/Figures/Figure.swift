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
  public var cellColors: [[Pixel]]?

  public init(art: [String], title: String? = nil, caption: String? = nil) {
    let width = art.map(\.count).max() ?? 0
    self.art = art.map { $0.padding(toLength: width, withPad: " ", startingAt: 0) }
    self.title = title
    self.caption = caption
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

  public var width: Int { art.first?.count ?? 0 }

  /// Columns the panel takes: its frame, or its title if that is wider.
  var panelWidth: Int { max(width + 2, title?.count ?? 0) }

  /// The panel's lines: title (if any), then the framed art; each with its visible
  /// width, since coloured lines carry escape codes that take no room.
  func framedLines(colored: Bool) -> [(text: String, width: Int)] {
    let border = "+" + String(repeating: "-", count: width) + "+"
    var lines: [(String, Int)] = []
    if let title { lines.append((title, title.count)) }
    lines.append((border, border.count))
    for (row, line) in art.enumerated() {
      let body =
        colored
        ? Figure.colorize(line, colors: cellColors.flatMap { row < $0.count ? $0[row] : nil })
        : line
      lines.append(("|" + body + "|", line.count + 2))
    }
    lines.append((border, border.count))
    return lines
  }

  /// ANSI 24-bit colour for a line: each character on a background of its cell's colour
  /// (composited over white), in black or white, whichever reads better on it.
  /// Transparent cells keep the terminal's own background.
  static func colorize(_ line: String, colors: [Pixel]?) -> String {
    guard let colors else { return line }
    var out = ""
    var previous = ""
    for (index, character) in line.enumerated() {
      var code = "\u{1B}[0m"
      if index < colors.count, colors[index].w >= AsciiArt.transparentBelow {
        let p = colors[index]
        let white = 1 - p.w
        let rgb = [p.x + white, p.y + white, p.z + white].map {
          Int(($0 * 255).rounded().clamped(to: 0...255))
        }
        let luminance = 0.2126 * Double(rgb[0]) + 0.7152 * Double(rgb[1]) + 0.0722 * Double(rgb[2])
        code =
          "\u{1B}[48;2;\(rgb[0]);\(rgb[1]);\(rgb[2])m"
          + (luminance > 128 ? "\u{1B}[30m" : "\u{1B}[97m")
      }
      if code != previous { out += code }
      previous = code
      out.append(character)
    }
    return out + "\u{1B}[0m"
  }

  /// The whole figure as text: framed panels, then the caption wrapped to the figure's
  /// width (at least 40 columns), with `label` ("Figure 1.2") before it if given.
  /// `colored` adds ANSI colours to figures drawn from views (for terminals).
  public func rendered(label: String? = nil, colored: Bool = false) -> String {
    rendered(label: label, colored: colored, width: nil)
  }

  /// The figure fitted to a terminal `width` columns wide (nil: as it is): art wider than
  /// that is cut into strips (side-by-side panels at their gaps, so they stack), and the
  /// caption is wrapped to fit.
  public func rendered(label: String? = nil, colored: Bool = false, width: Int?) -> String {
    var lines: [String]
    var figureWidth = 0
    if panels.isEmpty {
      let framed = framedLines(colored: colored)
      lines = framed.map(\.text)
      figureWidth = framed.map(\.width).max() ?? 0
    } else {
      let blocks = panels.map { $0.framedLines(colored: colored) }
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
      captionWidth = min(captionWidth, max(TerminalFit.minimumWidth, width))
    }
    let text = [label.map { "\($0):" }, caption].compactMap { $0 }.joined(separator: " ")
    if !text.isEmpty { lines += wrap(text, width: captionWidth) }
    return lines.joined(separator: "\n")
  }
}

/// Splits text into lines of at most `width` columns at spaces; a word longer than the
/// width (a long method name) is broken after one of `: ( / , .` where it can be.
package func wrap(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  let words = text.split(separator: " ", omittingEmptySubsequences: true).flatMap {
    word -> [Substring] in
    guard word.count > width else { return [word] }
    var pieces: [Substring] = []
    var rest = word
    while rest.count > width {
      let head = rest.prefix(width)
      guard let cut = head.lastIndex(where: { ":(/,.".contains($0) }), cut > head.startIndex
      else { break }
      let end = rest.index(after: cut)
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
