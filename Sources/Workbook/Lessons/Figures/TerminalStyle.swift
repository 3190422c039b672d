import Foundation

/// How text is shown on one terminal: its width, and whether (and how) figures are
/// coloured. Decided once, from the command line, the environment and the terminal, and
/// handed to whatever prints; nothing below it asks the terminal again.
public struct TerminalStyle: Sendable, Equatable {
  /// The columns text is fitted to, within `widths`.
  public var width: Int
  /// Whether figures and marks are coloured with escape sequences.
  public var colored: Bool
  /// 24-bit colour or the 256-colour palette, when coloured.
  public var palette: Figure.Palette

  /// The widths anything is fitted to: `TerminalFit.minimumWidth` to 1000.
  public static let widths = TerminalFit.minimumWidth...1000
  /// The width when nothing says otherwise.
  public static let defaultWidth = 80

  /// - Parameter width: clamped into `widths` here, the one place that does.
  public init(
    width: Int = defaultWidth, colored: Bool = false, palette: Figure.Palette = .trueColor
  ) {
    self.width = min(Self.widths.upperBound, max(Self.widths.lowerBound, width))
    self.colored = colored
    self.palette = palette
  }

  /// Plain text at the default width: files, pipes and tests.
  public static let plain = TerminalStyle()
}
