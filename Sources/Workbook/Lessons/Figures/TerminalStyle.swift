/// How text is set for a terminal: how many columns wide, and whether figures are
/// coloured and with which palette. The width is defaulted and clamped here, and only
/// here: it is never narrower than `TerminalFit.minimumWidth`.
public struct TerminalStyle: Equatable, Sendable {
  /// The width when the terminal's is not known.
  public static let defaultWidth = 80

  private var columns: Int

  /// The columns to fit to; a narrower value is taken as `TerminalFit.minimumWidth`.
  public var width: Int {
    get { columns }
    set { columns = max(TerminalFit.minimumWidth, newValue) }
  }
  /// Whether figures drawn from views carry ANSI colours.
  public var colored: Bool
  /// The colours a coloured figure uses.
  public var palette: Figure.Palette

  public init(
    width: Int = TerminalStyle.defaultWidth, colored: Bool = false,
    palette: Figure.Palette = .trueColor
  ) {
    columns = TerminalFit.minimumWidth
    self.colored = colored
    self.palette = palette
    self.width = width
  }

  /// The same style `columns` narrower (what is left beside an indent), and still no
  /// narrower than the minimum.
  public func narrowed(by columns: Int) -> TerminalStyle {
    var style = self
    style.width -= columns
    return style
  }
}
