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
