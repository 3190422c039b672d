import Foundation
import Lessons

/// How text is shown on one terminal: its width, and whether (and how) figures are
/// coloured. Decided once, from the command line, the environment and the terminal, and
/// handed to whatever prints; nothing below it asks the terminal again.
///
/// The width is clamped here, and only here: it is never narrower than
/// `TerminalFit.minimumWidth` nor wider than 1000 columns.
public struct TerminalStyle: Sendable, Equatable {
  /// The widths anything is fitted to: `TerminalFit.minimumWidth` to 1000.
  public static let widths = TerminalFit.minimumWidth...1000
  /// The width when nothing says otherwise.
  public static let defaultWidth = 80

  private var columns: Int

  /// The columns text is fitted to; a value outside `widths` is taken as the nearer end.
  public var width: Int {
    get { columns }
    set { columns = min(Self.widths.upperBound, max(Self.widths.lowerBound, newValue)) }
  }
  /// Whether figures and marks are coloured with escape sequences.
  public var colored: Bool
  /// 24-bit colour or the 256-colour palette, when coloured.
  public var palette: Figure.Palette

  /// A style for a terminal `width` columns wide, coloured or not, in `palette`.
  public init(
    width: Int = defaultWidth, colored: Bool = false, palette: Figure.Palette = .trueColor
  ) {
    columns = Self.defaultWidth
    self.colored = colored
    self.palette = palette
    self.width = width
  }

  /// Plain text at the default width: files, pipes and tests.
  public static let plain = TerminalStyle()
}
