import Foundation
import Workbook

/// A plot as the web book draws it: an SVG line chart made from the plot's numbers
/// (`PlotData`), not from its characters. Axes with round ticks and what they measure,
/// one colour per series and, so that colour is never the only difference, a dash
/// pattern and a marker shape of its own, repeated in a legend of words under the chart.
/// The chart scales with the page; its text stays legible down to a phone's width
/// (14 units in a 440-unit-wide drawing: 11 px on a 375-px screen). A reader who cannot
/// see it has its title and a description of the data (where each series starts, ends
/// and peaks), and its text version.
enum WebChart {
  /// The drawing's size and margins, in its own units.
  static let width = 440.0
  static let height = 270.0
  static let left = 52.0
  static let right = 12.0
  static let top = 14.0
  static let bottom = 50.0

  /// Marker shapes and dash patterns, one per series, in order (then round again).
  static let shapes = ["circle", "square", "triangle", "diamond", "cross"]
  static let dashes = ["", "7 4", "2 3", "10 3 2 3", "4 4"]

  /// The chart: an `<svg role="img">` with its title and description, then its legend.
  /// - Parameters:
  ///   - id: unique on the page (the clip path's and the description's ids build on it).
  ///   - title: what a screen reader says first (the figure's label and caption).
  ///   - description: more words about the figure, said after the data's own.
  static func html(_ plot: PlotData, id: String, title: String, description: String?) -> String {
    let count = plot.series.map(\.values.count).max() ?? 0
    let duration = Double(max(1, count - 1)) * plot.step
    let low = plot.valueRange.lowerBound
    let high = max(plot.valueRange.upperBound, low + 1e-9)
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    func x(_ value: Double) -> Double { left + value / duration * plotWidth }
    func y(_ value: Double) -> Double { top + (high - value) / (high - low) * plotHeight }

    var svg: [String] = []
    let descriptionID = "\(id)-desc"
    svg.append(
      "<svg class=\"chart\" viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\" "
        + "aria-labelledby=\"\(id)-title \(descriptionID)\">"
        + "<title id=\"\(id)-title\">\(WebBook.escape(title))</title>"
        + "<desc id=\"\(descriptionID)\">"
        + WebBook.escape(([summary(plot)] + [description].compactMap { $0 }).joined(separator: " "))
        + "</desc>")
    svg.append(
      "<clipPath id=\"\(id)-clip\"><rect x=\"\(number(left))\" y=\"\(number(top))\" "
        + "width=\"\(number(plotWidth))\" height=\"\(number(plotHeight))\"/></clipPath>")
    // Ticks and grid lines.
    var grid = ""
    var labels = ""
    for tick in ticks(low...high) {
      let at = number(y(tick))
      grid += "M\(number(left)) \(at)H\(number(width - right))"
      labels +=
        "<text x=\"\(number(left - 6))\" y=\"\(at)\" text-anchor=\"end\" dy=\".35em\">"
        + "\(label(tick))</text>"
    }
    for tick in ticks(0...duration) {
      let at = number(x(tick))
      grid += "M\(at) \(number(top))V\(number(height - bottom))"
      labels +=
        "<text x=\"\(at)\" y=\"\(number(height - bottom + 17))\" text-anchor=\"middle\">"
        + "\(label(tick))</text>"
    }
    svg.append("<path class=\"grid\" d=\"\(grid)\"/>")
    svg.append(
      "<path class=\"axis\" d=\"M\(number(left)) \(number(top))V\(number(height - bottom))"
        + "H\(number(width - right))\"/>")
    svg.append("<g class=\"ticks\">\(labels)</g>")
    svg.append(
      "<text class=\"axis-title\" x=\"\(number(left + plotWidth / 2))\" "
        + "y=\"\(number(height - 8))\" text-anchor=\"middle\">"
        + "\(WebBook.escape(plot.horizontal))</text>")
    svg.append(
      "<text class=\"axis-title\" transform=\"translate(14 \(number(top + plotHeight / 2))) "
        + "rotate(-90)\" text-anchor=\"middle\">\(WebBook.escape(plot.vertical))</text>")
    if let target = plot.target, target >= low, target <= high {
      // Its label goes wherever beside the line the series leave emptiest.
      let line = y(target)
      // The lines' points, with nine more between each two, so a line that only passes
      // through a corner counts too.
      let points = plot.series.flatMap { series -> [(Double, Double)] in
        let drawn = series.values.enumerated().filter { $0.element.isFinite }.map {
          (x(Double($0.offset) * plot.step), y($0.element))
        }
        return zip(drawn, drawn.dropFirst()).flatMap { a, b in
          (0..<10).map { k in
            let t = Double(k) / 10
            return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
          }
        } + drawn.suffix(1)
      }
      let text = "target \(label(target))"
      // Wide enough for the larger type a phone gets.
      let textWidth = Double(text.count) * 9
      // At either end, or a quarter, half or three quarters along; above or below.
      let along = [0.0, 0.25, 0.5, 0.75, 1.0].map { fraction in
        left + 6 + (plotWidth - 12 - textWidth) * fraction
      }
      var corners: [(Double, Double, String)] = []
      for x in along {
        for y in [line - 18, line + 4] where y >= top - 2 && y + 16 <= height - bottom + 2 {
          corners.append((x, y, "start"))
        }
      }
      let best = corners.min { a, b in
        func crowd(_ corner: (Double, Double, String)) -> Int {
          points.filter { point in
            point.0 >= corner.0 - 4 && point.0 <= corner.0 + textWidth + 4
              && point.1 >= corner.1 - 4 && point.1 <= corner.1 + 20
          }.count
        }
        return crowd(a) < crowd(b)
      }
      svg.append(
        "<path class=\"target\" d=\"M\(number(left)) \(number(line))H\(number(width - right))\"/>")
      if let (cornerX, cornerY, _) = best {
        svg.append(
          "<text class=\"target-label\" x=\"\(number(cornerX))\" y=\"\(number(cornerY + 12))\">"
            + "\(WebBook.escape(text))</text>")
      }
    }
    // The series: a line each, clipped to the plot's box, with markers along it.
    svg.append("<g clip-path=\"url(#\(id)-clip)\">")
    for (index, series) in plot.series.enumerated() {
      let points = series.values.enumerated().compactMap { step, value -> String? in
        guard value.isFinite else { return nil }
        return "\(number(x(Double(step) * plot.step))),\(number(y(value)))"
      }
      let dash = dashes[index % dashes.count]
      svg.append(
        "<polyline class=\"series s\(index % 5 + 1)\" points=\"\(points.joined(separator: " "))\""
          + (dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"") + "/>")
      // About eight markers a series, each series' starting a little later than the
      // last's, so that lines that run together still show every shape.
      let every = max(1, series.values.count / 8)
      let offset = (index * every) / max(1, plot.series.count)
      var markers = ""
      for step in Swift.stride(from: offset, to: series.values.count, by: every) {
        let value = series.values[step]
        guard value.isFinite, value >= low, value <= high else { continue }
        markers += marker(index, x: x(Double(step) * plot.step), y: y(value))
      }
      svg.append("<g class=\"markers s\(index % 5 + 1)\">\(markers)</g>")
    }
    svg.append("</g></svg>")
    let legend = plot.series.enumerated().map { index, series in
      "<li><svg viewBox=\"0 0 34 14\" width=\"34\" height=\"14\" aria-hidden=\"true\">"
        + "<line class=\"series s\(index % 5 + 1)\" x1=\"1\" y1=\"7\" x2=\"33\" y2=\"7\""
        + (dashes[index % dashes.count].isEmpty
          ? "" : " stroke-dasharray=\"\(dashes[index % dashes.count])\"") + "/>"
        + "<g class=\"markers s\(index % 5 + 1)\">\(marker(index, x: 17, y: 7))</g></svg>"
        + "\(WebBook.escape(series.label))</li>"
    }
    let target =
      plot.target.map { target in
        "<li><svg viewBox=\"0 0 34 14\" width=\"34\" height=\"14\" aria-hidden=\"true\">"
          + "<line class=\"target\" x1=\"1\" y1=\"7\" x2=\"33\" y2=\"7\"/></svg>"
          + "the target, \(label(target))</li>"
      } ?? ""
    return "<div class=\"chart\">" + svg.joined()
      + "<ul class=\"legend\" aria-hidden=\"true\">\(legend.joined())\(target)</ul></div>"
  }

  /// Series `index`'s marker at (`x`, `y`): its own shape, about 7 units across.
  static func marker(_ index: Int, x: Double, y: Double) -> String {
    let r = 3.5
    switch shapes[index % shapes.count] {
    case "circle":
      return "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(r))\"/>"
    case "square":
      return "<rect x=\"\(number(x - r))\" y=\"\(number(y - r))\" width=\"\(number(2 * r))\" "
        + "height=\"\(number(2 * r))\"/>"
    case "triangle":
      return "<path d=\"M\(number(x)) \(number(y - r - 0.5))L\(number(x + r + 0.5)) "
        + "\(number(y + r))H\(number(x - r - 0.5))Z\"/>"
    case "diamond":
      return "<path d=\"M\(number(x)) \(number(y - r - 1))L\(number(x + r + 1)) \(number(y))"
        + "L\(number(x)) \(number(y + r + 1))L\(number(x - r - 1)) \(number(y))Z\"/>"
    default:
      return "<path class=\"cross\" d=\"M\(number(x - r)) \(number(y - r))L\(number(x + r)) "
        + "\(number(y + r))M\(number(x + r)) \(number(y - r))L\(number(x - r)) \(number(y + r))\"/>"
    }
  }

  /// The data in words: what is plotted against what, and each series' start, end and
  /// highest point (where it leaves the chart, that too).
  static func summary(_ plot: PlotData) -> String {
    let count = plot.series.map(\.values.count).max() ?? 0
    let duration = Double(max(1, count - 1)) * plot.step
    var words =
      "A line chart of \(plot.vertical) against \(plot.horizontal), from 0 to "
      + "\(label(duration)), the vertical axis from \(label(plot.valueRange.lowerBound)) to "
      + "\(label(plot.valueRange.upperBound))."
    if let target = plot.target { words += " A dashed line marks the target, \(label(target))." }
    for (index, series) in plot.series.enumerated() {
      let values = series.values.filter(\.isFinite)
      guard let first = values.first, let last = values.last,
        let peak = series.values.indices.filter({ series.values[$0].isFinite })
          .max(by: { series.values[$0] < series.values[$1] })
      else { continue }
      words +=
        " \(shapes[index % shapes.count].capitalized) markers, \(series.label): from "
        + "\(label(first)) to \(label(last)), highest \(label(series.values[peak])) at "
        + "\(label(Double(peak) * plot.step))"
      if series.values[peak] > plot.valueRange.upperBound { words += ", above the chart" }
      words += "."
    }
    return words
  }

  /// Round ticks across `range`: a step of 1, 2 or 5 times a power of ten giving three to
  /// six of them (as the text version's axis).
  static func ticks(_ range: ClosedRange<Double>) -> [Double] {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite else { return [range.lowerBound] }
    let magnitude = pow(10, (log10(span / 4)).rounded(.down))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { span / $0 <= 5 } ?? magnitude * 10
    var ticks: [Double] = []
    var tick = (range.lowerBound / step).rounded(.up) * step
    while tick <= range.upperBound + step * 1e-6, ticks.count < 20 {
      ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
      tick += step
    }
    return ticks
  }

  /// A value as a reader writes it: at most two decimals, none that are zero.
  static func label(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// A coordinate with one decimal at most: enough at any size the page shows (0 for
  /// what is not a number, which a plot's own checks leave none of).
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "0" }
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
