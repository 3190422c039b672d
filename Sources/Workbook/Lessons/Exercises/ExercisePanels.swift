import Foundation

/// An exercise's figure as a panel ("yours", "the goal"), keeping its colours (a
/// terminal draws them; see the Terminal module).
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
}
