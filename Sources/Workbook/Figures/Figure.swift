import Foundation

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

  /// The panel's lines: title (if any), then the framed art.
  func framedLines() -> [String] {
    let border = "+" + String(repeating: "-", count: width) + "+"
    var lines: [String] = []
    if let title { lines.append(title) }
    lines.append(border)
    lines += art.map { "|" + $0 + "|" }
    lines.append(border)
    return lines
  }

  /// The whole figure as text: framed panels, then the caption wrapped to the figure's
  /// width (at least 40 columns), with `label` ("Figure 1.2") before it if given.
  public func rendered(label: String? = nil) -> String {
    var lines: [String]
    if panels.isEmpty {
      lines = framedLines()
    } else {
      let blocks = panels.map { $0.framedLines() }
      let widths = panels.map(\.panelWidth)
      let height = blocks.map(\.count).max() ?? 0
      // Align panels at the bottom so titles sit above frames of equal height.
      let padded = blocks.enumerated().map { k, block in
        Array(repeating: String(repeating: " ", count: widths[k]), count: height - block.count)
          + block.map { $0.padding(toLength: widths[k], withPad: " ", startingAt: 0) }
      }
      lines = (0..<height).map { row in
        padded.map { $0[row] }.joined(separator: String(repeating: " ", count: gap))
      }
      lines = lines.map {
        $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
      }
    }
    let figureWidth = lines.map(\.count).max() ?? 0
    let text = [label.map { "\($0):" }, caption].compactMap { $0 }.joined(separator: " ")
    if !text.isEmpty { lines += wrap(text, width: max(40, figureWidth)) }
    return lines.joined(separator: "\n")
  }
}

/// Splits text into lines of at most `width` columns at spaces.
func wrap(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ", omittingEmptySubsequences: true) {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += line.isEmpty ? String(word) : " " + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines
}
