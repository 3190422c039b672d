import Foundation
import Graphics
import Lessons

/// A figure fitted to the lines a screen has (`chapterN --step`, the pager): drawn as it
/// is when it fits, else drawn smaller (`Figure.scaled(width:height:)`, which Lessons
/// keeps as plain data) as large as fits, with a line saying how much smaller.
extension Figure {
  /// The figure for a terminal of `style` in at most `lines` lines: as it is if it fits;
  /// else drawn smaller, as large as fits, with a line under it saying how much smaller;
  /// nil if even that cannot make it fit (text is never drawn smaller), or only by
  /// keeping less than `least` of its pictures' rows and columns.
  public func rendered(
    label: String? = nil, style: TerminalStyle, fittingIn lines: Int,
    keepingAtLeast least: Double = 0
  ) -> String? {
    let full = rendered(label: label, style: style)
    if full.lineCount <= lines { return full }
    guard canBeDrawnSmaller, let tallest = tallestScalableRows, tallest > 1 else { return nil }
    var best: (text: String, kept: Double)?
    for width in horizontalScales(toFit: style.width) {
      // The most rows that fit, found by halving: fewer rows never take more lines.
      var low = 1
      var high = width < 1 ? tallest : tallest - 1
      var found: String?
      var foundRows = 0
      while low <= high {
        let rows = (low + high) / 2
        let height = Double(rows) / Double(tallest)
        let text =
          scaled(width: width, height: height).rendered(label: label, style: style) + "\n"
          + Figure.smallerNote(width: width, height: height, columns: style.width)
        if text.lineCount <= lines {
          (found, foundRows) = (text, rows)
          low = rows + 1
        } else {
          high = rows - 1
        }
      }
      guard let found else { continue }
      let kept = width * Double(foundRows) / Double(tallest)
      if kept > best?.kept ?? 0, min(width, Double(foundRows) / Double(tallest)) >= least {
        best = (found, kept)
      }
    }
    return best?.text
  }

  /// The line under a figure drawn smaller, wrapped to `columns`.
  static func smallerNote(width: Double, height: Double, columns: Int) -> String {
    func percent(_ value: Double) -> String { "\(Int((value * 100).rounded(.down)))%" }
    let size =
      width < 1
      ? "\(percent(width)) width and \(percent(height)) height"
      : height == 0.5 ? "half its height" : "\(percent(height)) of its height"
    return wrap("(drawn at \(size) to fit the screen)", width: columns).joined(separator: "\n")
  }

  /// 1 (as wide as it is), and, when the figure is wider than `columns`, the largest
  /// scale of its pictures' columns that makes it fit without cutting it into strips.
  private func horizontalScales(toFit columns: Int) -> [Double] {
    guard layoutWidth(scale: 1) > columns, let widest = widestScalableColumns, widest > 1 else {
      return [1]
    }
    for kept in stride(from: widest - 1, through: 1, by: -1) {
      let scale = Double(kept) / Double(widest)
      if layoutWidth(scale: scale) <= columns { return [1, scale] }
    }
    return [1]
  }

  /// The columns the figure takes with its pictures' columns scaled by `scale`.
  private func layoutWidth(scale: Double) -> Int {
    func panel(_ figure: Figure) -> Int {
      let columns =
        figure.hasScalablePicture
        ? max(1, Int((Double(figure.width) * scale).rounded())) : figure.width
      return max(columns + 2, figure.title?.count ?? 0)
    }
    guard !panels.isEmpty else { return panel(self) }
    return panels.map(panel).reduce(0, +) + gap * (panels.count - 1)
  }

  /// The rows of the tallest part that can be drawn smaller (a plot: its grid's).
  private var tallestScalableRows: Int? {
    let parts = panels.isEmpty ? [self] : panels
    return parts.compactMap { part in
      part.hasScalablePicture ? part.art.count : part.plotGridRows
    }.max()
  }

  private var widestScalableColumns: Int? {
    (panels.isEmpty ? [self] : panels).filter(\.hasScalablePicture).map(\.width).max()
  }
}

extension String {
  fileprivate var lineCount: Int { split(separator: "\n", omittingEmptySubsequences: false).count }
}
