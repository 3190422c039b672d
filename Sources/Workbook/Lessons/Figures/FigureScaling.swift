import Foundation
import Graphics

/// Drawing a figure smaller, for a screen too short for it (`chapterN --step`).
///
/// A picture of views keeps each character's average colour (`cellColors`, and the half
/// cells of the colour version), so it can be drawn again at fewer rows, and on a narrow
/// screen fewer columns: each new cell is the average of the part of the old picture it
/// covers (a box filter), and its character is chosen from that average as `AsciiArt`
/// chooses every character, so the plain and the colour version stay faithful to the
/// picture, only coarser. Labels keep their whole text, written near where they were. A
/// plot keeps its axis and legend and draws its curves in fewer rows, each new row
/// showing every mark of the rows it stands for. Text (a table) cannot be drawn smaller
/// and is left as it is.
extension Figure {
  /// Whether `scaled(width:height:)` can draw any part of the figure smaller.
  public var canBeDrawnSmaller: Bool {
    panels.isEmpty
      ? hasScalablePicture || plotGridRows != nil : panels.contains(where: \.canBeDrawnSmaller)
  }

  /// The figure with its pictures drawn at `width` times their columns and `height` times
  /// their rows (each at most 1, at least one row and column), and its plots at `height`
  /// times their rows; text is left as it is.
  public func scaled(width: Double, height: Double) -> Figure {
    scaledKeepingLabels(width: width, height: height).figure
  }

  /// `scaled(width:height:)`, and whether every label of its pictures is still written
  /// whole, apart from the others (false: one had to be written over another, labels
  /// packed too close for the rows and columns left, text that drawing smaller garbles).
  package func scaledKeepingLabels(width: Double, height: Double) -> (
    figure: Figure, apart: Bool
  ) {
    let width = min(1, max(0, width))
    let height = min(1, max(0, height))
    guard panels.isEmpty else {
      var figure = self
      let scaled = panels.map { $0.scaledKeepingLabels(width: width, height: height) }
      figure.panels = scaled.map(\.figure)
      return (figure, scaled.allSatisfy(\.apart))
    }
    if hasScalablePicture { return scaledPicture(width: width, height: height) }
    if plotGridRows != nil { return (scaledPlot(height: height), true) }
    return (self, true)
  }

  // MARK: - Pictures

  /// Whether the art is a picture with every cell's colour.
  package var hasScalablePicture: Bool {
    guard let colors = cellColors, !art.isEmpty, colors.count == art.count else { return false }
    return colors.allSatisfy { $0.count == width }
  }

  private func scaledPicture(width scaleX: Double, height scaleY: Double) -> (
    figure: Figure, apart: Bool
  ) {
    guard let colors = cellColors, scaleX < 1 || scaleY < 1 else { return (self, true) }
    var apart = true
    let rows = max(1, Int((Double(art.count) * scaleY).rounded()))
    let columns = max(1, Int((Double(width) * scaleX).rounded()))
    let cells = Figure.resampled(colors, rows: rows, columns: columns)
    var characters = cells.enumerated().map { row, line in
      line.enumerated().map { column, pixel in
        AsciiArt.character(for: pixel, column: column, row: row)
      }
    }
    // Labels: the cells whose character is not the one their colour gives, in runs (a
    // space between two words keeps them together), each written whole near where it
    // was, on a row of its own if it would run into another.
    var taken = Array(repeating: Array(repeating: false, count: columns), count: rows)
    let (sx, sy) = (Double(columns) / Double(width), Double(rows) / Double(art.count))
    for (row, line) in art.enumerated() {
      let old = Array(line)
      let isText = old.indices.map { column in
        old[column] != AsciiArt.character(for: colors[row][column], column: column, row: row)
      }
      var column = 0
      while column < old.count {
        guard isText[column] else {
          column += 1
          continue
        }
        var end = column + 1
        while end < old.count, isText[end] || (end + 1 < old.count && isText[end + 1]) {
          end += 1
        }
        let text = Array(old[column..<end].prefix(columns))
        let start: Int
        if scaleX < 1 {
          let centre = Double(column + end) / 2 * sx
          start = min(
            columns - text.count, max(0, Int((centre - Double(text.count) / 2).rounded())))
        } else {
          start = min(columns - text.count, column)
        }
        let target = min(rows - 1, Int((Double(row) + 0.5) * sy))
        let span = max(0, start - 1)..<min(columns, start + text.count + 1)
        let free = [0, 1, -1, 2, -2].map { target + $0 }.first { candidate in
          (0..<rows).contains(candidate) && !span.contains { taken[candidate][$0] }
        }
        if free == nil { apart = false }
        let chosen = free ?? target
        for (offset, character) in text.enumerated() {
          characters[chosen][start + offset] = character
          taken[chosen][start + offset] = true
        }
        column = end
      }
    }
    var figure = Figure(art: characters.map { String($0) }, title: title, caption: caption)
    figure.cellColors = cells
    // Half cells: two a row, but for a last row cut less than half way down, which has
    // only its top half (drawn as it is, twice).
    if var halves = halfCellColors, (2 * art.count - 1...2 * art.count).contains(halves.count),
      halves.allSatisfy({ $0.count == width })
    {
      if halves.count < 2 * art.count, let last = halves.last { halves.append(last) }
      figure.halfCellColors = Figure.resampled(halves, rows: 2 * rows, columns: columns)
    }
    figure.markColors = markColors
    figure.gap = gap
    return (figure, apart)
  }

  /// A grid of colours at `rows` x `columns`: each new cell the average of the old cells
  /// it covers, weighted by how much of each it covers.
  static func resampled(_ grid: [[Pixel]], rows: Int, columns: Int) -> [[Pixel]] {
    guard let first = grid.first, !first.isEmpty else { return grid }
    /// For each new index, the old indices it covers and how much of each.
    func weights(from old: Int, to new: Int) -> [[(index: Int, weight: Float)]] {
      let step = Double(old) / Double(new)
      return (0..<new).map { k in
        let (start, end) = (Double(k) * step, Double(k + 1) * step)
        var parts: [(Int, Float)] = []
        var index = Int(start.rounded(.down))
        while Double(index) < end - 1e-9, index < old {
          let covered = min(end, Double(index + 1)) - max(start, Double(index))
          if covered > 1e-9 { parts.append((index, Float(covered / step))) }
          index += 1
        }
        return parts
      }
    }
    let down = weights(from: grid.count, to: rows)
    let across = weights(from: first.count, to: columns)
    return down.map { rowParts in
      let row = rowParts.reduce(into: Array(repeating: Pixel.zero, count: first.count)) {
        sum, part in
        for column in sum.indices { sum[column] += grid[part.index][column] * part.weight }
      }
      return across.map { parts in
        parts.reduce(Pixel.zero) { $0 + row[$1.index] * $1.weight }
      }
    }
  }

  // MARK: - Plots

  /// The rows of a plot's grid (`Figure(plotting:...)`: the rows above its time axis).
  package var plotGridRows: Int? {
    guard !markColors.isEmpty,
      let axis = art.firstIndex(where: { $0.hasPrefix("       +-") }), axis > 1
    else { return nil }
    return axis
  }

  /// The plot with its grid in fewer rows: each new row shows, column by column, the
  /// strongest thing in the rows it stands for (a series' mark, then any other mark, then
  /// the target's dots), and the first value label among them.
  private func scaledPlot(height scale: Double) -> Figure {
    guard let gridRows = plotGridRows, scale < 1 else { return self }
    let rows = max(2, Int((Double(gridRows) * scale).rounded()))
    guard rows < gridRows else { return self }
    let lines = art.prefix(gridRows).map(Array.init)
    func strength(_ character: Character) -> Int {
      markColors[character] != nil ? 3 : character == " " ? 0 : character == "." ? 1 : 2
    }
    var grid: [String] = []
    for row in 0..<rows {
      let band =
        (row * gridRows / rows)..<max(row * gridRows / rows + 1, (row + 1) * gridRows / rows)
      let labelled = band.first { lines[$0].prefix(7).contains { $0 != " " } } ?? band.lowerBound
      var line = Array(lines[labelled].prefix(8))
      for column in 8..<max(8, lines.map(\.count).max() ?? 8) {
        let characters = band.map { column < lines[$0].count ? lines[$0][column] : " " }
        line.append(characters.max { strength($0) < strength($1) } ?? " ")
      }
      grid.append(String(line))
    }
    var figure = Figure(art: grid + art.dropFirst(gridRows), title: title, caption: caption)
    figure.markColors = markColors
    figure.gap = gap
    return figure
  }
}

extension Figure {
  /// A plain figure read back from its text (`rendered()` without a caption: panels side
  /// by side, each titled above its frame), and the lines of text above it; each cell's
  /// colour is taken back from its character (a grey for each step of the ramp, nothing
  /// for the hatch's cells), so that it can be drawn smaller. Nil if the text is not such
  /// a figure. (An exercise's figure comes from its own program, as text.)
  public static func parsed(rendered text: String) -> (above: [String], figure: Figure)? {
    let lines = text.components(separatedBy: "\n").map(Array.init)
    guard let top = lines.firstIndex(where: { String($0).contains("+-") }) else { return nil }
    // The frames' top borders: "+", dashes, "+".
    var frames: [(from: Int, to: Int)] = []
    var column = 0
    let border = lines[top]
    while column < border.count {
      guard border[column] == "+", column + 1 < border.count, border[column + 1] == "-" else {
        column += 1
        continue
      }
      var end = column + 1
      while end < border.count, border[end] == "-" { end += 1 }
      guard end < border.count, border[end] == "+" else { return nil }
      frames.append((column, end))
      column = end + 1
    }
    guard !frames.isEmpty else { return nil }
    var panels: [Figure] = []
    for frame in frames {
      var art: [String] = []
      var row = top + 1
      while row < lines.count, lines[row].count > frame.to, lines[row][frame.from] == "|",
        lines[row][frame.to] == "|"
      {
        art.append(String(lines[row][(frame.from + 1)..<frame.to]))
        row += 1
      }
      guard !art.isEmpty else { return nil }
      var panel = Figure(art: art)
      panel.cellColors = art.enumerated().map { row, line in
        let characters = Array(line)
        return characters.indices.map { column in
          Figure.colour(of: characters, at: column, row: row)
        }
      }
      panels.append(panel)
    }
    let body = lines[top...].map { String($0) }
    func matches(_ titles: [String?]) -> Figure? {
      var titled = panels
      for index in titled.indices { titled[index].title = titles[index] }
      let gap =
        frames.count > 1 ? frames[1].from - frames[0].from - titled[0].panelWidth : 3
      guard gap >= 0 else { return nil }
      let figure = titled.count == 1 ? titled[0] : .sideBySide(titled, gap: gap)
      let expected = (titles.contains { $0 != nil } ? [String(lines[top - 1])] : []) + body
      return figure.rendered().components(separatedBy: "\n") == expected ? figure : nil
    }
    if top > 0 {
      let line = lines[top - 1]
      let titles = frames.enumerated().map { index, frame -> String? in
        let end = index + 1 < frames.count ? frames[index + 1].from : line.count
        guard frame.from < line.count else { return nil }
        let title = String(line[frame.from..<min(end, line.count)])
          .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        return title.isEmpty ? nil : title
      }
      if let figure = matches(titles) {
        return (lines[..<(top - 1)].map { String($0) }, figure)
      }
    }
    guard let figure = matches(frames.map { _ in nil }) else { return nil }
    return (lines[..<top].map { String($0) }, figure)
  }

  /// The colour a plain picture's character stands for: its step of the ramp as a grey,
  /// the hatch's `/` and the spaces between its strokes as nothing, anything else
  /// (a label's letters) as white.
  private static func colour(of line: [Character], at column: Int, row: Int) -> Pixel {
    let character = line[column]
    if character == AsciiArt.hatch { return .zero }
    if character == " " {
      // A transparent cell is a space unless it is on the hatch's diagonal; a white one
      // is a space everywhere. The hatch's cells nearest in the row tell them apart.
      let offset = (column + row) % 4
      guard offset != 0 else { return Pixel(1, 1, 1, 1) }
      let hatched = [column - offset, column - offset + 4].contains { neighbour in
        line.indices.contains(neighbour) && line[neighbour] == AsciiArt.hatch
      }
      return hatched ? .zero : Pixel(1, 1, 1, 1)
    }
    guard let step = AsciiArt.ramp.firstIndex(of: character) else { return Pixel(1, 1, 1, 1) }
    let grey = 1 - Float(step) / Float(AsciiArt.ramp.count - 1)
    return Pixel(grey, grey, grey, 1)
  }
}
