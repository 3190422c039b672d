import Foundation
import Graphics
import UIKitModel

/// What a plot was drawn from, kept with its figure so that a medium that can draw
/// lines (the web book's charts) draws them from the numbers, not from the characters.
package struct PlotData: Equatable, Sendable {
  /// A series: its mark in the text version, its label, its values (one every `step`)
  /// and its colour (red, green, blue in 0...255).
  package struct Series: Equatable, Sendable {
    package var mark: Character
    package var label: String
    package var values: [Double]
    package var color: [Int]
  }
  package var series: [Series]
  /// The horizontal distance between two values, in `horizontal`'s unit.
  package var step: Double
  package var valueRange: ClosedRange<Double>
  package var target: Double?
  /// What the horizontal axis measures, with its unit: "time (s)".
  package var horizontal: String
  /// What the vertical axis measures, with its unit: "height (points)".
  package var vertical: String
}

extension Figure {
  /// A plot of series against time: each series is drawn with its own character, the
  /// value axis labelled on the left, time along the bottom (or whatever `axis` names at
  /// its two ends). Later series draw over
  /// earlier ones where they meet; `*` is left to mark the target if given.
  ///
  /// `horizontal` and `vertical` name what the axes measure, with their units, for a
  /// medium that draws the plot as a chart (the web book); the values along the bottom
  /// are `step` apart from 0, in `horizontal`'s unit.
  public init(
    plotting series: [(mark: Character, label: String, values: [Double])], step: Double,
    valueRange: ClosedRange<Double>, width: Int = 60, height: Int = 16, target: Double? = nil,
    axis: (start: String, end: String)? = nil, horizontal: String = "time (s)",
    vertical: String = "value", title: String? = nil, caption: String? = nil
  ) {
    // Whatever it is given, a plot is drawn: a step that is not a positive number is 1,
    // a range with an infinite end is the finite values' own (or 0...1), a target that
    // is not a number is none, and the grid is at least 2 x 2.
    let width = max(2, min(width, 1000))
    let height = max(2, min(height, 1000))
    let step = step.isFinite && step > 0 ? step : 1
    let finite = series.flatMap(\.values).filter(\.isFinite)
    let valueRange =
      valueRange.lowerBound.isFinite && valueRange.upperBound.isFinite
      ? valueRange : (finite.min() ?? 0)...max(finite.max() ?? 1, (finite.min() ?? 0))
    let target = target.flatMap { $0.isFinite ? $0 : nil }
    let count = series.map(\.values.count).max() ?? 0
    let duration = Double(max(1, count - 1)) * step
    let span = max(valueRange.upperBound - valueRange.lowerBound, 1e-9)
    var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
    func row(for value: Double) -> Int? {
      let r = ((valueRange.upperBound - value) / span * Double(height - 1)).rounded()
      return r.isFinite && r >= 0 && r < Double(height) ? Int(r) : nil
    }
    if let target, let r = row(for: target) {
      for column in 0..<width where column % 2 == 0 { grid[r][column] = "." }
    }
    for item in series {
      for (index, value) in item.values.enumerated() {
        let column = Int((Double(index) * step / duration * Double(width - 1)).rounded())
        if let r = row(for: value), column < width { grid[r][column] = item.mark }
      }
    }
    // Round values on the axis: a step of 1, 2 or 5 times a power of ten giving three to
    // six ticks, each written on the row nearest to it.
    let magnitude = pow(10, (log10(span / 4)).rounded(.down))
    let tickStep =
      [1.0, 2, 5, 10].map { $0 * magnitude }.first { span / $0 <= 5 } ?? magnitude * 10
    var labels: [Int: Double] = [:]
    var tick = (valueRange.lowerBound / tickStep).rounded(.up) * tickStep
    // (At most a few dozen: a step too small to move a huge value must not loop.)
    var ticks = 0
    while tick <= valueRange.upperBound + 1e-9, ticks < 50 {
      if let rowIndex = row(for: tick) { labels[rowIndex] = tick }
      tick += tickStep
      ticks += 1
    }
    let decimals = tickStep < 1 ? Int((-log10(tickStep)).rounded(.up)) : 0
    func label(_ value: Double) -> String {
      String(format: "%6.\(decimals)f |", value)
    }
    var art = grid.enumerated().map { index, characters -> String in
      (labels[index].map(label) ?? "       |") + String(characters)
    }
    art.append("       +" + String(repeating: "-", count: width))
    let start = axis?.start ?? "0 s"
    let end = axis?.end ?? String(format: "%.2f s", duration)
    art.append(
      "        " + start
        + String(repeating: " ", count: max(1, width - start.count - end.count)) + end)
    art += series.map { "        \($0.mark) \($0.label)" }
    if let target {
      let value = target == target.rounded() ? String(Int(target)) : String(format: "%.2f", target)
      art.append("        . the target, \(value)")
    }
    self.init(art: art, title: title, caption: caption)
    // One colour per series, for colour terminals: blue, orange, green, red, purple.
    let colors = [
      [31, 119, 180], [255, 127, 14], [44, 160, 44], [214, 39, 40], [148, 103, 189],
    ]
    for (index, item) in series.enumerated() {
      markColors[item.mark] = colors[index % colors.count]
    }
    plot = PlotData(
      series: series.enumerated().map { index, item in
        PlotData.Series(
          mark: item.mark, label: item.label, values: item.values,
          color: colors[index % colors.count])
      }, step: step, valueRange: valueRange, target: target, horizontal: horizontal,
      vertical: vertical)
  }
}
