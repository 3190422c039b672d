import Foundation

/// An exercise's figure as a panel ("yours", "the goal"), keeping its colours, and the
/// panels drawn for each kind of terminal, so that the exercise's program can draw them
/// once and `workbook-run` can pick (and keep) the one its terminal needs.
package enum ExercisePanels {
  /// `figure` titled, without its caption; a figure of several panels becomes one of
  /// plain art.
  package static func panel(_ figure: Figure, title: String) -> Figure {
    guard figure.panels.isEmpty else { return Figure(art: figure.art, title: title) }
    var panel = figure
    panel.title = title
    panel.caption = nil
    return panel
  }

  /// A figure as plain text, in 24-bit colour and in the 256-colour palette.
  package struct Renderings: Codable, Equatable, Sendable {
    /// Plain ASCII, for a terminal without colour, a pipe or a file.
    package var plain: String
    /// 24-bit colour.
    package var trueColor: String
    /// The 256-colour palette.
    package var palette256: String

    /// The three renderings of `figure`.
    package init(_ figure: Figure) {
      plain = figure.rendered()
      trueColor = figure.rendered(colored: true, width: nil, palette: .trueColor)
      palette256 = figure.rendered(colored: true, width: nil, palette: .palette256)
    }

    /// The rendering a terminal of `style` shows (not yet fitted to its width).
    package func text(for style: TerminalStyle) -> String {
      guard style.colored else { return plain }
      return style.palette == .trueColor ? trueColor : palette256
    }
  }
}
