import Foundation
import Workbook

/// A readable comparison of two figures' text: for each differing line, the expected and
/// actual lines one above the other with the differing columns marked, and a count of
/// the differing characters.
public enum FigureDiff {
  /// nil when the texts are equal.
  public static func describe(expected: String, actual: String, maximumLines: Int = 12) -> String? {
    guard expected != actual else { return nil }
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var report: [String] = []
    var differingCharacters = 0
    var differingLines = 0
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? Array(old[index]) : []
      let b = index < new.count ? Array(new[index]) : []
      guard a != b else { continue }
      differingLines += 1
      let marks = (0..<max(a.count, b.count)).map { k -> Character in
        let same = k < a.count && k < b.count && a[k] == b[k]
        if !same { differingCharacters += 1 }
        return same ? " " : "^"
      }
      guard differingLines <= maximumLines else { continue }
      report.append("line \(index + 1):")
      report.append("  expected " + (index < old.count ? "|\(old[index])|" : "(no line)"))
      report.append("  actual   " + (index < new.count ? "|\(new[index])|" : "(no line)"))
      report.append("            " + String(marks))
    }
    if differingLines > maximumLines {
      report.append("... and \(differingLines - maximumLines) more differing lines")
    }
    report.insert(
      "\(differingCharacters) characters differ on \(differingLines) lines "
        + "(expected \(old.count) lines, got \(new.count)):", at: 0)
    return report.joined(separator: "\n")
  }
}

extension FigureDiff {
  /// How far a figure may stray from its golden and still match: the same lines,
  /// except at most `maximumCells` characters (and no more than one in 500), each one
  /// step along the ramp from the golden's.
  ///
  /// A character is a cell's darkness rounded to one of ten steps. Where a cell's value
  /// sits exactly on the edge between two steps, a last-bit difference in `sin`, `cos`
  /// or `exp` (Darwin's and glibc's may differ there) can tip it to the neighbouring
  /// step. That, and only that, is forgiven: a different shape changes more cells, or
  /// by more than one step, or text, and still fails.
  public static let maximumCells = 3

  public static func matchesWithinLastBitTolerance(expected: String, actual: String) -> Bool {
    if expected == actual { return true }
    let ramp = AsciiArt.ramp
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    guard expectedLines.count == actualLines.count else { return false }
    var differing = 0
    var cells = 0
    for (e, a) in zip(expectedLines, actualLines) {
      let e = Array(e)
      let a = Array(a)
      guard e.count == a.count else { return false }
      cells += e.count
      for (x, y) in zip(e, a) where x != y {
        guard let i = ramp.firstIndex(of: x), let j = ramp.firstIndex(of: y), abs(i - j) == 1
        else { return false }
        differing += 1
      }
    }
    return differing <= min(maximumCells, max(1, cells / 500))
  }
}
