import Foundation
import Workbook

/// A text figure that is a table, as an HTML table. The book's tables are text, set in
/// columns with spaces; here the columns are found again where every line has at least
/// two spaces in the same place (a gutter), as a reader's eye finds them. A first line
/// that runs across the gutters is the table's caption, a last one a note under it
/// (a row of one cell across the table); the first line of the rest, and
/// any more lines before the first that holds a number, are its header (unless the first
/// line is numbers like the lines below it). Columns whose cells are mostly numbers are
/// set to the right.
///
/// Text that does not come apart into at least two columns and two rows (a map of
/// winding numbers, a strip of characters), leaves a wide space inside a cell (a
/// heading set over numbers set to the right, which the gutters cannot separate), or
/// repeats one word down a column with no heading (sentences set in step) is not taken
/// for a table and stays a picture in characters, described in words.
enum WebTable {
  struct Table: Equatable {
    var caption: String?
    var header: [[String]]
    var rows: [[String]]
    /// For each column, whether its cells are set to the right.
    var numeric: [Bool]
  }

  /// `art` as a table, or nil if it is not one.
  static func table(_ art: [String]) -> Table? {
    let lines = art.map { line in
      String(line.reversed().drop(while: { $0 == " " }).reversed())
    }.filter { !$0.isEmpty }
    guard lines.count >= 3 else { return nil }
    if let table = columns(lines) { return table }
    // A first line that crosses the gutters is a caption, and a last one a note, if it
    // reads as one (no wide spaces: a heading in columns the gutters could not find
    // means no table).
    func sentence(_ line: String) -> String? {
      let text = line.trimmingCharacters(in: .whitespaces)
      return text.contains("  ") ? nil : text
    }
    let first = sentence(lines[0])
    let last = sentence(lines[lines.count - 1])
    for (caption, note) in [(first, nil), (nil, last), (first, last)] as [(String?, String?)]
    where caption != nil || note != nil {
      let inner = Array(lines.dropFirst(caption == nil ? 0 : 1).dropLast(note == nil ? 0 : 1))
      guard inner.count >= 2, var table = columns(inner) else { continue }
      table.caption = caption
      if let note {
        table.rows.append([note] + Array(repeating: "", count: table.numeric.count - 1))
      }
      return table
    }
    return nil
  }

  /// `lines` cut at their common gutters, or nil if they have fewer than two columns.
  static func columns(_ lines: [String]) -> Table? {
    guard lines.count >= 2 else { return nil }
    let rows = lines.map(Array.init)
    let width = rows.map(\.count).max() ?? 0
    // A column is blank if no line has anything but a space there.
    var blank = [Bool](repeating: true, count: width)
    for row in rows {
      for (column, character) in row.enumerated() where character != " " {
        blank[column] = false
      }
    }
    // Gutters: runs of two or more blank columns with text on both sides.
    var cuts: [Range<Int>] = []
    var column = 0
    let firstText = blank.firstIndex(of: false) ?? width
    while column < width {
      guard blank[column] else {
        column += 1
        continue
      }
      var end = column
      while end < width, blank[end] { end += 1 }
      if end - column >= 2, column > firstText, end < width { cuts.append(column..<end) }
      column = end
    }
    guard !cuts.isEmpty else { return nil }
    var bounds: [Range<Int>] = []
    var start = 0
    for cut in cuts {
      bounds.append(start..<cut.lowerBound)
      start = cut.upperBound
    }
    bounds.append(start..<width)
    let cells = rows.map { row in
      bounds.map { range -> String in
        let lower = min(range.lowerBound, row.count)
        let upper = min(range.upperBound, row.count)
        return String(row[lower..<upper]).trimmingCharacters(in: .whitespaces)
      }
    }
    // The header: the first line, and those after it until one holds a number.
    func holdsNumber(_ row: [String]) -> Bool {
      row.contains { cell in
        guard let first = cell.first else { return false }
        return first.isNumber
          || (("+-(.".contains(first)) && cell.dropFirst().first?.isNumber == true)
      }
    }
    // A cell with a wide space inside is two columns the gutters did not find (a header
    // set over numbers set to the right): not a table this reading can trust.
    guard !cells.joined().contains(where: { $0.contains("   ") }) else { return nil }
    var headerCount = 1
    while headerCount < cells.count - 1, !holdsNumber(cells[headerCount]),
      cells[headerCount].contains(where: \.isEmpty)
    {
      headerCount += 1
    }
    // A first line of numbers (half its cells or more) where at least half the lines below
    // have numbers too is data: no header.
    let firstNumbers = cells[0].indices.filter { holdsNumber([cells[0][$0]]) }
    let firstFilled = cells[0].filter { !$0.isEmpty }.count
    if !firstNumbers.isEmpty, firstNumbers.count * 2 >= firstFilled,
      firstNumbers.allSatisfy({ column in
        let below = cells.dropFirst().map { $0[column] }
        return below.filter { holdsNumber([$0]) }.count * 2 >= below.count
      })
    {
      headerCount = 0
    }
    let body = Array(cells[headerCount...])
    guard !body.isEmpty else { return nil }
    // Lines that repeat a word in one place with no heading above are sentences set in
    // step ("proposed -169.0 -> stops at -169.0"), not a table.
    if headerCount == 0, body.count >= 3,
      bounds.indices.contains(where: { column in
        let words = Set(body.map { $0[column] })
        return words.count == 1 && words.first?.contains(where: \.isLetter) == true
      })
    {
      return nil
    }
    // A picture in characters (digits or marks in every cell, one or two wide) is no table.
    let letters = cells.joined().joined().filter(\.isLetter).count
    guard letters >= 4 else { return nil }
    let numeric = bounds.indices.map { index in
      let filled = body.map { $0[index] }.filter { !$0.isEmpty }
      let numbers = filled.filter { holdsNumber([$0]) }
      return !filled.isEmpty && numbers.count * 2 > filled.count
    }
    return Table(
      caption: nil, header: Array(cells[..<headerCount]), rows: body, numeric: numeric)
  }

  /// The table as HTML: its caption, header cells (`scope="col"`), and rows whose first
  /// cell heads the row.
  static func html(_ table: Table) -> String {
    func cell(_ tag: String, _ text: String, column: Int, scope: String? = nil) -> String {
      let classes = table.numeric[column] ? " class=\"number\"" : ""
      let scope = scope.map { " scope=\"\($0)\"" } ?? ""
      return "<\(tag)\(classes)\(scope)>\(WebBook.escape(text))</\(tag)>"
    }
    var html = "<div class=\"table-scroll\"><table class=\"figure-table\">"
    if let caption = table.caption { html += "<caption>\(WebBook.escape(caption))</caption>" }
    if !table.header.isEmpty { html += "<thead>" }
    for row in table.header {
      html += "<tr>"
      for (column, text) in row.enumerated() {
        html += cell("th", text, column: column, scope: text.isEmpty ? nil : "col")
      }
      html += "</tr>"
    }
    html += (table.header.isEmpty ? "" : "</thead>") + "<tbody>"
    for row in table.rows {
      // A line with words in its first column only: a heading for the rows after it, or a
      // note, across the whole table.
      if row.count > 1, row.dropFirst().allSatisfy(\.isEmpty) {
        html +=
          "<tr class=\"span\"><th colspan=\"\(row.count)\" scope=\"rowgroup\">"
          + "\(WebBook.escape(row[0]))</th></tr>"
        continue
      }
      html += "<tr>"
      for (column, text) in row.enumerated() {
        html +=
          column == 0 && !table.numeric[0]
          ? cell("th", text, column: column, scope: "row") : cell("td", text, column: column)
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>"
  }
}
