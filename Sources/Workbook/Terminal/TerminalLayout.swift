/// The measures text on a terminal is laid out by, in one place: how far a verdict's
/// message is indented and how wide it may run, and the colours verdicts are painted in.
public enum TerminalLayout {
  /// The indent of a verdict's message, under the verdict ("FAIL  1.2  ...").
  public static let messageIndent = String(repeating: " ", count: 10)
  /// The narrowest a message, a hint or a note is wrapped to, however narrow the
  /// terminal.
  public static let narrowestText = 30
  /// The columns kept free beside a hint's text: its two-space indent, and as many on
  /// the right.
  public static let hintMargin = 4

  /// The columns a verdict's message is wrapped to on a terminal `width` columns wide.
  public static func messageWidth(_ width: Int) -> Int {
    max(narrowestText, width - messageIndent.count)
  }

  /// The columns a hint is wrapped to on a terminal `width` columns wide.
  public static func hintWidth(_ width: Int) -> Int { max(narrowestText, width - hintMargin) }
}

extension Terminal {
  /// The colours a verdict is painted in (SGR foreground codes).
  public enum StatusColor: Int, Sendable {
    /// Red: a failure.
    case fail = 31
    /// Green: a pass.
    case pass = 32
    /// Yellow: not started, or a pass kept from before.
    case notStarted = 33
  }
}
