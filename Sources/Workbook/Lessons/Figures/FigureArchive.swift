import Foundation
import Graphics

/// Figures as bytes and back, exactly: every stored property, colours to the bit, so that
/// a figure read back is equal (`==`) to the one written. The command line keeps a
/// chapter's drawn figures this way (`FigureCache`), so that showing the chapter again,
/// or paging it, draws nothing.
///
/// A figure with a raster (drawn for the web book) is not archived: its pixels are the
/// web book's, which keeps nothing between runs.
package enum FigureArchive {
  /// The bytes of `figures` by key, in the keys' order; nil if one has a raster.
  package static func encoded(_ figures: [String: Figure]) -> [UInt8]? {
    var writer = Writer()
    writer.integer(figures.count)
    for key in figures.keys.sorted() {
      writer.string(key)
      guard let figure = figures[key], writer.figure(figure) else { return nil }
    }
    return writer.bytes
  }

  /// The figures `encoded` wrote; nil if the bytes are not such (cut short, or from
  /// another version of this format).
  package static func decoded(_ bytes: [UInt8]) -> [String: Figure]? {
    var reader = Reader(bytes: bytes)
    guard let count = reader.integer(), count <= bytes.count else { return nil }
    var figures: [String: Figure] = [:]
    for _ in 0..<count {
      guard let key = reader.string(), let figure = reader.figure() else { return nil }
      figures[key] = figure
    }
    return reader.atEnd ? figures : nil
  }

  /// The figures kept in `file` under `key` (its first line), or nil: no such file, kept
  /// under another key, or not bytes `encoded` wrote.
  package static func read(_ file: URL, key: String) -> [String: Figure]? {
    guard let data = try? Data(contentsOf: file),
      let newline = data.firstIndex(of: UInt8(ascii: "\n")),
      String(decoding: data[..<newline], as: UTF8.self) == key
    else { return nil }
    return decoded(Array(data[(newline + 1)...]))
  }

  /// Keeps `figures` in `file` under `key`, written whole or not at all. A cache: where it
  /// cannot be written (or a figure has a raster), nothing is kept and nothing is lost.
  package static func write(_ figures: [String: Figure], to file: URL, key: String) {
    guard let bytes = encoded(figures) else { return }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? (Data((key + "\n").utf8) + Data(bytes)).write(to: file, options: .atomic)
  }

  private struct Writer {
    var bytes: [UInt8] = []

    mutating func integer(_ value: Int) {
      var rest = UInt64(bitPattern: Int64(value))
      while rest >= 0x80 {
        bytes.append(UInt8(rest & 0x7F) | 0x80)
        rest >>= 7
      }
      bytes.append(UInt8(rest))
    }

    mutating func word(_ value: UInt64, bytes count: Int) {
      for shift in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * shift))) }
    }

    mutating func string(_ text: String) {
      let utf8 = Array(text.utf8)
      integer(utf8.count)
      bytes += utf8
    }

    mutating func optionalString(_ text: String?) {
      integer(text == nil ? 0 : 1)
      if let text { string(text) }
    }

    mutating func pixels(_ rows: [[Pixel]]?) {
      guard let rows else { return integer(0) }
      integer(1)
      integer(rows.count)
      for row in rows {
        integer(row.count)
        for pixel in row {
          for channel in 0..<4 { word(UInt64(pixel[channel].bitPattern), bytes: 4) }
        }
      }
    }

    mutating func double(_ value: Double) { word(value.bitPattern, bytes: 8) }

    mutating func plot(_ plot: PlotData?) {
      guard let plot else { return integer(0) }
      integer(1)
      integer(plot.series.count)
      for series in plot.series {
        string(String(series.mark))
        string(series.label)
        integer(series.values.count)
        for value in series.values { double(value) }
        integer(series.color.count)
        for value in series.color { integer(value) }
      }
      double(plot.step)
      double(plot.valueRange.lowerBound)
      double(plot.valueRange.upperBound)
      integer(plot.target == nil ? 0 : 1)
      if let target = plot.target { double(target) }
      string(plot.horizontal)
      string(plot.vertical)
    }

    /// False if the figure, or a panel of it, has a raster.
    mutating func figure(_ figure: Figure) -> Bool {
      guard figure.raster == nil, figure.rasterLabels.isEmpty else { return false }
      integer(figure.art.count)
      for line in figure.art { string(line) }
      optionalString(figure.title)
      optionalString(figure.caption)
      integer(figure.panels.count)
      for panel in figure.panels { guard self.figure(panel) else { return false } }
      pixels(figure.cellColors)
      pixels(figure.halfCellColors)
      integer(figure.markColors.count)
      for mark in figure.markColors.keys.sorted() {
        string(String(mark))
        let color = figure.markColors[mark] ?? []
        integer(color.count)
        for value in color { integer(value) }
      }
      word(Double(figure.rasterPixelsPerPoint).bitPattern, bytes: 8)
      integer(figure.gap)
      plot(figure.plot)
      return true
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var at = 0

    var atEnd: Bool { at == bytes.count }

    mutating func integer() -> Int? {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while at < bytes.count, shift < 64 {
        let byte = bytes[at]
        at += 1
        value |= UInt64(byte & 0x7F) << shift
        if byte < 0x80 { return Int(Int64(bitPattern: value)) }
        shift += 7
      }
      return nil
    }

    /// A count: an integer that cannot ask for more than the bytes left could hold.
    mutating func count() -> Int? {
      guard let value = integer(), value >= 0, value <= bytes.count - at else { return nil }
      return value
    }

    mutating func word(bytes count: Int) -> UInt64? {
      guard at + count <= bytes.count else { return nil }
      var value: UInt64 = 0
      for shift in 0..<count { value |= UInt64(bytes[at + shift]) << (8 * UInt64(shift)) }
      at += count
      return value
    }

    mutating func string() -> String? {
      guard let length = count() else { return nil }
      defer { at += length }
      return String(decoding: bytes[at..<(at + length)], as: UTF8.self)
    }

    mutating func optionalString() -> String?? {
      switch integer() {
      case 0: return .some(nil)
      case 1: return string().map { .some($0) }
      default: return nil
      }
    }

    mutating func pixels() -> [[Pixel]]?? {
      switch integer() {
      case 0: return .some(nil)
      case 1: break
      default: return nil
      }
      guard let rowCount = count() else { return nil }
      var rows: [[Pixel]] = []
      rows.reserveCapacity(rowCount)
      for _ in 0..<rowCount {
        guard let columns = count(), at + 16 * columns <= bytes.count else { return nil }
        var row: [Pixel] = []
        row.reserveCapacity(columns)
        for _ in 0..<columns {
          var pixel = Pixel.zero
          for channel in 0..<4 {
            pixel[channel] = Float(bitPattern: UInt32(word(bytes: 4) ?? 0))
          }
          row.append(pixel)
        }
        rows.append(row)
      }
      return .some(rows)
    }

    mutating func double() -> Double? { word(bytes: 8).map { Double(bitPattern: $0) } }

    /// A plot, or none (`.some(nil)`); nil if the bytes are not one.
    mutating func plot() -> PlotData?? {
      switch integer() {
      case 0: return .some(nil)
      case 1: break
      default: return nil
      }
      guard let seriesCount = count() else { return nil }
      var series: [PlotData.Series] = []
      for _ in 0..<seriesCount {
        guard let mark = string(), mark.count == 1, let label = string(),
          let valueCount = count(), at + 8 * valueCount <= bytes.count
        else { return nil }
        var values: [Double] = []
        for _ in 0..<valueCount {
          guard let value = double() else { return nil }
          values.append(value)
        }
        guard let channels = count() else { return nil }
        var color: [Int] = []
        for _ in 0..<channels {
          guard let value = integer() else { return nil }
          color.append(value)
        }
        series.append(
          PlotData.Series(mark: Character(mark), label: label, values: values, color: color))
      }
      guard let step = double(), let low = double(), let high = double(), low <= high,
        let hasTarget = integer(), hasTarget == 0 || hasTarget == 1
      else { return nil }
      var target: Double?
      if hasTarget == 1 {
        guard let value = double() else { return nil }
        target = value
      }
      guard let horizontal = string(), let vertical = string() else { return nil }
      return .some(
        PlotData(
          series: series, step: step, valueRange: low...high, target: target,
          horizontal: horizontal, vertical: vertical))
    }

    mutating func figure() -> Figure? {
      guard let lineCount = count() else { return nil }
      var art: [String] = []
      for _ in 0..<lineCount {
        guard let line = string() else { return nil }
        art.append(line)
      }
      guard let title = optionalString(), let caption = optionalString(),
        let panelCount = count()
      else { return nil }
      // Built from its parts, not `init(art:)`, which pads the lines: as it was written.
      var figure = Figure(art: [], title: title, caption: caption)
      figure.art = art
      for _ in 0..<panelCount {
        guard let panel = self.figure() else { return nil }
        figure.panels.append(panel)
      }
      guard let cells = pixels(), let halves = pixels(), let markCount = count() else {
        return nil
      }
      figure.cellColors = cells
      figure.halfCellColors = halves
      for _ in 0..<markCount {
        guard let mark = string(), mark.count == 1, let channels = count() else { return nil }
        var color: [Int] = []
        for _ in 0..<channels {
          guard let value = integer() else { return nil }
          color.append(value)
        }
        figure.markColors[Character(mark)] = color
      }
      guard let scale = word(bytes: 8), let gap = integer() else { return nil }
      figure.rasterPixelsPerPoint = CGFloat(Double(bitPattern: scale))
      figure.gap = gap
      guard let plot = plot() else { return nil }
      figure.plot = plot
      return figure
    }
  }
}
