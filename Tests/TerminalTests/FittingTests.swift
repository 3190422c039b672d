import Terminal
import Testing

// Fitting text to a terminal: tables cut into strips between their columns, a search's
// matches shown in reverse video.

@Suite struct FittingTests {
  /// A framed table wider than the terminal is cut between its columns (blank but for
  /// the frame's borders), never through a value, and says which columns each strip
  /// holds.
  @Test func aFramedTableIsCutBetweenItsColumns() {
    let values = ["61.0", "0.25", "1.000", "22.5"]
    let row =
      "|" + values.map { $0.padding(toLength: 17, withPad: " ", startingAt: 0) }.joined()
      + "|"
    let border = "+" + String(repeating: "-", count: row.count - 2) + "+"
    let strips = TerminalFit.fitArt([border, row, row, border], width: 40)
    #expect(strips.allSatisfy { $0.count <= 40 }, "\(strips)")
    // Every value whole in some strip.
    for value in values {
      #expect(strips.contains { $0.contains(value) }, "\(value) is cut: \(strips)")
    }
    #expect(strips.first?.hasPrefix("(columns 1 to ") == true, "\(strips)")
  }

  @Test func aSearchIsShownInReverseVideoKeepingTheColours() {
    let reverse = "\u{1B}[7m"
    let off = "\u{1B}[27m"
    #expect(
      TerminalFit.highlighting("shadow", in: "a Shadow and a shadow")
        == "a \(reverse)Shadow\(off) and a \(reverse)shadow\(off)")
    #expect(TerminalFit.highlighting("none", in: "a shadow") == "a shadow")
    // A colour that begins inside the match: the match is set again after it.
    let bold = "\u{1B}[1m"
    let plain = "\u{1B}[0m"
    #expect(
      TerminalFit.highlighting("ab", in: "x\(bold)a\(plain)b y")
        == "x\(bold)\(reverse)a\(plain)\(reverse)b\(off) y")
  }
}

extension FittingTests {
  /// A character a terminal shows two columns wide (Chinese, Japanese, Korean) counts as
  /// two: a line of them is fitted, and clipped, by the columns it takes.
  @Test func wideCharactersTakeTwoColumns() {
    #expect(TerminalFit.visibleWidth("ab") == 2)
    #expect(TerminalFit.visibleWidth("装饰视图") == 8)
    #expect(TerminalFit.visibleWidth("\u{1B}[1m装饰\u{1B}[0m, Swift") == 11)
    #expect(TerminalFit.clipped("装饰视图", to: 5) == "装饰\u{1B}[0m")
  }
}
