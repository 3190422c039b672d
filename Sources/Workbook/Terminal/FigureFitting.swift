import Foundation
import Graphics
import Lessons

/// A figure fitted to the lines a screen has (`chapterN --step`, the pager, watch): drawn
/// as it is when it fits, else drawn smaller (`Figure.scaled(width:height:)`, which
/// Lessons keeps as plain data) as large as fits, its pictures by the same factor across
/// as down (a circle stays a circle), with a line saying how much smaller.
extension Figure {
  /// The figure for a terminal of `style` in at most `lines` lines: as it is if it fits;
  /// else drawn smaller, as large as fits, with a line under it saying how much smaller;
  /// nil if even that cannot make it fit (text is never drawn smaller), or only by
  /// keeping less than `least` of its pictures' rows, or only by writing a label of its
  /// pictures over another.
  ///
  /// A picture keeps its proportions: its columns are scaled by the factor its rows are.
  /// A plot has only its rows scaled (its axis and legend keep their width).
  public func rendered(
    label: String? = nil, style: TerminalStyle, fittingIn lines: Int,
    keepingAtLeast least: Double = 0
  ) -> String? {
    let full = rendered(label: label, style: style)
    if full.lineCount <= lines { return full }
    guard canBeDrawnSmaller, let tallest = tallestScalableRows, tallest > 1 else { return nil }
    let hasPicture = widestScalableColumns != nil
    // The caption keeps the width it has at full size, so that a figure drawn smaller never
    // takes more lines for being a little larger (its lines grow with its rows alone).
    let captionWidth = max(40, composed().width)
    // The most rows that fit, found by halving: fewer rows never take more lines (a figure
    // wider than the screen is cut into strips, and fewer rows make fewer or narrower
    // strips).
    var low = max(1, Int((Double(tallest) * least).rounded(.up)))
    var high = tallest - 1
    var found: (text: String, labelsApart: Bool)?
    while low <= high {
      let rows = (low + high) / 2
      let factor = Double(rows) / Double(tallest)
      let (smaller, labelsApart) = scaledKeepingLabels(width: factor, height: factor)
      let text =
        smaller.rendered(label: label, style: style, captionWidth: captionWidth) + "\n"
        + Figure.smallerNote(factor, picture: hasPicture, columns: style.width)
      if text.lineCount <= lines {
        found = (text, labelsApart)
        low = rows + 1
      } else {
        high = rows - 1
      }
    }
    // Labels packed too close to stay apart at the largest size that fits would only be
    // garbled smaller still: then the figure cannot be drawn to fit.
    guard let found, found.labelsApart else { return nil }
    return found.text
  }

  /// The line under a figure drawn smaller, wrapped to `columns`: how much of its size a
  /// picture kept (`factor` across and down), or of its height a plot.
  static func smallerNote(_ factor: Double, picture: Bool, columns: Int) -> String {
    let percent = "\(Int((factor * 100).rounded(.down)))%"
    let size =
      picture
      ? (factor == 0.5 ? "half its size" : "\(percent) of its size")
      : (factor == 0.5 ? "half its height" : "\(percent) of its height")
    return wrap("(drawn at \(size) to fit the screen)", width: columns).joined(separator: "\n")
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
